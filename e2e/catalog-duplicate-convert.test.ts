import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  apiGet,
  appUrl,
  DESKTOP,
  expectAccessible,
  launchBrowser,
  newPage,
  screenshot,
  staffLogin,
  thisWorkerServer,
} from './support/browser';
import { recordToasts, waitForToastSeen } from './support/toasts';

describe('duplicate and convert products from the list', () => {
  let browser: Browser;
  let admin: Page;
  let productos: Producto[];
  let token: string;

  const list = async (search: string) => {
    await admin.goto(appUrl('/productos/listado', 'admin'));
    await admin.getByLabel('Buscar en productos').fill(search);
  };
  /** Finds `nombre` in the list, picks `action` in its row's menu: answers the dialog opened. */
  const rowAction = async (nombre: string, action: 'Duplicar' | 'Convertir a especial') => {
    await list(nombre);
    await admin
      .getByRole('button', { name: `Acciones de ${nombre}` })
      .first()
      .click();
    await admin.getByRole('menuitem', { name: action }).click();
    return admin.getByRole('alertdialog');
  };
  const rowOf = (nombre: string) =>
    admin.getByRole('row').filter({ has: admin.getByText(nombre, { exact: true }) });
  const especiales = () => apiGet<ProductoEspecial[]>('/api/productos-especiales/');
  const producto = async (id: number) => apiGet<Producto>(`/api/productos/${id}/`);

  /** Products of this file's own, so converting them changes nothing other test files read. */
  const createProducts = async () => {
    const api = `http://127.0.0.1:${thisWorkerServer().port}/api`;
    const login = await fetch(`${api}/users/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    token = ((await login.json()) as { token: string }).token;
    const categorias = await apiGet<CategoriaProducto[]>('/api/categoria-productos/');
    const sedes = await apiGet<{ id: number }[]>('/api/locations/sedes/');
    const sized = categorias.find((c) => c.tiene_medidas)!;
    const plain = categorias.find((c) => !c.tiene_medidas)!;
    const medidas = await apiGet<{ id: number }[]>('/api/medidas/');
    const ingredientes = await fetch(`${api}/ingredientes/`, {
      headers: { Authorization: `Token ${token}` },
    });
    const ingrediente = ((await ingredientes.json()) as { id: number }[])[0]!;
    const made: Producto[] = [];
    for (const [nombre, withSizes] of [
      ['Pizza de prueba para convertir', true],
      ['Limonada de prueba A', false],
      ['Limonada de prueba B', false],
      ['Limonada de prueba C', false],
      ['Limonada de prueba D', false],
      ['Limonada de prueba E', false],
      ['Limonada de prueba F', false],
      ['Limonada de prueba G', false],
      ['Limonada de prueba H', false],
    ] as const) {
      const form = new FormData();
      form.set('nombre', nombre);
      // Sold at the last branch only: the menu tests read the first branch's menu.
      form.set('sedes[0]', String(sedes.at(-1)!.id));
      form.set('categoria', String(withSizes ? sized.id : plain.id));
      if (withSizes) {
        form.set('precio', '');
        form.set('precios_por_medida[0]medida', String(medidas[0]!.id));
        form.set('precios_por_medida[0]precio', '20000');
        form.set('precios_por_medida[1]medida', String(medidas[2]!.id));
        form.set('precios_por_medida[1]precio', '32000');
      } else {
        form.set('precio', '7000');
        // An addition: converted, it becomes the special product's one section.
        form.set('posibles_adiciones[0]id', String(ingrediente.id));
        form.set('posibles_adiciones[0]precio_adicion', '1500');
      }
      const res = await fetch(`${api}/productos/`, {
        method: 'POST',
        headers: { Authorization: `Token ${token}` },
        body: form,
      });
      expect(res.status).toBe(201);
      made.push((await res.json()) as Producto);
    }
    return made;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    productos = await createProducts();
    admin = await newPage(browser, DESKTOP);
    await recordToasts(admin.context());
    await staffLogin(admin, ADMIN);
    await admin.waitForURL(/seleccionar-sede|pedidos/);
    if (admin.url().includes('seleccionar-sede')) {
      await admin.getByRole('button', { name: /Chapinero/ }).click();
      await admin.waitForURL(/pedidos/);
    }
  });
  afterAll(() => browser.close());

  it('duplicates a product as an inactive copy', async () => {
    const original = productos[1]!;
    await list(original.nombre);
    await admin.getByRole('button', { name: `Acciones de ${original.nombre}` }).click();
    await admin.getByRole('menuitem', { name: 'Duplicar' }).click();
    const dialog = admin.getByRole('alertdialog');
    await expect
      .poll(() => dialog.getByText('La copia queda inactiva', { exact: false }).count())
      .toBe(1);
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Duplicar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const copia = `${original.nombre} (copia)`;
    await expect.poll(() => rowOf(copia).count()).toBe(1);
    expect(await rowOf(copia).innerText()).toContain('Inactivo');
    const copy = (await apiGet<Producto[]>('/api/productos/')).find((p) => p.nombre === copia)!;
    expect(copy).toMatchObject({ activo: false, precio: original.precio });
  });

  it('converts one product after a warning that says what happens', async () => {
    const sized = productos[0]!;
    const before = (await especiales()).length;
    const dialog = await rowAction(sized.nombre, 'Convertir a especial');
    // The warning lists what happens, one effect per item.
    const effects = dialog.getByRole('list', { name: 'Qué pasará' }).getByRole('listitem');
    await expect.poll(() => effects.count()).toBe(4);
    expect((await effects.allInnerTexts()).map((t) => t.replace(/\s+/g, ' '))).toEqual([
      `Se crea el producto especial «${sized.nombre}» con la misma categoría, imagen, descuento y sedes, precio base $ 20.000.`,
      'Sus tamaños pasan a una sección «Tamaño» obligatoria (se elige uno): ' +
        `${sized.precios_por_medida.map((m) => m.medida.label).join(', ')}.`,
      // A category's names are one product's each (decision 026).
      `El producto regular se desactiva y pasa a llamarse «${sized.nombre} (regular)»: los clientes dejan de verlo, y su nombre queda para el especial.`,
      'Los pedidos ya hechos no cambian.',
    ]);
    await dialog.getByRole('button', { name: 'Convertir' }).click();
    await expect.poll(async () => (await especiales()).length).toBe(before + 1);
    expect(await producto(sized.id)).toMatchObject({
      activo: false,
      nombre: `${sized.nombre} (regular)`,
    });
    const converted = (await especiales()).find((e) => e.nombre === sized.nombre)!;
    expect(converted.secciones[0]).toMatchObject({ nombre: 'Tamaño', minimo: 1, maximo: 1 });
  });

  /** Selects `items` in the list and starts 'Convertir seleccionados a especiales'. */
  const bulkConvert = async (items: readonly Producto[]) => {
    await admin.goto(appUrl('/productos/listado', 'admin'));
    for (const p of items) {
      await admin.getByLabel('Buscar en productos').fill(p.nombre);
      await rowOf(p.nombre).getByRole('checkbox').first().check();
    }
    await admin.getByLabel('Buscar en productos').fill('');
    await admin.getByRole('button', { name: 'Convertir seleccionados a especiales' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Convertir seleccionados a especiales' });
    await dialog.getByRole('button', { name: `Convertir ${items.length}` }).click();
  };

  it('converts the selected products one by one and lists the one that failed', async () => {
    const [first, second, inactive] = productos.slice(2) as [Producto, Producto, Producto];
    // One of them is inactive: its conversion is refused, the others go through.
    const api = `http://127.0.0.1:${thisWorkerServer().port}/api`;
    const patched = await fetch(`${api}/productos/${inactive.id}/`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
      body: JSON.stringify({ activo: false }),
    });
    expect(patched.status).toBe(200);
    const before = (await especiales()).length;

    await bulkConvert([first, second, inactive]);
    const partial = admin.getByRole('dialog', { name: 'Conversión parcial' });
    await expect.poll(() => partial.count(), { timeout: 15_000 }).toBe(1);
    expect(await partial.innerText()).toContain(inactive.nombre);
    await screenshot(admin, 'catalog-bulk-convert-partial');
    await expectAccessible(admin);
    await partial.getByRole('button', { name: 'Entendido' }).click();
    expect((await especiales()).length).toBe(before + 2);
    expect((await producto(first.id)).activo).toBe(false);
    expect((await producto(inactive.id)).activo).toBe(false);
  });

  it("says 'Conversión exitosa' when every selected product was converted", async () => {
    const [e, f] = productos.slice(5, 7) as [Producto, Producto];
    await bulkConvert([e, f]);
    expect(await waitForToastSeen(admin, 'Conversión exitosa', 15_000)).toContain(
      'Conversión exitosa',
    );
    expect((await producto(e.id)).activo).toBe(false);
    expect((await producto(f.id)).activo).toBe(false);
    const made = (await especiales()).filter((x) => x.nombre === e.nombre || x.nombre === f.nombre);
    expect(made.map((x) => x.secciones.map((s) => s.nombre))).toEqual([
      ['Adiciones'],
      ['Adiciones'],
    ]);
  });

  it("says 'Error de conexión' with what was converted when the server drops half-way", async () => {
    const [g, h] = productos.slice(7, 9) as [Producto, Producto];
    // The second conversion never reaches the server.
    const blocked = `**/api/productos/${h.id}/convertir/`;
    await admin.route(blocked, (route) => route.abort('internetdisconnected'));
    try {
      await bulkConvert([g, h]);
      const lost = admin.getByRole('dialog', { name: 'Error de conexión' });
      await expect.poll(() => lost.count(), { timeout: 15_000 }).toBe(1);
      expect(await lost.getByRole('list', { name: 'Convertidos' }).innerText()).toBe(g.nombre);
      expect(
        await lost.getByRole('list', { name: 'Sin convertir (inténtalo de nuevo)' }).innerText(),
      ).toBe(h.nombre);
      await expectAccessible(admin);
      await lost.getByRole('button', { name: 'Entendido' }).click();
    } finally {
      await admin.unroute(blocked);
    }
    expect((await producto(g.id)).activo).toBe(false);
    expect((await producto(h.id)).activo).toBe(true);
  });

  it('duplicates a special product as an inactive copy, sections included', async () => {
    const all = await especiales();
    // One whose name no other product shares, so its row and its copy's are the only ones.
    const original = all.find(
      (e) =>
        e.activo &&
        e.secciones.length > 1 &&
        all.filter((x) => x.nombre.startsWith(e.nombre)).length === 1 &&
        !productos.some((p) => p.nombre === e.nombre),
    )!;
    const dialog = await rowAction(original.nombre, 'Duplicar');
    await dialog.getByRole('button', { name: 'Duplicar' }).click();
    // A copy of every section and option: give a loaded machine time.
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
    const copia = `${original.nombre} (copia)`;
    await expect.poll(() => rowOf(copia).count(), { timeout: 15_000 }).toBe(1);
    expect(await rowOf(copia).innerText()).toContain('Inactivo');
    const copy = (await especiales()).find((e) => e.nombre === copia)!;
    expect(copy.activo).toBe(false);
    expect(copy.secciones.map((s) => [s.nombre, s.opciones.map((o) => o.nombre)])).toEqual(
      original.secciones.map((s) => [s.nombre, s.opciones.map((o) => o.nombre)]),
    );
  });

  it('says so when the selection has no regular product', async () => {
    // A special product no regular one shares its name with (converted ones keep theirs).
    const special = (await especiales()).find(
      (e) => e.activo && !productos.some((p) => p.nombre === e.nombre),
    )!;
    await admin.goto(appUrl('/productos/listado', 'admin'));
    await admin.getByLabel('Buscar en productos').fill(special.nombre);
    await rowOf(special.nombre).getByRole('checkbox').first().check();
    await admin.getByRole('button', { name: 'Convertir seleccionados a especiales' }).click();
    await expect
      .poll(() =>
        admin.getByText('No hay productos regulares seleccionados para convertir').count(),
      )
      .toBe(1);
  });
});
