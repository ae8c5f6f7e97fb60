import type { CategoriaProducto } from '@horno/domain/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const FORBIDDEN = { error: 'No tienes permiso para realizar esta acción.' };
const TAKEN = 'Ya existe una categoría con ese nombre';

describe(`product categories API (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  let cashier: Headers;

  const { call, ok, login } = jsonClient(() => t.app);
  /** The menu's categories as a customer reads them (served from the cache). */
  const menu = (query = '') =>
    ok<CategoriaProducto[]>('GET', `/api/categoria-productos/${query}`, {});

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
    ]);
  });
  afterAll(() => t.close());

  it('answers one category as the list shows it, and 404 for an unknown one', async () => {
    const [first] = await menu();
    expect(await ok('GET', `/api/categoria-productos/${first!.id}/`, {})).toEqual(first);
    const missing = await call('GET', '/api/categoria-productos/999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Categoría no encontrada' });
  });

  it('registers a category last in the menu, with a slug from its name', async () => {
    const before = await menu();
    const created = await ok<CategoriaProducto>(
      'POST',
      '/api/categoria-productos/',
      admin,
      { nombre: '  Postres Ñapa ', tiene_medidas: true },
      201,
    );
    expect(created).toEqual({
      id: expect.any(Number),
      nombre: 'Postres Ñapa',
      slug: 'postres-napa',
      orden: Math.max(...before.map((c) => c.orden)) + 1,
      tiene_medidas: true,
      productos_por_categoria: 0,
      productos_especiales_por_categoria: 0,
    });
    const after = await menu();
    expect(after.at(-1)).toEqual(created);
    const bebidas = await ok<CategoriaProducto>(
      'POST',
      '/api/categoria-productos/',
      admin,
      { nombre: 'Jugos naturales' },
      201,
    );
    expect(bebidas).toMatchObject({ tiene_medidas: false, orden: created.orden + 1 });
  });

  it('refuses a name whose address another category has (409 on the field)', async () => {
    const [first] = await menu();
    for (const nombre of [first!.nombre.toUpperCase(), ` ${first!.nombre}!`]) {
      const res = await call('POST', '/api/categoria-productos/', admin, { nombre });
      expect(res.statusCode, nombre).toBe(409);
      expect(res.json()).toEqual({ error: TAKEN, fields: { nombre: [TAKEN] } });
    }
  });

  it('says in Spanish what is missing or wrong', async () => {
    const empty = await call('POST', '/api/categoria-productos/', admin, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({ nombre: ['El nombre es requerido'] });
    const symbols = await call('POST', '/api/categoria-productos/', admin, {
      nombre: '¡¡!!',
      tiene_medidas: 'no',
    });
    expect(symbols.statusCode).toBe(400);
    expect(symbols.json().fields).toEqual({
      nombre: ['El nombre debe tener al menos una letra o un número'],
      tiene_medidas: ['Debe ser sí o no'],
    });
    const long = await call('POST', '/api/categoria-productos/', admin, { nombre: 'a'.repeat(61) });
    expect(long.json().fields).toEqual({ nombre: ['Máximo 60 caracteres'] });
  });

  it('renames a category: the slug follows and the branch menu shows it at once', async () => {
    const branchMenu = await menu('?sede=1');
    const target = branchMenu.find((c) => c.productos_por_categoria > 0)!;
    const updated = await ok<CategoriaProducto>(
      'PUT',
      `/api/categoria-productos/${target.id}/`,
      admin,
      { nombre: `${target.nombre} artesanales`, tiene_medidas: !target.tiene_medidas },
    );
    expect(updated).toMatchObject({
      id: target.id,
      nombre: `${target.nombre} artesanales`,
      slug: `${target.slug}-artesanales`,
      orden: target.orden,
      tiene_medidas: !target.tiene_medidas,
    });
    const after = await menu('?sede=1');
    expect(after.find((c) => c.id === target.id)).toMatchObject({
      nombre: `${target.nombre} artesanales`,
      slug: `${target.slug}-artesanales`,
      productos_por_categoria: target.productos_por_categoria,
    });
    expect(await menu(`?slug=${target.slug}-artesanales`)).toHaveLength(1);
    expect(await menu(`?slug=${target.slug}`)).toEqual([]);
  });

  it('keeps its own name in another case, refuses another category’s, 404 for an unknown id', async () => {
    const [a, b] = await menu();
    const same = await ok<CategoriaProducto>('PUT', `/api/categoria-productos/${a!.id}/`, admin, {
      nombre: a!.nombre.toUpperCase(),
      tiene_medidas: a!.tiene_medidas,
    });
    expect(same.slug).toBe(a!.slug);
    const taken = await call('PUT', `/api/categoria-productos/${a!.id}/`, admin, {
      nombre: b!.nombre,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: TAKEN, fields: { nombre: [TAKEN] } });
    const missing = await call('PUT', '/api/categoria-productos/999999/', admin, { nombre: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Categoría no encontrada' });
  });

  it('reorders the menu with one PATCH per moved category', async () => {
    const before = await menu('?sede=1');
    expect(before.length).toBeGreaterThan(2);
    // The last category goes first: positions 1..n of the new order, only the moved ones sent.
    const wanted = [before.at(-1)!, ...before.slice(0, -1)];
    for (const [index, categoria] of wanted.entries()) {
      if (categoria.orden === index + 1) continue;
      const moved = await ok<CategoriaProducto>(
        'PATCH',
        `/api/categoria-productos/${categoria.id}/`,
        admin,
        { orden: index + 1 },
      );
      expect(moved).toMatchObject({ id: categoria.id, orden: index + 1 });
    }
    const after = await menu('?sede=1');
    expect(after.map((c) => c.id)).toEqual(wanted.map((c) => c.id));
    expect(after.map((c) => c.orden)).toEqual(wanted.map((_, i) => i + 1));
    expect((await menu()).map((c) => c.id)).toEqual(wanted.map((c) => c.id));
  });

  it('refuses a bad position and an unknown category', async () => {
    for (const orden of [0, -1, 1.5, 'primero', 10_001]) {
      const res = await call('PATCH', '/api/categoria-productos/1/', admin, { orden });
      expect(res.statusCode, String(orden)).toBe(400);
      expect(res.json().fields).toEqual({ orden: ['El orden no es válido'] });
    }
    const missing = await call('PATCH', '/api/categoria-productos/999999/', admin, { orden: 1 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Categoría no encontrada' });
  });

  it('refuses every write to a cashier (403) and to anyone without a token (401)', async () => {
    const before = await menu();
    for (const [method, url, body] of [
      ['POST', '/api/categoria-productos/', { nombre: 'Combos' }],
      ['PUT', '/api/categoria-productos/1/', { nombre: 'Combos' }],
      ['PATCH', '/api/categoria-productos/1/', { orden: 5 }],
    ] as const) {
      const refused = await call(method, url, cashier, body);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual(FORBIDDEN);
      const anonymous = await call(method, url, {}, body);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await menu()).toEqual(before);
  });
});
