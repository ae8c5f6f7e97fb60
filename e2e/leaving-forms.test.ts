import type { Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiGet,
  appUrl,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  staffLoginAt,
  thisWorkerServer,
} from './support/browser';
import { recordToasts, waitForToastSeen } from './support/toasts';

// Issue 30, items 2 and 3: a draft is never lost by leaving a form, whatever the way out
// (decision 025: React Router's blocker in the back office's own build, and `beforeunload`), and
// the inline price refuses what is not a price and asks before a big change.

const LAPTOP = { width: 1366, height: 900 };

const poll = <T>(look: () => T | Promise<T>) => expect.poll(look, { timeout: 5_000 });

describe('leaving a form with unsaved changes, and the inline price', () => {
  let browser: Browser;
  let admin: Page;
  let base: string;
  let headers: { authorization: string };
  let unsized: CategoriaProducto;
  let combos: CategoriaProducto;
  const created: number[] = [];

  const createProduct = async (nombre: string, precio: number) => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ nombre, categoria: unsized.id, precio })) {
      form.append(key, String(value));
    }
    const res = await fetch(`${base}/api/productos/`, { method: 'POST', headers, body: form });
    expect(res.status).toBe(201);
    const p = (await res.json()) as Producto;
    created.push(p.id);
    return p;
  };
  const readProduct = async (id: number) =>
    (await (await fetch(`${base}/api/productos/${id}/`, { headers })).json()) as Producto;
  const leaveDialog = () =>
    admin.getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' });
  const sidebar = () => admin.getByRole('complementary', { name: 'Barra lateral' });
  /**
   * Whether a reload or closing the tab would ask now: a `beforeunload` listener cancels the
   * event. (The browser's own dialog was not reliable to drive on a loaded machine.)
   */
  const unloadAsks = () =>
    admin.evaluate(() => !window.dispatchEvent(new Event('beforeunload', { cancelable: true })));

  beforeAll(async () => {
    browser = await launchBrowser();
    base = `http://127.0.0.1:${thisWorkerServer().port}`;
    headers = await apiAuth(ADMIN);
    const categorias = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    unsized = categorias.find((c) => !c.tiene_medidas && c.nombre !== 'Combos')!;
    combos = categorias.find((c) => c.nombre === 'Combos')!;
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    const context = await browser.newContext({ viewport: DESKTOP });
    await recordToasts(context);
    admin = await context.newPage();
    await staffLoginAt(admin, ADMIN, sedes.find((s) => s.nombre.includes('Chapinero'))!.nombre);
  });
  afterAll(async () => {
    // The products made here leave no trace for the other files on this server.
    for (const id of created) {
      await fetch(`${base}/api/productos/${id}/`, { method: 'DELETE', headers });
    }
    await browser.close();
  });

  it("asks before the browser's Back leaves step 2 of the special-product wizard", async () => {
    await admin.goto(appUrl('/productos/listado', 'admin'));
    await sidebar().getByRole('link', { name: 'Registrar especial' }).click();
    await admin.waitForURL(/\/productos\/especiales\/registrar$/);
    await admin.getByLabel('Nombre', { exact: true }).fill('Combo que no se pierde');
    await admin.getByLabel('Categoría').selectOption({ label: combos.nombre });
    await admin.getByLabel('Descripción').fill('Una pizza y dos bebidas');
    await admin.getByLabel('Precio base').fill('42000');
    await admin.getByRole('button', { name: 'Siguiente' }).click();
    await admin.getByRole('heading', { name: 'Secciones', level: 2 }).waitFor();
    await admin.getByRole('button', { name: 'Agregar sección' }).click();
    await admin.getByLabel('Nombre de la sección').fill('Bebidas');
    await poll(unloadAsks).toBe(true);

    // The browser's own Back (a history traversal, as its button does).
    await admin.goBack({ waitUntil: 'commit' });
    await leaveDialog().waitFor();
    expect(admin.url()).toMatch(/\/productos\/especiales\/registrar$/);
    // As a laptop shows it.
    await admin.setViewportSize(LAPTOP);
    await screenshot(admin, 'leave-dialog-laptop');
    await admin.setViewportSize(DESKTOP);
    await leaveDialog().getByRole('button', { name: 'Seguir editando' }).click();
    await poll(() => leaveDialog().count()).toBe(0);
    // Still step 2, with everything typed.
    expect(await admin.getByLabel('Nombre de la sección').inputValue()).toBe('Bebidas');
    expect(admin.url()).toMatch(/\/productos\/especiales\/registrar$/);

    await admin.goBack({ waitUntil: 'commit' });
    await leaveDialog().getByRole('button', { name: 'Salir sin guardar' }).click();
    await admin.waitForURL(/\/productos\/listado$/);
    await poll(() => leaveDialog().count()).toBe(0);
    await poll(unloadAsks).toBe(false);
  });

  it('asks before the sidebar leaves an edited product: staying keeps the edits', async () => {
    const p = await createProduct('Naranjada que no se pierde', 7000);
    await admin.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const name = admin.getByLabel('Nombre', { exact: true });
    await poll(() => name.inputValue()).toBe('Naranjada que no se pierde');
    await poll(unloadAsks).toBe(false);
    await name.fill('Naranjada de mango');
    await poll(unloadAsks).toBe(true);

    await sidebar().getByRole('link', { name: 'Pedidos' }).click();
    await leaveDialog().waitFor();
    expect(admin.url()).toMatch(new RegExp(`/productos/${p.id}/modificar$`));
    await leaveDialog().getByRole('button', { name: 'Seguir editando' }).click();
    await poll(() => leaveDialog().count()).toBe(0);
    expect(admin.url()).toMatch(new RegExp(`/productos/${p.id}/modificar$`));
    expect(await name.inputValue()).toBe('Naranjada de mango');
    await poll(unloadAsks).toBe(true);

    await sidebar().getByRole('link', { name: 'Pedidos' }).click();
    await leaveDialog().getByRole('button', { name: 'Salir sin guardar' }).click();
    await admin.waitForURL(/\/pedidos\/gestionar/);
    await poll(unloadAsks).toBe(false);
    expect((await readProduct(p.id)).nombre).toBe('Naranjada que no se pierde');
  });

  it('asks on the register, branch, business and welcome-bonus forms too, and leaves when told', async () => {
    for (const [path, label] of [
      ['/productos/registrar', 'Nombre'],
      ['/sedes/agregar', 'Nombre'],
      ['/configuracion/negocio', 'Nombre comercial'],
      ['/configuracion/bono-bienvenida', 'Título'],
    ] as const) {
      await admin.goto(appUrl(path, 'admin'));
      const field = admin.getByLabel(label, { exact: true });
      await field.waitFor();
      await field.fill('Borrador sin guardar');
      await sidebar().getByRole('link', { name: 'Pedidos' }).click();
      await leaveDialog().getByRole('button', { name: 'Seguir editando' }).click();
      await poll(() => leaveDialog().count()).toBe(0);
      expect(admin.url()).toContain(path);
      expect(await field.inputValue()).toBe('Borrador sin guardar');
      await sidebar().getByRole('link', { name: 'Pedidos' }).click();
      await leaveDialog().getByRole('button', { name: 'Salir sin guardar' }).click();
      await admin.waitForURL(/\/pedidos\/gestionar/);
    }
  });

  it("asks before 'Cancelar' leaves an edited product", async () => {
    const p = await createProduct('Limonada que no se pierde', 7000);
    await admin.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const name = admin.getByLabel('Nombre', { exact: true });
    await poll(() => name.inputValue()).toBe('Limonada que no se pierde');
    await name.fill('Limonada de coco');

    // On a phone the question fits the screen.
    await admin.setViewportSize(PHONE);
    await admin.getByRole('button', { name: 'Cancelar' }).click();
    await leaveDialog().waitFor();
    await screenshot(admin, 'leave-dialog-phone');
    await leaveDialog().getByRole('button', { name: 'Seguir editando' }).click();
    await admin.setViewportSize(DESKTOP);

    expect(await name.inputValue()).toBe('Limonada de coco');
    await admin.getByRole('button', { name: 'Cancelar' }).click();
    await leaveDialog().getByRole('button', { name: 'Salir sin guardar' }).click();
    await poll(() => admin.url()).not.toMatch(/modificar$/);
    expect((await readProduct(p.id)).nombre).toBe('Limonada que no se pierde');
  });

  it("leaves unasked once 'Modificar Producto' has saved", async () => {
    const p = await createProduct('Té helado que se guarda', 5000);
    await admin.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const name = admin.getByLabel('Nombre', { exact: true });
    await poll(() => name.inputValue()).toBe('Té helado que se guarda');
    await name.fill('Té helado de durazno');
    await admin.getByRole('button', { name: 'Modificar Producto' }).click();
    await admin.waitForURL(/\/productos\/listado/);
    expect(await leaveDialog().count()).toBe(0);
    await poll(async () => (await readProduct(p.id)).nombre).toBe('Té helado de durazno');
  });

  it("refuses '-5', letters and 0 in the inline price, and asks before a change of more than half", async () => {
    const p = await createProduct('Jugo de guanábana', 38900);
    await admin.goto(appUrl('/productos/listado', 'admin'));
    const table = admin.getByRole('table', { name: 'Productos' });
    await table.waitFor();
    await admin.getByLabel('Buscar en productos').fill('jugo de guanábana');
    const priceButton = table.getByRole('button', {
      name: /^Cambiar el precio de Jugo de guanábana/,
    });
    await priceButton.click();
    const input = admin.getByLabel('Nuevo precio de Jugo de guanábana');

    await input.fill('-5');
    await admin.getByText('Solo valores positivos: el signo menos no se admite').waitFor();
    await screenshot(admin, 'inline-price-refused');
    expect(await input.inputValue()).toBe('38900');
    await input.fill('38k');
    await admin.getByText('Solo números: las letras no se admiten').waitFor();
    expect(await input.inputValue()).toBe('38900');
    await input.fill('0');
    await input.press('Enter');
    await admin.getByText('El precio debe ser mayor que $ 0').waitFor();

    // 38.900 → 3.890: a zero fewer asks first; 'Seguir editando' keeps the draft.
    await input.fill('3890');
    await input.press('Enter');
    const ask = admin.getByRole('alertdialog', {
      name: `¿Cambiar el precio de ${formatCOP(38900)} a ${formatCOP(3890)}?`,
    });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Seguir editando' }).click();
    await poll(() => ask.count()).toBe(0);
    expect(await input.inputValue()).toBe('3890');
    expect((await readProduct(p.id)).precio).toBe(38900);

    await input.press('Enter');
    await ask.getByRole('button', { name: 'Cambiar precio' }).click();
    expect(await waitForToastSeen(admin, 'Precio de Jugo de guanábana actualizado')).toContain(
      'Precio de Jugo de guanábana actualizado',
    );
    await poll(async () => (await readProduct(p.id)).precio).toBe(3890);

    // A small change saves at once.
    await priceButton.click();
    await input.fill('4000');
    await input.press('Enter');
    await poll(async () => (await readProduct(p.id)).precio).toBe(4000);
    expect(await ask.count()).toBe(0);
  });
});
