import type { Sede } from '@horno/domain/branches';
import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiAuth,
  apiGet,
  appUrl,
  CAJERO,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newContext,
  newPage,
  PHONE,
  screenshot,
  staffLogin,
  staffLoginAt,
  thisWorkerServer,
} from './support/browser';
import { recordToasts, toastsSeen, waitForToastSeen } from './support/toasts';

/** The API as the administrator: products set up for a test. */
async function adminApi() {
  const base = `http://127.0.0.1:${thisWorkerServer().port}`;
  const headers = await apiAuth(ADMIN);
  return {
    create: async (fields: Record<string, string | number | boolean>) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
      const res = await fetch(`${base}/api/productos/`, { method: 'POST', headers, body: form });
      expect(res.status).toBe(201);
      return (await res.json()) as Producto;
    },
    read: async (id: number) =>
      (await (await fetch(`${base}/api/productos/${id}/`, { headers })).json()) as Producto,
    especiales: async () =>
      (await (
        await fetch(`${base}/api/productos-especiales/`, { headers })
      ).json()) as ProductoEspecial[],
  };
}

// Each look waits up to 5 s: on a loaded 2-core machine a lazy screen can take longer than the
// default second to draw, and what is checked here is what it shows, not how fast.
const poll = <T>(look: () => T | Promise<T>) => expect.poll(look, { timeout: 5_000 });

describe('catalog administration: editing products and the list', () => {
  let browser: Browser;
  let admin: Page;
  let api: Awaited<ReturnType<typeof adminApi>>;
  let categorias: CategoriaProducto[];
  let sized: CategoriaProducto;
  let unsized: CategoriaProducto;
  let chapinero: Sede;
  let usaquen: Sede;

  const list = async (search: string) => {
    await admin.goto(appUrl('/productos/listado', 'admin'));
    await table().waitFor();
    await admin.getByLabel('Buscar en productos').fill(search);
  };
  const table = () => admin.getByRole('table', { name: 'Productos' });
  const mode = (name: 'Detalle' | 'Editar') =>
    admin.getByRole('group', { name: 'Ver o editar el producto' }).getByRole('button', { name });

  beforeAll(async () => {
    browser = await launchBrowser();
    api = await adminApi();
    const sedes = await apiGet<Sede[]>('/api/locations/sedes/');
    chapinero = sedes.find((s) => s.nombre.includes('Chapinero'))!;
    usaquen = sedes.find((s) => s.nombre.includes('Usaquén'))!;
    categorias = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    sized = categorias.find((c) => c.tiene_medidas)!;
    unsized = categorias.find((c) => !c.tiene_medidas)!;
    const context = await browser.newContext({ viewport: DESKTOP });
    await recordToasts(context);
    admin = await context.newPage();
    await staffLoginAt(admin, ADMIN, chapinero.nombre);
  });
  afterAll(() => browser.close());

  it("edits a product on its page: the detail/edit toggle, 'Agregar descuento', unsaved changes, 'Modificar Producto' and 'Actualizar'", async () => {
    const p = await api.create({ nombre: 'Limonada de coco', categoria: unsized.id, precio: 7000 });
    await admin.goto(appUrl(`/productos/detalle/${p.id}`, 'admin'));
    await mode('Detalle').waitFor();
    await poll(() => mode('Detalle').getAttribute('aria-pressed')).toBe('true');
    expect(await admin.getByText('Sin descuento').count()).toBe(1);

    await mode('Editar').click();
    // The address follows the toggle, in place of the detail's (Back still leaves the product).
    await admin.waitForURL(new RegExp(`/productos/${p.id}/modificar$`));
    await poll(() => admin.getByLabel('Nombre', { exact: true }).inputValue()).toBe(
      'Limonada de coco',
    );
    // The discount stays hidden until asked for.
    expect(await admin.getByLabel('Descuento (%)').count()).toBe(0);
    await admin.getByRole('button', { name: 'Agregar descuento' }).click();
    await admin.getByLabel('Descuento (%)').fill('15');
    await admin.getByLabel('Nombre', { exact: true }).fill('Limonada de coco helada');

    // Leaving with unsaved changes asks first.
    await mode('Detalle').click();
    const leave = admin.getByRole('alertdialog', { name: '¿Salir sin guardar los cambios?' });
    await poll(() => leave.count()).toBe(1);
    await screenshot(admin, 'catalog-edit-leave');
    await leave.getByRole('button', { name: 'Seguir editando' }).click();
    await poll(() => leave.count()).toBe(0);
    expect(await admin.getByLabel('Nombre', { exact: true }).inputValue()).toBe(
      'Limonada de coco helada',
    );

    // 'Modificar Producto' says 'Modificando...' while saving, then goes back to the list.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await admin.route(`**/api/productos/${p.id}/`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await admin.getByRole('button', { name: 'Modificar Producto' }).click();
    await poll(() => admin.getByRole('button', { name: 'Modificando...' }).count()).toBe(1);
    release();
    await admin.waitForURL(/\/productos\/listado/);
    expect(await waitForToastSeen(admin, 'Producto modificado exitosamente')).toContain(
      'Producto modificado exitosamente',
    );
    await admin.unroute(`**/api/productos/${p.id}/`);
    expect(await api.read(p.id)).toMatchObject({
      nombre: 'Limonada de coco helada',
      descuento: 15,
    });

    // A discount above 0 is shown at once; 'Actualizar' saves and stays on the product.
    await admin.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    await admin.getByLabel('Descuento (%)').waitFor();
    await poll(() => admin.getByLabel('Descuento (%)').inputValue()).toBe('15');
    await admin.getByLabel('Precio', { exact: true }).fill('8500');
    await screenshot(admin, 'catalog-edit-form');
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    expect(await waitForToastSeen(admin, 'Producto actualizado')).toContain('Producto actualizado');
    await poll(() => mode('Detalle').getAttribute('aria-pressed')).toBe('true');
    await poll(() => admin.getByText(formatCOP(8500)).count()).toBe(1);
    expect(admin.url()).toContain(`/productos/`);

    await admin.waitForURL(new RegExp(`/productos/detalle/${p.id}$`));

    // A reload opens the product as it was shown: in its form after 'Editar'.
    await mode('Editar').click();
    await admin.waitForURL(new RegExp(`/productos/${p.id}/modificar$`));
    await admin.reload();
    await poll(() => mode('Editar').getAttribute('aria-pressed')).toBe('true');
    await poll(() => admin.getByLabel('Precio', { exact: true }).inputValue()).toContain('8');

    // Cancelar with nothing changed goes straight back to the detail.
    await admin.getByRole('button', { name: 'Cancelar' }).click();
    await poll(() => mode('Detalle').getAttribute('aria-pressed')).toBe('true');
    await admin.waitForURL(new RegExp(`/productos/detalle/${p.id}$`));

    // A failed save says so, keeps what was typed.
    await admin.route(`**/api/productos/${p.id}/`, (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({ status: 503, body: '' })
        : route.continue(),
    );
    await mode('Editar').click();
    await admin.getByLabel('Precio', { exact: true }).fill('9000');
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    // The toast goes on with the server's reason ('Error al actualizar el producto. …'): waiting
    // for the bare text would only end at the timeout. The same 3 s for a toast that starts so.
    await expect
      .poll(
        async () =>
          (await toastsSeen(admin)).some((t) => t.startsWith('Error al actualizar el producto')),
        { timeout: 3_000 },
      )
      .toBe(true);
    expect(await admin.getByLabel('Precio', { exact: true }).inputValue()).toContain('9');
    await admin.unroute(`**/api/productos/${p.id}/`);
  });

  it('keeps the edit footer to two rows on a phone, the main save on top', async () => {
    const p = await api.create({
      nombre: 'Té helado de durazno',
      categoria: unsized.id,
      precio: 6000,
    });
    const context = await newContext(browser, {
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
      storageState: await admin.context().storageState(),
    });
    const phone = await context.newPage();
    await phone.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const box = async (name: string) =>
      (await phone.getByRole('button', { name, exact: true }).boundingBox())!;
    await phone.getByRole('button', { name: 'Modificar Producto' }).waitFor();
    const save = await box('Modificar Producto');
    const update = await box('Actualizar');
    const cancel = await box('Cancelar');
    // 'Cancelar' and 'Actualizar' share the row under 'Modificar Producto' (stacked one per row,
    // the sticky footer hid a fifth of the screen).
    expect(update.y).toBe(cancel.y);
    expect(save.y + save.height).toBeLessThanOrEqual(update.y);
    expect(update.x).toBeGreaterThan(cancel.x + cancel.width);
    await screenshot(phone, 'catalog-edit-phone');
    await context.close();
  });

  it('removes a size price of a pizza from its edit form', async () => {
    const medidas = await apiGet<{ id: number; label: string }[]>('/api/medidas/');
    const p = await api.create({
      nombre: 'Pizza de dos tamaños',
      categoria: sized.id,
      'precios_por_medida[0]medida': medidas[0]!.id,
      'precios_por_medida[0]precio': 20000,
      'precios_por_medida[1]medida': medidas[2]!.id,
      'precios_por_medida[1]precio': 34000,
    });
    await admin.goto(appUrl(`/productos/${p.id}/modificar`, 'admin'));
    const sizes = admin.getByRole('group', { name: 'Precios por tamaño' });
    await sizes.waitFor();
    await poll(() => sizes.getByLabel('Tamaño', { exact: true }).count()).toBe(2);
    await admin.getByRole('button', { name: 'Quitar el tamaño 2' }).click();
    await poll(() => sizes.getByLabel('Tamaño', { exact: true }).count()).toBe(1);
    await admin.getByRole('button', { name: 'Actualizar' }).click();
    expect(await waitForToastSeen(admin, 'Producto actualizado')).toContain('Producto actualizado');
    await poll(async () => (await api.read(p.id)).precios_por_medida.map((m) => m.precio)).toEqual([
      20000,
    ]);
  });

  it('changes a price in place in the list', async () => {
    const p = await api.create({ nombre: 'Jugo de lulo', categoria: unsized.id, precio: 6000 });
    await list('jugo de lulo');
    await admin.getByRole('button', { name: /^Cambiar el precio de Jugo de lulo/ }).click();
    const input = admin.getByLabel('Nuevo precio de Jugo de lulo');
    await input.fill('6500');
    await input.press('Enter');
    expect(await waitForToastSeen(admin, 'Precio de Jugo de lulo actualizado')).toContain(
      'Precio de Jugo de lulo actualizado',
    );
    await poll(async () => (await api.read(p.id)).precio).toBe(6500);
    await poll(() =>
      table()
        .getByRole('button', { name: /^Cambiar el precio de Jugo de lulo/ })
        .innerText(),
    ).toContain(formatCOP(6500));
  });

  it('activates a product in place, and asks before deactivating it (regular and special)', async () => {
    const p = await api.create({
      nombre: 'Arepa de choclo',
      categoria: unsized.id,
      precio: 5000,
      activo: false,
    });
    await list('arepa de choclo');
    const toggle = admin.getByRole('switch', { name: 'Arepa de choclo activo' });
    await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const activated = 'Arepa de choclo está activo: ya aparece en el menú de sus sedes';
    expect(await waitForToastSeen(admin, activated)).toContain(activated);
    const menu = async () =>
      (await apiGet<Producto[]>(`/api/productos/?sede=${chapinero.id}`)).map((x) => x.id);
    await poll(menu).toContain(p.id);

    await toggle.click();
    const confirm = admin.getByRole('alertdialog', { name: '¿Desactivar Arepa de choclo?' });
    await poll(() => confirm.getByText(/Dejará de aparecer en el menú/).count()).toBe(1);
    await screenshot(admin, 'catalog-list-deactivate');
    await expectAccessible(admin);
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(
      await waitForToastSeen(admin, 'Arepa de choclo está inactivo: ya no aparece en el menú'),
    ).toContain('Arepa de choclo está inactivo: ya no aparece en el menú');
    await poll(menu).not.toContain(p.id);

    const especial = (await api.especiales()).find((e) => e.activo)!;
    await list(especial.nombre);
    const special = admin.getByRole('switch', { name: `${especial.nombre} activo` });
    await special.click();
    await admin
      .getByRole('alertdialog', { name: `¿Desactivar ${especial.nombre}?` })
      .getByRole('button', { name: 'Desactivar' })
      .click();
    await poll(() => special.getAttribute('aria-checked')).toBe('false');
    await poll(async () => (await api.especiales()).find((e) => e.id === especial.id)!.activo).toBe(
      false,
    );
    await special.click();
    await poll(() => special.getAttribute('aria-checked')).toBe('true');
    await poll(async () => (await api.especiales()).find((e) => e.id === especial.id)!.activo).toBe(
      true,
    );
  });

  it('filters the list by category, state and type', async () => {
    await api.create({
      nombre: 'Agua sin gas apagada',
      categoria: unsized.id,
      precio: 3000,
      activo: false,
    });
    await admin.goto(appUrl('/productos/listado', 'admin'));
    const filter = async (column: string, value: string) => {
      await admin.getByRole('button', { name: new RegExp(`^Filter column ${column}`) }).click();
      const popup = admin.getByRole('dialog', { name: `Filtrar ${column}` });
      await popup.getByRole('checkbox', { name: value, exact: true }).check();
      await admin.keyboard.press('Escape');
      await poll(() => popup.count()).toBe(0);
    };
    const rowTexts = async () =>
      (await table().getByRole('row').allInnerTexts()).slice(1).filter((t) => t.trim() !== '');
    await poll(async () => (await rowTexts()).length).toBeGreaterThan(0);

    await filter('Categoría', unsized.nombre);
    await poll(async () => (await rowTexts()).every((t) => t.includes(unsized.nombre))).toBe(true);
    await filter('Estado', 'Inactivo');
    await poll(async () => (await rowTexts()).some((t) => t.includes('Agua sin gas apagada'))).toBe(
      true,
    );
    expect((await rowTexts()).every((t) => t.includes('Inactivo'))).toBe(true);

    await admin.goto(appUrl('/productos/listado', 'admin'));
    await filter('Tipo', 'Especial');
    await poll(async () => (await rowTexts()).length).toBeGreaterThan(0);
    expect((await rowTexts()).every((t) => t.includes('Especial'))).toBe(true);
    await screenshot(admin, 'catalog-list-filtered');
  });

  it("'Ajustar precios' in the header forgets an old selection; an adjustment clears the selection", async () => {
    await api.create({ nombre: 'Té de frutos rojos', categoria: unsized.id, precio: 4000 });
    await list('frutos rojos');
    const row = table().getByRole('row').filter({ hasText: 'Té de frutos rojos' });
    await row.getByRole('checkbox').first().check();
    const dialog = admin.getByRole('dialog', { name: 'Ajustar precios' });
    await admin.getByRole('button', { name: 'Ajustar precios' }).last().click();
    await poll(() => dialog.getByText('Los seleccionados (1)').count()).toBe(1);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await poll(() => dialog.count()).toBe(0);

    // Deselected, then the header's button: no old selection offered.
    await row.getByRole('checkbox').first().uncheck();
    await admin.getByRole('button', { name: 'Ajustar precios' }).first().click();
    await poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText(/Los seleccionados/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await row.getByRole('checkbox').first().check();
    await admin.getByRole('button', { name: 'Ajustar precios' }).last().click();
    await dialog.getByLabel('Porcentaje').fill('10');
    await dialog.getByRole('button', { name: 'Aplicar a 1 precio' }).click();
    await poll(() => dialog.count()).toBe(0);
    await poll(() => row.getByRole('checkbox').first().isChecked()).toBe(false);
    await admin.getByRole('button', { name: 'Ajustar precios' }).first().click();
    await poll(() => dialog.count()).toBe(1);
    expect(await dialog.getByText(/Los seleccionados/).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
  });

  it('marks an addition sold out at one branch: customers there cannot pick it, another branch can, and checkout refuses it', async () => {
    const menuOf = (sede: Sede) => apiGet<Producto[]>(`/api/productos/?sede=${sede.id}`);
    const there = await menuOf(chapinero);
    const elsewhere = new Set((await menuOf(usaquen)).map((p) => p.id));
    const product = there.find(
      (p) =>
        elsewhere.has(p.id) && p.posibles_adiciones.length > 0 && p.precios_por_medida.length === 0,
    )!;
    const addition = product.posibles_adiciones[0]!.ingrediente;

    await admin.goto(appUrl('/ingredientes/listado', 'admin'));
    await admin.getByRole('table', { name: 'Ingredientes' }).waitFor();
    await admin.getByLabel('Buscar en ingredientes').fill(addition.nombre);
    const toggle = admin.getByRole('switch', { name: `${addition.nombre} agotado hoy` });
    await toggle.click();
    await poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    await screenshot(admin, 'catalog-ingredients-sold-out');
    await expectAccessible(admin);
    try {
      const pick = async (sede: Sede) => {
        const page = await newPage(browser, PHONE);
        await page.goto(appUrl(`/menu?sede=${sede.id}`));
        await page
          .getByRole('button', { name: `Agregar ${product.nombre}` })
          .first()
          .waitFor();
        await page
          .getByRole('button', { name: `Agregar ${product.nombre}` })
          .first()
          .click();
        const dialog = page.getByRole('dialog');
        await poll(() => dialog.count()).toBe(1);
        await poll(() => dialog.getByText(product.nombre).count()).toBeGreaterThan(0);
        const offered = await dialog.getByText(`Extra ${addition.nombre}`).count();
        await page.context().close();
        return offered;
      };
      expect(await pick(chapinero)).toBe(0);
      expect(await pick(usaquen)).toBe(1);

      const order = await fetch(`http://127.0.0.1:${thisWorkerServer().port}/api/pedidos/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          tipo_pedido: 'RECOGER',
          sede: chapinero.id,
          invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
          productosPedidos: [
            { producto: product.id, cantidad: 1, adiciones: [{ ingrediente: addition.id }] },
          ],
        }),
      });
      expect(order.status).toBe(422);
      expect(((await order.json()) as { error: string }).error).toContain(addition.nombre);
    } finally {
      await toggle.click();
      await poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    }
  });

  it('shows a cashier the list without any write action', async () => {
    const page = await newPage(browser, DESKTOP);
    await staffLogin(page, CAJERO);
    // The board, where the cashier's one branch lands: leaving 'seleccionar-sede' before it has
    // picked the branch sent the list's address back to the board (a retry in CI).
    await page.waitForURL(/\/pedidos\/gestionar$/);
    await page.goto(appUrl('/productos/listado', 'admin'));
    await page.getByRole('table', { name: 'Productos' }).waitFor();
    const rows = page.getByRole('table', { name: 'Productos' }).getByRole('row');
    await poll(() => rows.count()).toBeGreaterThan(1);
    expect(await page.getByRole('link', { name: 'Registrar producto' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Ajustar precios' }).count()).toBe(0);
    expect(await page.getByRole('switch').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Cambiar el precio de/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: /^Seleccionar/ }).count()).toBe(0);
    const menus = page.getByRole('button', { name: /^Acciones de / });
    expect(await menus.count()).toBeGreaterThan(0);
    await menus.first().click();
    await poll(() => page.getByRole('menuitem').count()).toBeGreaterThan(0);
    expect(await page.getByRole('menuitem').allInnerTexts()).toEqual(['Ver detalle']);
    await page.keyboard.press('Escape');
    await screenshot(page, 'catalog-list-cashier');
    await page.goto(
      appUrl(`/productos/detalle/${(await apiGet<Producto[]>('/api/productos/'))[0]!.id}`, 'admin'),
    );
    await poll(() => page.getByText('Descuento').count()).toBeGreaterThan(0);
    expect(await page.getByRole('group', { name: 'Ver o editar el producto' }).count()).toBe(0);
    await page.context().close();
  });
});
