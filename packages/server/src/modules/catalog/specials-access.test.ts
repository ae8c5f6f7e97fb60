import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient, type Method } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';
import { staffWith } from '../../../test/staff';

const FORBIDDEN = { error: 'No tienes permiso para realizar esta acción.' };

/**
 * Every write of the special products' administration needs gestionar_productos (back-office.md
 * §6: it gates the product list's row actions and the category list's menu actions), adding a
 * section to a category's special products included.
 */
describe(`special products' writes need gestionar_productos (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let combos: CategoriaProducto;
  let pizza: Producto;
  let target: ProductoEspecial;
  const client = jsonClient(() => t0.app);
  const { call, ok, login } = client;

  const specialForm = async (headers: Headers) => {
    const body = await multipart({
      nombre: 'Combo protegido',
      descripcion: 'Para compartir',
      precio_base: 40000,
      categoria: combos.id,
      secciones: JSON.stringify([
        { nombre: 'Bebida', minimo: 0, maximo: 1, opciones: [{ nombre: 'Limonada' }] },
      ]),
    });
    return { payload: body.payload, headers: { ...headers, ...body.headers } };
  };
  /** Every write, as (method, url, body) with the caller's headers. */
  const writes = async (headers: Headers) =>
    [
      { method: 'POST', url: '/api/productos-especiales/', ...(await specialForm(headers)) },
      {
        method: 'PUT',
        url: `/api/productos-especiales/${target.id}/`,
        ...(await specialForm(headers)),
      },
      { method: 'POST', url: `/api/productos-especiales/${target.id}/duplicar/`, headers },
      { method: 'POST', url: `/api/productos/${pizza.id}/duplicar/`, headers },
      { method: 'POST', url: `/api/productos/${pizza.id}/convertir/`, headers },
      {
        method: 'POST',
        url: `/api/categoria-productos/${combos.id}/agregar-seccion/`,
        headers,
        payload: { nombre: 'Salsas', opciones: [{ nombre: 'Ajo' }] },
      },
    ] satisfies { method: Method; url: string; headers: Headers; payload?: unknown }[];

  const expectForbidden = async (headers: Headers) => {
    for (const write of await writes(headers)) {
      const res = await t0.app.inject(write);
      expect(res.statusCode, write.url).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    const categorias = await ok<CategoriaProducto[]>('GET', '/api/categoria-productos/', {});
    combos = categorias.find((c) => c.productos_especiales_por_categoria > 0)!;
    pizza = (await ok<Producto[]>('GET', '/api/productos/', {})).find(
      (p) => p.precios_por_medida.length > 1,
    )!;
    target = (await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {}))[0]!;
  });
  afterAll(() => t0.close());

  it('refuses every write to a cashier (403) and to nobody (401)', async () => {
    await expectForbidden(await login('cajero@horno.co', 'HornoCajero2026'));
    for (const write of await writes({})) {
      expect((await t0.app.inject(write)).statusCode, write.url).toBe(401);
    }
  });

  it('refuses every write, adding a section included, to a category manager without it', async () => {
    const categories = await staffWith(
      client,
      admin,
      ['gestionar_categoria_producto'],
      'categorias@example.com',
    );
    await expectForbidden(categories);
    // What the key is for still works: renaming the category.
    const renamed = await call('PUT', `/api/categoria-productos/${combos.id}/`, categories, {
      nombre: combos.nombre,
      tiene_medidas: combos.tiene_medidas,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await ok<ProductoEspecial>('GET', `/api/productos-especiales/${target.id}/`, {});
    expect(after.secciones.map((s) => s.nombre)).not.toContain('Salsas');
  });
});
