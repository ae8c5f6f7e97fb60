import type { CategoriaProducto, Producto } from '@horno/domain/catalog';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { multipart } from '../../../test/multipart';
import * as t from '../../db/schema';

// The image pipeline runs only for a form the server will keep: a form refused for what it
// names (an unknown category, ingredient, size or branch) leaves no unused picture behind.
describe(`a refused product form stores no image (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;
  let unsized: CategoriaProducto;

  const images = async () => (await t0.app.db.select({ n: count() }).from(t.imagenes))[0]!.n;
  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string | number>,
  ) => {
    // A picture never stored before: its hash is new.
    const bytes = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2e86c1' },
    })
      .jpeg()
      .toBuffer();
    const body = await multipart(fields, { name: 'foto.jpg', type: 'image/jpeg', bytes });
    return t0.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    const res = await t0.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
    });
    admin = { authorization: `Token ${res.json<{ token: string }>().token}` };
    unsized = (await t0.app.inject({ url: '/api/categoria-productos/' }))
      .json<CategoriaProducto[]>()
      .find((c) => !c.tiene_medidas)!;
  });
  afterAll(() => t0.close());

  it('refuses a create naming an unknown category before storing its picture', async () => {
    const before = await images();
    const res = await send('POST', '/api/productos/', {
      nombre: 'Foto huérfana',
      categoria: 999999,
      precio: 9000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ categoria: ['La categoría no existe'] });
    expect(await images()).toBe(before);
  });

  it('refuses an edit naming an unknown ingredient before storing its picture', async () => {
    const producto = (await t0.app.inject({ url: '/api/productos/' })).json<Producto[]>()[0]!;
    const before = await images();
    const res = await send('PUT', `/api/productos/${producto.id}/`, {
      nombre: producto.nombre,
      categoria: unsized.id,
      precio: 9000,
      'posibles_adiciones[0]id': 999999,
      'posibles_adiciones[0]precio_adicion': 1000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ 'posibles_adiciones.0.id': ['El ingrediente no existe'] });
    expect(await images()).toBe(before);

    // The same picture with a good form is stored (three widths).
    const ok = await send('PUT', `/api/productos/${producto.id}/`, {
      nombre: producto.nombre,
      categoria: unsized.id,
      precio: 9000,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await images()).toBe(before + 3);
  });
});
