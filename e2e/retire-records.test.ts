// Retiring records in the back office (issue 28, "anything can be retired, nothing is lost"): a
// branch, a product, a special product, a category, an ingredient, an ad and a user, each asked
// first and reported after, on a laptop. It runs on a server of its own: what it retires is gone
// for good.
import type { Sede } from '@horno/domain/branches';
import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Usuario } from '@horno/domain/auth';
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
import { recordToasts, waitForToastSeen } from './support/toasts';

const NOON = '2026-11-25T12:00:00-05:00';
const LAPTOP = { width: 1366, height: 900 };
const GALERIAS = 'Horno Galerías';

describe('retiring records in the back office', () => {
  let server: ExtraServer;
  let browser: Browser;
  let page: Page;
  let token: string;

  /** A call to the API as the administrator: status and body. */
  const asAdmin = async <T = unknown>(path: string, method = 'GET', body?: unknown) => {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method,
      headers: {
        Authorization: `Token ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as T };
  };

  /** Opens a back-office path by its address and waits for its heading. */
  const open = async (path: string, on: Page = page) => {
    await on.goto(server.url(path, 'admin'));
    await on.getByRole('heading', { level: 1 }).first().waitFor();
  };

  /** Chooses `item` in the row menu labelled `menu`, and answers the confirm dialog it opens. */
  const fromRowMenu = async (menu: string, item: string, on: Page = page) => {
    await on.getByRole('button', { name: menu, exact: true }).click();
    await on.getByRole('menuitem', { name: item, exact: true }).click();
    const dialog = on.getByRole('alertdialog');
    await dialog.waitFor();
    return dialog;
  };

  /** Waits for the toast `text` (recorded, since a success toast lasts only 2 s). */
  const toastShown = async (text: string, on: Page = page) => {
    const seen = await waitForToastSeen(on, text);
    expect(seen).toContain(text);
  };

  const signIn = async (viewport: { width: number; height: number }) => {
    const signed = await newPage(browser, viewport);
    await recordToasts(signed.context());
    await staffLogin(signed, ADMIN, server.url('/login', 'admin'));
    await signed.waitForURL(/\/seleccionar-sede$/);
    await signed.getByRole('button', { name: /Horno Chapinero/ }).click();
    await signed.waitForURL(/\/pedidos\/gestionar$/);
    return signed;
  };

  beforeAll(async () => {
    [server, browser] = await Promise.all([startExtraServer(NOON), launchBrowser()]);
    token = (await server.api<{ token: string }>('/api/users/login/', { body: ADMIN })).body.token;
    page = await signIn(LAPTOP);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('deactivates a branch: customers no longer see it, and it can be activated again', async () => {
    const before = await server.apiGet<Sede[]>('/api/locations/sedes/');
    expect(before.map((s) => s.nombre)).toContain(GALERIAS);
    await open('/sedes');
    const dialog = await fromRowMenu(`Acciones de ${GALERIAS}`, 'Desactivar sede');
    expect(await dialog.getByRole('heading').innerText()).toBe(`¿Desactivar la sede ${GALERIAS}?`);
    expect(await dialog.innerText()).toContain('Sus pedidos anteriores se conservan');
    await screenshot(page, 'retire-branch-dialog-laptop');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await toastShown(
      `Sede ${GALERIAS} desactivada: los clientes ya no la ven y sus pedidos se conservan`,
    );
    const inactive = page.getByRole('list', { name: 'Sedes inactivas' });
    await inactive.getByRole('heading', { name: GALERIAS }).waitFor();
    await inactive.getByText('Inactiva').waitFor();
    await expect
      .poll(() => page.getByRole('list', { name: 'Sedes', exact: true }).innerText())
      .not.toContain(GALERIAS);
    await screenshot(page, 'retire-branch-inactive-laptop');

    // The customer's branch list (the menu's 'Seleccionar sede y dirección') leaves it out.
    const customer = await newPage(browser, LAPTOP);
    await customer.clock.setFixedTime(new Date(NOON));
    await customer.goto(server.url('/menu'));
    await customer.getByRole('banner').getByRole('button', { name: /Sede:/ }).click();
    const picker = customer.getByRole('dialog', { name: 'Seleccionar sede y dirección' });
    const options = () => picker.getByLabel('Sede').locator('option').allInnerTexts();
    await expect.poll(async () => (await options()).join(' | ')).toContain('Horno Chapinero');
    expect((await options()).join(' | ')).not.toContain(GALERIAS);
    await customer.context().close();
    expect((await server.apiGet<Sede[]>('/api/locations/sedes/')).map((s) => s.nombre)).toEqual(
      before.map((s) => s.nombre).filter((n) => n !== GALERIAS),
    );

    // 'Activar' brings it back.
    await inactive.getByRole('button', { name: `Activar ${GALERIAS}` }).click();
    const back = page.getByRole('alertdialog');
    await back.getByRole('button', { name: 'Activar' }).click();
    await toastShown(`Sede ${GALERIAS} activada: los clientes la ven de nuevo`);
    await page
      .getByRole('list', { name: 'Sedes', exact: true })
      .getByRole('heading', { name: GALERIAS })
      .waitFor();
    expect((await server.apiGet<Sede[]>('/api/locations/sedes/')).length).toBe(before.length);
  });

  it('deletes a product from its row and a special product from its page', async () => {
    const productos = await server.apiGet<Producto[]>('/api/productos/');
    const especiales = await server.apiGet<ProductoEspecial[]>('/api/productos-especiales/');
    // A product no order names and no special product offers as an option: it goes for good.
    const options = new Set(
      especiales.flatMap((e) =>
        e.secciones.flatMap((s) => s.opciones.map((o) => o.producto_relacionado_id)),
      ),
    );
    const producto = productos.find((p) => p.activo && !options.has(p.id))!;
    await open('/productos/listado');
    await page.getByLabel('Buscar en productos').fill(producto.nombre);
    const dialog = await fromRowMenu(`Acciones de ${producto.nombre}`, 'Eliminar');
    expect(await dialog.getByRole('heading').innerText()).toBe(`¿Eliminar «${producto.nombre}»?`);
    expect(await dialog.innerText()).toContain('se desactiva en su lugar');
    await screenshot(page, 'retire-product-dialog-laptop');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown(`Se eliminó «${producto.nombre}»`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Productos' }).innerText())
      .not.toContain(producto.nombre);

    const [especial] = especiales;
    await open(`/productos/especiales/${especial!.id}/modificar`);
    await page.getByRole('button', { name: 'Eliminar', exact: true }).click();
    const special = page.getByRole('alertdialog');
    expect(await special.getByRole('heading').innerText()).toBe(`¿Eliminar «${especial!.nombre}»?`);
    await special.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown(`Se eliminó «${especial!.nombre}»`);
    await page.waitForURL(/\/productos\/listado$/);
    const left = await server.apiGet<ProductoEspecial[]>('/api/productos-especiales/');
    expect(left.map((e) => e.id)).not.toContain(especial!.id);
  });

  it('refuses a category with products, saying how many, and removes an empty one', async () => {
    const created = await asAdmin<{ id: number }>('/api/categoria-productos/', 'POST', {
      nombre: 'Sopas del día',
      tiene_medidas: false,
    });
    // 409: a second try of this test finds the category its first try made.
    expect([201, 409]).toContain(created.status);
    // A category of regular products only: the refusal counts them.
    const productos = await server.apiGet<Producto[]>('/api/productos/');
    const especiales = await server.apiGet<ProductoEspecial[]>('/api/productos-especiales/');
    const categorias = await server.apiGet<{ id: number; nombre: string }[]>(
      '/api/categoria-productos/',
    );
    const full = categorias.find(
      (c) =>
        productos.filter((p) => p.categoria === c.id).length > 1 &&
        !especiales.some((e) => e.categoria === c.id),
    )!;
    const count = productos.filter((p) => p.categoria === full.id).length;
    await open('/productos/categorias/listado');
    const refused = await fromRowMenu(`Acciones de ${full.nombre}`, 'Eliminar');
    await refused.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown(
      `No se puede eliminar la categoría ${full.nombre}: tiene ${count} productos (activos e inactivos). Muévelos a otra categoría primero.`,
    );
    await screenshot(page, 'retire-category-refused-laptop');
    expect(
      await page.getByRole('table', { name: 'Categorías de productos' }).innerText(),
    ).toContain(full.nombre);

    // The refusal's toast can sit over the last row's menu on a laptop, and a toast under the
    // mouse stays: as a person would, move the mouse off it and let it go.
    await page.mouse.move(0, 0);
    await page
      .getByRole('status')
      .filter({ hasText: `No se puede eliminar la categoría ${full.nombre}` })
      .waitFor({ state: 'detached' });
    const dialog = await fromRowMenu('Acciones de Sopas del día', 'Eliminar');
    expect(await dialog.getByRole('heading').innerText()).toBe(
      '¿Eliminar la categoría «Sopas del día»?',
    );
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown('Categoría Sopas del día eliminada');
    await expect
      .poll(() => page.getByRole('table', { name: 'Categorías de productos' }).innerText())
      .not.toContain('Sopas del día');
  });

  it('deletes an ingredient nothing uses', async () => {
    const [categoria] = (await asAdmin<{ id: number }[]>('/api/categoria-ingredientes/')).body;
    const created = await asAdmin('/api/ingredientes/', 'POST', {
      nombre: 'Alcaparras',
      categoria: categoria!.id,
    });
    expect(created.status).toBe(201);
    await open('/ingredientes/listado');
    await page.getByLabel('Buscar en ingredientes').fill('Alcaparras');
    const dialog = await fromRowMenu('Acciones de Alcaparras', 'Eliminar');
    expect(await dialog.getByRole('heading').innerText()).toBe(
      '¿Eliminar el ingrediente «Alcaparras»?',
    );
    await screenshot(page, 'retire-ingredient-dialog-laptop');
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown('Ingrediente Alcaparras eliminado');
    await expect
      .poll(() => page.getByRole('table', { name: 'Ingredientes' }).innerText())
      .not.toContain('Alcaparras');
  });

  it('deletes an ad', async () => {
    const [ad] = (await asAdmin<{ id: number; titulo: string }[]>('/api/publicidades/')).body;
    await open('/publicidad/listado');
    const dialog = await fromRowMenu(`Acciones de ${ad!.titulo}`, 'Eliminar');
    expect(await dialog.getByRole('heading').innerText()).toBe(
      `¿Eliminar la publicidad «${ad!.titulo}»?`,
    );
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await toastShown(`Publicidad ${ad!.titulo} eliminada`);
    await expect
      .poll(() => page.getByRole('table', { name: 'Publicidades' }).innerText())
      .not.toContain(ad!.titulo);
  });

  it('deactivates a user, who is signed out, and offers to activate them again', async () => {
    const users = (await asAdmin<Usuario[]>('/api/users/usuarios/')).body;
    const cajero = users.find((u) => u.email === 'cajero@horno.co')!;
    const name = `${cajero.first_name} ${cajero.last_name}`;
    const login = await server.api<{ token: string }>('/api/users/login/', {
      body: { email: 'cajero@horno.co', password: 'HornoCajero2026' },
    });
    expect(login.status).toBe(200);

    await open('/usuarios/listado');
    // One's own row offers no 'Desactivar'.
    const me = users.find((u) => u.email === ADMIN.email)!;
    await page
      .getByRole('button', { name: `Acciones de ${me.first_name} ${me.last_name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Cambiar contraseña' }).waitFor();
    expect(await page.getByRole('menuitem', { name: 'Desactivar' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    const dialog = await fromRowMenu(`Acciones de ${name}`, 'Desactivar');
    expect(await dialog.getByRole('heading').innerText()).toBe(`¿Desactivar a ${name}?`);
    expect(await dialog.innerText()).toContain('Sus pedidos se conservan');
    await screenshot(page, 'retire-user-dialog-laptop');
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await toastShown(`${name} quedó desactivado: sus sesiones se cerraron y ya no puede entrar`);
    const row = page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({
      hasText: cajero.email,
    });
    await row.getByText('Inactivo').waitFor();

    // The cashier's session ended at once.
    const profile = await fetch(`http://127.0.0.1:${server.port}/api/users/profile/`, {
      headers: { Authorization: `Token ${login.body.token}` },
    });
    expect(profile.status).toBe(401);

    await fromRowMenu(`Acciones de ${name}`, 'Activar');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Activar' }).click();
    await toastShown(`${name} quedó activo: puede entrar de nuevo con su contraseña`);
  });

  it('asks the same on a phone', async () => {
    const phone = await signIn(PHONE);
    await open('/usuarios/listado', phone);
    const users = (await asAdmin<Usuario[]>('/api/users/usuarios/')).body;
    const cajero = users.find((u) => u.email === 'cajero@horno.co')!;
    const dialog = await fromRowMenu(
      `Acciones de ${cajero.first_name} ${cajero.last_name}`,
      'Desactivar',
      phone,
    );
    await screenshot(phone, 'retire-user-dialog-phone');
    await expectAccessible(phone);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await open('/sedes', phone);
    await fromRowMenu(`Acciones de ${GALERIAS}`, 'Desactivar sede', phone);
    await screenshot(phone, 'retire-branch-dialog-phone');
    await phone.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
    await phone.context().close();
  });
});
