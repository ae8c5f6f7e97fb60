// Issue 30 item 4 (decision 026): a product's name is unique within its category, among its
// regular and special products, active or not, case, accents and spacing ignored.
import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { CATALOG_MESSAGES, productNameKey } from '@horno/domain/catalog-admin';
import type { SheetImportResult } from '@horno/domain/catalog-sheet';
import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { multipart } from '../../../test/multipart';

const TAKEN = {
  error: CATALOG_MESSAGES.productNameTaken,
  fields: { nombre: [CATALOG_MESSAGES.productNameTaken] },
};

describe(`a product's name is its category's once (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let bebidas: CategoriaProducto;
  let combos: CategoriaProducto;
  let otra: CategoriaProducto;
  /** An ingredient, so a product has an addition to convert into a section. */
  let hielo: number;
  const { ok, login } = jsonClient(() => t0.app);

  type Fields = Record<string, string | number>;
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    file?: { name: string; type: string; bytes: Buffer },
  ) => {
    const body = await multipart(fields, file);
    return t0.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const regular = (nombre: string, categoria = bebidas.id): Fields => ({
    nombre,
    categoria,
    precio: 6000,
  });
  const special = (nombre: string, categoria = combos.id): Fields => ({
    nombre,
    descripcion: 'Para compartir',
    precio_base: 30000,
    categoria,
    tipo: 'CONFIGURABLE',
    secciones: JSON.stringify([
      { nombre: 'Bebida', minimo: 1, maximo: 1, opciones: [{ nombre: 'Limonada' }] },
    ]),
  });
  const createRegular = async (nombre: string, categoria = bebidas.id, extra: Fields = {}) => {
    const res = await send('POST', '/api/productos/', { ...regular(nombre, categoria), ...extra });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Producto>();
  };
  const createSpecial = async (nombre: string, categoria = combos.id) => {
    const res = await send('POST', '/api/productos-especiales/', special(nombre, categoria));
    expect(res.statusCode, res.body).toBe(201);
    return res.json<ProductoEspecial>();
  };
  const refused = (res: { statusCode: number; body: string; json: () => unknown }) => {
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual(TAKEN);
  };
  const productos = () => ok<Producto[]>('GET', '/api/productos/', admin);
  const especiales = () => ok<ProductoEspecial[]>('GET', '/api/productos-especiales/', admin);
  const count = async (table: typeof t.productos | typeof t.imagenes) =>
    (await t0.app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    const categorias = await ok<CategoriaProducto[]>('GET', '/api/categoria-productos/', {});
    combos = categorias.find((c) => c.productos_especiales_por_categoria > 0)!;
    bebidas = categorias.find((c) => !c.tiene_medidas && c.id !== combos.id)!;
    otra = categorias.find((c) => c.id !== bebidas.id && c.id !== combos.id)!;
    hielo = (await ok<{ id: number }[]>('GET', '/api/ingredientes/', admin))[0]!.id;
  });
  afterAll(() => t0.close());

  it('holds for the demo: no category has two products of one name', async () => {
    const names = [
      ...(await productos()).map((p) => [p.categoria, p.nombre] as const),
      ...(await especiales()).map((e) => [e.categoria, e.nombre] as const),
    ].map(([categoria, nombre]) => `${categoria} ${productNameKey(nombre)}`);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
  });

  it('refuses a regular product named as another of its category, case and accents ignored', async () => {
    await createRegular('Limonada de Coco');
    for (const nombre of ['Limonada de Coco', 'limonada de coco', '  LIMONADA DE CÓCO ']) {
      refused(await send('POST', '/api/productos/', regular(nombre)));
    }
    // Another category may have it.
    await createRegular('Limonada de coco', otra.id);
  });

  it('counts special and inactive products as well', async () => {
    await createSpecial('Combo Aniversario');
    refused(await send('POST', '/api/productos/', regular('Combo aniversario', combos.id)));
    refused(await send('POST', '/api/productos-especiales/', special('COMBO ANIVERSARIO')));

    const retired = await createRegular('Malteada de fresa');
    await ok('PATCH', `/api/productos/${retired.id}/`, admin, { activo: false });
    refused(await send('POST', '/api/productos/', regular('Malteada de Fresa')));
    refused(
      await send('POST', '/api/productos-especiales/', special('Malteada de fresa', bebidas.id)),
    );
  });

  it('lets an edit keep its own name, and refuses one another product has', async () => {
    const a = await createRegular('Té helado');
    const b = await createRegular('Té caliente');
    const kept = await send('PUT', `/api/productos/${a.id}/`, regular('Té Helado'));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json<Producto>().nombre).toBe('Té Helado');
    refused(await send('PUT', `/api/productos/${b.id}/`, regular('te helado')));
    // Moving to a category where the name is taken is refused too.
    await createRegular('Té caliente', otra.id);
    refused(await send('PUT', `/api/productos/${b.id}/`, regular('Té caliente', otra.id)));

    const c = await createSpecial('Combo Tarde');
    const d = await createSpecial('Combo Noche');
    expect(
      (await send('PUT', `/api/productos-especiales/${c.id}/`, special('Combo tarde'))).statusCode,
    ).toBe(200);
    refused(await send('PUT', `/api/productos-especiales/${d.id}/`, special('Combo Tarde')));
    refused(
      await send('PUT', `/api/productos-especiales/${d.id}/`, special('Té helado', bebidas.id)),
    );
  });

  it('stores no picture for a refused name', async () => {
    const bytes = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#2e86de' },
    })
      .jpeg()
      .toBuffer();
    const file = { name: 'foto.jpg', type: 'image/jpeg', bytes };
    await createRegular('Jugo de mora');
    const special0 = await createSpecial('Combo Mañana');
    const images = await count(t.imagenes);
    refused(await send('POST', '/api/productos/', regular('Jugo de Mora'), file));
    refused(await send('POST', '/api/productos-especiales/', special('combo manana'), file));
    refused(
      await send(
        'PUT',
        `/api/productos-especiales/${(await createSpecial('Combo Otro')).id}/`,
        special('Combo Mañana'),
        file,
      ),
    );
    expect(special0.nombre).toBe('Combo Mañana');
    expect(await count(t.imagenes)).toBe(images);
  });

  it("names copies 'X (copia)', 'X (copia 2)'… so none repeats a name", async () => {
    const original = await createRegular('Soda de maracuyá');
    const copies: string[] = [];
    for (let i = 0; i < 3; i++) {
      const done = await ok<{ id: number; nombre: string }>(
        'POST',
        `/api/productos/${original.id}/duplicar/`,
        admin,
      );
      copies.push(done.nombre);
      expect((await productos()).find((p) => p.id === done.id)?.nombre).toBe(done.nombre);
    }
    expect(copies).toEqual([
      'Soda de maracuyá (copia)',
      'Soda de maracuyá (copia 2)',
      'Soda de maracuyá (copia 3)',
    ]);
    const combo = await createSpecial('Combo Brunch');
    const names = [];
    for (let i = 0; i < 2; i++) {
      names.push(
        (
          await ok<{ nombre: string }>(
            'POST',
            `/api/productos-especiales/${combo.id}/duplicar/`,
            admin,
          )
        ).nombre,
      );
    }
    expect(names).toEqual(['Combo Brunch (copia)', 'Combo Brunch (copia 2)']);
  });

  it("converts: the special keeps the name, the deactivated regular becomes 'X (regular)'", async () => {
    const addition = {
      'posibles_adiciones[0]id': hielo,
      'posibles_adiciones[0]precio_adicion': 500,
    };
    const p = await createRegular('Granizado de café', bebidas.id, addition);
    const done = await ok<{ id: number }>('POST', `/api/productos/${p.id}/convertir/`, admin);
    const converted = (await especiales()).find((e) => e.id === done.id)!;
    expect(converted).toMatchObject({ nombre: 'Granizado de café', categoria: bebidas.id });
    expect((await productos()).find((x) => x.id === p.id)).toMatchObject({
      nombre: 'Granizado de café (regular)',
      activo: false,
    });
    // A second regular of the name, converted, leaves 'X (regular 2)'... once the special is renamed.
    refused(await send('POST', '/api/productos/', regular('Granizado de Café')));
    const renamed = await send(
      'PUT',
      `/api/productos-especiales/${done.id}/`,
      special('Granizado especial', bebidas.id),
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    const again = await createRegular('Granizado de café', bebidas.id, addition);
    await ok('POST', `/api/productos/${again.id}/convertir/`, admin);
    expect((await productos()).find((x) => x.id === again.id)?.nombre).toBe(
      'Granizado de café (regular 2)',
    );
  });

  it('refuses, on a row of the spreadsheet, a new product named as a special one', async () => {
    const before = await count(t.productos);
    const upload = async (aplicar: boolean) => {
      const csv = stringify([
        ['categoria', 'nombre', 'precio'],
        [combos.nombre, 'combo aniversario', '9000'],
        [combos.nombre, 'Combo de la hoja', '9000'],
      ]);
      const body = await multipart(
        {},
        { field: 'archivo', name: 'menu.csv', type: 'text/csv', bytes: Buffer.from(csv) },
      );
      const res = await t0.app.inject({
        method: 'POST',
        url: `/api/catalogo/importar/?aplicar=${aplicar}`,
        payload: body.payload,
        headers: { ...admin, ...body.headers },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<SheetImportResult>();
    };
    for (const aplicar of [false, true]) {
      const result = await upload(aplicar);
      expect(result.errores).toEqual([
        {
          fila: 2,
          columna: 'nombre',
          mensaje:
            'Ya existe un producto especial «combo aniversario» en esta categoría (los especiales no están en la hoja): usa otro nombre.',
        },
      ]);
      expect(result.filas.map((f) => f.accion)).toEqual(['Error', 'Crear']);
      expect(result.aplicado).toBe(false);
    }
    expect(await count(t.productos)).toBe(before);
  });

  it('lets one of two simultaneous products of one name in', async () => {
    const answers = await Promise.all(
      [0, 1, 2].map(() => send('POST', '/api/productos/', regular('Agua con gas'))),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const specials = await Promise.all([
      send('POST', '/api/productos-especiales/', special('Agua con Gas', bebidas.id)),
      send('POST', '/api/productos-especiales/', special('Combo simultáneo')),
      send('POST', '/api/productos-especiales/', special('combo simultaneo')),
    ]);
    expect(specials.map((r) => r.statusCode)).toContain(201);
    expect(specials.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(
      (await productos()).filter(
        (p) => productNameKey(p.nombre) === productNameKey('Agua con gas'),
      ),
    ).toHaveLength(1);
  });
});
