import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  appUrl,
  CAJERO,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser';

describe('back-office accounts in a browser', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const open = async (path: string, viewport = DESKTOP) => {
    page = await newPage(browser, viewport);
    await page.goto(appUrl(path, 'admin'));
    return page;
  };

  const logIn = async (account: { email: string; password: string }) => {
    await page.getByLabel('Correo electrónico').fill(account.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Acceder al Panel' }).click();
  };

  const sidebar = () => page.getByRole('navigation', { name: 'Menú principal' });

  /** Logs the admin in and picks a branch among the three. */
  const adminWithBranch = async (branch: string, viewport = DESKTOP) => {
    await open('/login', viewport);
    await logIn(ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await page.getByRole('button', { name: new RegExp(branch) }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
  };

  it('sends a visitor without a session from a staff page to the login', async () => {
    await open('/usuarios/listado');
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByRole('button', { name: 'Acceder al Panel' }).count()).toBe(1);
    await page.context().close();
  });

  it('checks the login form and refuses wrong credentials', async () => {
    await open('/login', PHONE);
    await page.getByRole('button', { name: 'Acceder al Panel' }).click();
    await expect.poll(() => page.getByText('El correo electrónico es requerido').count()).toBe(1);
    expect(await page.getByText('La contraseña es requerida').count()).toBe(1);

    // The literal 'admin' passes the e-mail check; a wrong password is refused by the server.
    await page.getByLabel('Correo electrónico').fill('admin');
    await page.getByLabel('Contraseña', { exact: true }).fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Acceder al Panel' }).click();
    await expect.poll(() => page.getByText('Credenciales inválidas').count()).toBe(1);
    expect(await page.getByText('Ingrese un correo electrónico válido').count()).toBe(0);
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'admin-login-errors-phone');
    await expectAccessible(page);
    await page.context().close();
  });

  it('lands the cashier (one branch) on the order board with only the entries of the role', async () => {
    await open('/login');
    await logIn(CAJERO);
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await expect.poll(() => page.getByText('Sesión iniciada correctamente').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Gestionar los pedidos' }).count())
      .toBe(1);
    // The only branch was chosen by itself.
    expect(await page.getByRole('banner').innerText()).toContain('Horno Chapinero');

    expect(await sidebar().getByRole('link', { name: 'Pedidos' }).count()).toBe(1);
    expect(await sidebar().getByRole('button', { name: 'Usuarios' }).count()).toBe(0);
    await sidebar().getByRole('button', { name: 'Publicidad' }).click();
    expect(await sidebar().getByRole('link', { name: 'Ver publicidad' }).count()).toBe(1);
    expect(await sidebar().getByRole('link', { name: 'Registrar publicidad' }).count()).toBe(0);
    await screenshot(page, 'admin-cashier-board-desktop');
    await expectAccessible(page);

    // A staff page the role does not allow sends the cashier back to the board.
    await page.goto(appUrl('/usuarios/listado', 'admin'));
    await page.waitForURL(/\/pedidos\/gestionar$/);

    // Logging out from the user menu.
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    expect(await page.getByRole('menuitemradio', { name: /Cajero.*\(Activo\)/ }).count()).toBe(1);
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.waitForURL(/\/login$/);
    await expect.poll(() => page.getByText('Sesión cerrada correctamente').count()).toBe(1);
    await page.context().close();
  });

  it('offers the admin (three branches) the branch picker, then the Usuarios group', async () => {
    await open('/login', PHONE);
    await logIn(ADMIN);
    await page.waitForURL(/\/seleccionar-sede$/);
    await expect.poll(() => page.getByRole('button', { name: /Horno/ }).count()).toBe(3);
    await screenshot(page, 'admin-branch-picker-phone');
    await expectAccessible(page);
    await page.getByRole('button', { name: /Horno Usaquén/ }).click();
    await page.waitForURL(/\/pedidos\/gestionar$/);
    expect(await page.getByRole('banner').innerText()).toContain('Horno Usaquén');

    // Below 768 px the sidebar is an overlay opened from the menu button.
    expect(await sidebar().count()).toBe(0);
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await sidebar().getByRole('button', { name: 'Usuarios' }).click();
    await sidebar().getByRole('link', { name: 'Ver usuarios' }).click();
    await page.waitForURL(/\/usuarios\/listado$/);
    // It closes once a link is followed.
    await expect.poll(() => sidebar().count()).toBe(0);

    const table = page.getByRole('table', { name: 'Usuarios' });
    await expect.poll(() => table.getByText('cajero@horno.co').count()).toBe(1);
    await page.getByPlaceholder('Buscar...').fill('MARTINEZ');
    await expect.poll(() => table.getByRole('row').count()).toBe(2);
    expect(await page.getByText('Mostrando 1 de 1 filas').count()).toBe(1);
    await screenshot(page, 'admin-users-phone');
    await expectAccessible(page);
    await page.context().close();
  });

  it('lets the admin create a permission and delete it after confirming', async () => {
    await adminWithBranch('Horno Galerías');
    await page.goto(appUrl('/permisos/registrar', 'admin'));
    await page.getByLabel('Nombre').fill('Imprimir recibos');
    // The key follows the name while it is not edited by hand.
    expect(await page.getByLabel('Clave').inputValue()).toBe('imprimir_recibos');
    await page.getByRole('button', { name: 'Registrar permiso' }).click();
    await page.waitForURL(/\/permisos\/listado$/);
    await expect.poll(() => page.getByText('Permiso registrado correctamente').count()).toBe(1);

    const table = page.getByRole('table', { name: 'Permisos' });
    await page.getByPlaceholder('Buscar...').fill('imprimir');
    await expect.poll(() => table.getByText('imprimir_recibos').count()).toBe(1);

    await page.getByRole('button', { name: 'Acciones del permiso Imprimir recibos' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() =>
        dialog.getByRole('heading', { name: '¿Estás seguro de eliminar este permiso?' }).count(),
      )
      .toBe(1);
    expect(await dialog.innerText()).toContain('No puedes revertir la acción');
    await screenshot(page, 'admin-delete-permission-desktop');
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect.poll(() => page.getByText('Permiso eliminado correctamente').count()).toBe(1);
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => page.getByText('No hay resultados').count()).toBe(1);
    await page.context().close();
  });

  it('shows the 404 page for an unknown path', async () => {
    await open('/esto-no-existe', PHONE);
    await expect.poll(() => page.getByRole('heading', { name: 'Algo salió mal' }).count()).toBe(1);
    const back = page.getByRole('link', { name: 'Volver al inicio' });
    expect(await back.getAttribute('href')).toBe('/');
    await page.context().close();
  });
});
