import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';

const UNEXPECTED = { error: 'Ocurrió un error inesperado. Inténtalo de nuevo.' };

/**
 * Every write of the special products' administration is one transaction: a database failure
 * half-way (a trigger made to raise after some rows were written) leaves nothing behind, and the
 * caller gets the clean Spanish error, not a stack.
 */
describe(`special products' writes are all or nothing (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;
  let combos: CategoriaProducto;
  let pizza: Producto;
  const { call, ok, login } = jsonClient(() => t0.app);
  const db = () => t0.db.database.db;

  /** Runs `write` while every `event` on `table` (matching `when`) raises. */
  async function failingOn<T>(
    table: string,
    event: 'insert' | 'update',
    write: () => Promise<T>,
    when = 'true',
  ): Promise<T> {
    await db().execute(
      sql.raw(`create function horno_test_falla() returns trigger language plpgsql as $$
        begin raise exception 'falla simulada'; end $$`),
    );
    await db().execute(
      sql.raw(`create trigger horno_test_falla before ${event} on ${table}
        for each row when (${when}) execute function horno_test_falla()`),
    );
    try {
      return await write();
    } finally {
      await db().execute(sql.raw(`drop trigger horno_test_falla on ${table}`));
      await db().execute(sql.raw('drop function horno_test_falla()'));
    }
  }

  const rows = async () => {
    const n = async (table: PgTable) => (await db().select({ n: count() }).from(table))[0]!.n;
    return {
      productos: await n(t.productos),
      especiales: await n(t.productosEspeciales),
      secciones: await n(t.secciones),
      opciones: await n(t.opciones),
      sedeProductos: await n(t.sedeProductos),
      sedeEspeciales: await n(t.sedeProductosEspeciales),
      precios: await n(t.preciosPorMedida),
    };
  };

  const especial = (id: number) =>
    ok<ProductoEspecial>('GET', `/api/productos-especiales/${id}/`, {});
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
  ) => {
    const body = await multipart(fields);
    return t0.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const comboFields = (nombre: string) => ({
    nombre,
    descripcion: 'Para compartir',
    precio_base: 40000,
    categoria: combos.id,
    secciones: JSON.stringify([
      {
        nombre: 'Pizza',
        minimo: 1,
        maximo: 1,
        opciones: [
          { nombre: '', producto_relacionado_id: pizza.id },
          { nombre: 'Pizza del día', precio_extra: 2000 },
        ],
      },
      { nombre: 'Bebida', minimo: 0, maximo: 1, opciones: [{ nombre: 'Limonada' }] },
    ]),
  });

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    const categorias = await ok<CategoriaProducto[]>('GET', '/api/categoria-productos/', {});
    combos = categorias.find((c) => c.productos_especiales_por_categoria > 0)!;
    const productos = await ok<Producto[]>('GET', '/api/productos/', {});
    pizza = productos.find(
      (p) => p.precios_por_medida.length > 1 && p.posibles_adiciones.length > 0,
    )!;
  });
  afterAll(() => t0.close());

  it('creating a special product: a failure on its second section leaves no product', async () => {
    const before = await rows();
    // The product and its first section are written; the second section's option fails.
    const res = await failingOn(
      'opciones',
      'insert',
      () => send('POST', '/api/productos-especiales/', comboFields('Combo que falla')),
      "new.nombre = 'Limonada'",
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
    const all = await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
    expect(all.some((e) => e.nombre === 'Combo que falla')).toBe(false);
  });

  it('editing a special product: a failure on a new option leaves it as it was', async () => {
    const created = await send('POST', '/api/productos-especiales/', comboFields('Combo a editar'));
    expect(created.statusCode, created.body).toBe(201);
    const original = created.json<ProductoEspecial>();
    const [s1, s2] = original.secciones;
    const before = await rows();
    const res = await failingOn('opciones', 'insert', () =>
      send('PUT', `/api/productos-especiales/${original.id}/`, {
        ...comboFields('Combo editado'),
        precio_base: 45000,
        secciones: JSON.stringify([
          {
            id: s2!.id,
            nombre: 'Bebidas',
            minimo: 0,
            maximo: 2,
            opciones: [{ id: s2!.opciones[0]!.id, nombre: 'Limonada de coco', precio_extra: 1000 }],
          },
          {
            id: s1!.id,
            nombre: 'Pizza',
            minimo: 1,
            maximo: 1,
            opciones: [{ id: s1!.opciones[1]!.id, nombre: 'Pizza del día' }, { nombre: 'Nueva' }],
          },
        ]),
      }),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
    expect(await especial(original.id)).toEqual(original);
  });

  it('duplicating a regular product: a failure copying its branches leaves no copy', async () => {
    const before = await rows();
    const res = await failingOn('sede_productos', 'insert', () =>
      call('POST', `/api/productos/${pizza.id}/duplicar/`, admin),
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
  });

  it('duplicating a special product: a failure on its last option leaves no copy', async () => {
    const [source] = await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
    const before = await rows();
    const res = await failingOn(
      'opciones',
      'insert',
      () => call('POST', `/api/productos-especiales/${source!.id}/duplicar/`, admin),
      `new.nombre = '${source!.secciones.at(-1)!.opciones.at(-1)!.nombre.replaceAll("'", "''")}'`,
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
  });

  it('converting: a failure deactivating the original leaves no special product', async () => {
    const before = await rows();
    const res = await failingOn(
      'productos',
      'update',
      () => call('POST', `/api/productos/${pizza.id}/convertir/`, admin),
      'old.activo and not new.activo',
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
    expect((await ok<Producto>('GET', `/api/productos/${pizza.id}/`, {})).activo).toBe(true);
  });

  it('adding a section to a category: a failure on the last product adds it to none', async () => {
    const all = await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
    const inCategory = all.filter((e) => e.categoria === combos.id);
    expect(inCategory.length).toBeGreaterThan(1);
    const last = Math.max(...inCategory.map((e) => e.id));
    const before = await rows();
    const res = await failingOn(
      'secciones',
      'insert',
      () =>
        call('POST', `/api/categoria-productos/${combos.id}/agregar-seccion/`, admin, {
          nombre: 'Salsas',
          opciones: [{ nombre: 'Ajo' }],
        }),
      `new.producto_especial_id = ${last}`,
    );
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(UNEXPECTED);
    expect(await rows()).toEqual(before);
    const after = await ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', {});
    expect(after.filter((e) => e.categoria === combos.id)).toEqual(inCategory);
  });
});
