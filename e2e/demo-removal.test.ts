// The administrator's settings (issue 28): the welcome bonus edited with its live preview, then
// 'Eliminar datos de demostración', after which the back office and the customer's menu are
// empty and still work. On a server of its own: it deletes the demo the other specs use.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  expectAccessible,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
} from './support/browser';
import { type ExtraServer, startExtraServer } from './support/extra-server';
import { E2E_NOW } from './support/server';

const WIDE = { width: 1366, height: 900 };
const NEW_TITLE = '¡20% en tu primera pizza!';

describe('the administrator’s settings: welcome bonus and demo data', () => {
  let server: ExtraServer;
  let browser: Browser;

  const toast = (page: Page, text: string) =>
    page.getByRole('status').filter({ hasText: text }).first().waitFor();
  const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menú principal' });

  /** The administrator in the back office, at the first branch when it asks. */
  const administrator = async (viewport: { width: number; height: number }) => {
    const page = await newPage(browser, viewport);
    await staffLogin(page, ADMIN, server.url('/login', 'admin'));
    await page.waitForURL(/seleccionar-sede|pedidos/);
    if (page.url().includes('seleccionar-sede')) {
      await page.getByRole('button', { name: /Chapinero/ }).click();
      await page.waitForURL(/pedidos/);
    }
    return page;
  };
  /** A customer's page whose clock is the server's pinned day (the bonus's validity). */
  const customer = async (path: string) => {
    const page = await newPage(browser, PHONE);
    await page.clock.install({ time: new Date(E2E_NOW) });
    await page.goto(server.url(path));
    return page;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(E2E_NOW), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('edits the welcome bonus: the preview follows the typing, customers see it', async () => {
    const admin = await administrator(WIDE);
    await sidebar(admin).getByRole('button', { name: 'Configuración' }).click();
    await sidebar(admin).getByRole('link', { name: 'Bono de bienvenida' }).click();
    await admin.waitForURL(/\/configuracion\/bono-bienvenida$/);
    await admin.getByRole('heading', { name: 'Bono de bienvenida', level: 1 }).waitFor();

    const preview = admin.getByRole('region', { name: 'Vista previa' });
    await preview.getByText('¡15% de descuento en tu primer pedido!').waitFor();
    const title = admin.getByLabel('Título');
    await title.fill(NEW_TITLE);
    await preview.getByText(NEW_TITLE).waitFor();
    // The title names 20 % and the discount is still 15 %: the form says so.
    await admin.getByText('El título dice 20% y el descuento es 15%').waitFor();
    const percentage = admin.getByLabel('Porcentaje de descuento');
    await percentage.fill('120');
    await admin.getByRole('button', { name: 'Guardar bono' }).click();
    await admin.getByText('El descuento debe ser un número entero entre 1 y 100').waitFor();
    await percentage.fill('20');
    await admin.getByLabel('Mensaje (opcional)').fill('Crea tu cuenta y verifica tu WhatsApp.');
    await preview.getByText('Crea tu cuenta y verifica tu WhatsApp.').waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'demo-removal-bonus-desktop');
    await admin.getByRole('button', { name: 'Guardar bono' }).click();
    await toast(admin, 'Bono de bienvenida guardado');

    const saved = await server.apiGet<{ title: string; discountPercentage: number }>(
      '/api/configuracion/bono-bienvenida/',
    );
    expect(saved).toMatchObject({ title: NEW_TITLE, discountPercentage: 20 });

    // On a phone, the same screen, one column.
    const phone = await administrator(PHONE);
    await phone.goto(server.url('/configuracion/bono-bienvenida', 'admin'));
    await phone.getByRole('region', { name: 'Vista previa' }).getByText(NEW_TITLE).waitFor();
    await screenshot(phone, 'demo-removal-bonus-phone');
    await phone.context().close();

    const visitor = await customer('/login');
    await visitor.getByRole('heading', { name: 'Iniciar sesión' }).waitFor();
    await visitor.getByText(NEW_TITLE).waitFor();
    await visitor.getByText('Crea tu cuenta y verifica tu WhatsApp.').waitFor();
    await visitor.context().close();
    await admin.context().close();
  });

  it('removes the demo data: the summary, then an empty board and an empty menu', async () => {
    const admin = await administrator(WIDE);
    await sidebar(admin).getByRole('button', { name: 'Configuración' }).click();
    await sidebar(admin).getByRole('link', { name: 'Datos de demostración' }).click();
    await admin.waitForURL(/\/configuracion\/datos-demo$/);
    await admin.getByRole('heading', { name: 'Se eliminará' }).waitFor();
    await admin.getByText('Tu cuenta, con la que entras ahora.').waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'demo-removal-before-desktop');

    await admin.getByRole('button', { name: 'Eliminar datos de demostración' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('¿Eliminar los datos de demostración?').waitFor();
    await screenshot(admin, 'demo-removal-confirm-desktop');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await admin.getByRole('heading', { name: 'Datos de demostración eliminados' }).waitFor();
    await admin.getByText(/^Se eliminaron los datos de demostración: .*3 sedes/).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'demo-removal-after-desktop');

    // The board: no branch any more, and a way to register the first one.
    await sidebar(admin).getByRole('link', { name: 'Pedidos' }).click();
    await admin.getByText('Todavía no hay sedes').waitFor();
    await admin.getByRole('link', { name: 'Registrar sede' }).waitFor();
    await expectAccessible(admin);
    await screenshot(admin, 'demo-removal-board-desktop');
    // The screens of the catalog work, empty.
    await admin.goto(server.url('/productos/listado', 'admin'));
    await admin.getByRole('heading', { name: 'Productos', level: 1 }).waitFor();
    expect(await admin.getByText('Algo salió mal').count()).toBe(0);

    // A new sign-in of the administrator lands where the first branch is registered.
    const phone = await newPage(browser, PHONE);
    await staffLogin(phone, ADMIN, server.url('/login', 'admin'));
    await phone.waitForURL(/\/sedes$/);
    await phone.getByRole('heading', { name: 'Sedes', level: 1 }).waitFor();
    await screenshot(phone, 'demo-removal-branches-phone');
    await phone.goto(server.url('/configuracion/datos-demo', 'admin'));
    await phone.getByText('No hay datos de demostración').waitFor();
    await screenshot(phone, 'demo-removal-none-phone');
    await phone.context().close();

    // The customer's menu: nothing to order, and it says so.
    const visitor = await customer('/menu');
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('article').count()).toBe(0);
    await screenshot(visitor, 'demo-removal-menu-phone');
    expect(await server.apiGet<unknown[]>('/api/productos/')).toEqual([]);
    await visitor.context().close();
    await admin.context().close();
  });
});
