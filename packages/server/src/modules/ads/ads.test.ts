import type { Publicidad, PublicidadPublica } from '@horno/domain/ads';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine, WEDNESDAY_NOON } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { formOf, multipartBody } from '../../../test/multipart';

type Fields = Record<string, string>;
type File = { name: string; type: string; bytes: Buffer };

const banner = (background: string) =>
  sharp({ create: { width: 1280, height: 720, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe(`advertisements API (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let customer: Headers;
  let jpeg: File;
  const { call, ok, login } = jsonClient(() => t0.app);

  const send = async (
    method: 'POST' | 'PUT',
    url: string,
    fields: Fields,
    headers: Headers,
    file?: File,
  ) => {
    const body = await multipartBody(formOf(fields, file));
    return t0.app.inject({
      method,
      url,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const create = async (fields: Fields, file: File = jpeg) => {
    const res = await send('POST', '/api/publicidades/', fields, admin, file);
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Publicidad>();
  };
  const publicList = async (headers: Headers = {}) =>
    ok<PublicidadPublica[]>('GET', '/api/publicidades/', headers);
  const stored = async () => {
    const db = t0.app.db;
    const [[ads], [images]] = await Promise.all([
      db.select({ n: count() }).from(t.publicidades),
      db.select({ n: count() }).from(t.imagenes),
    ]);
    return { ads: ads!.n, images: images!.n };
  };
  const week = {
    titulo: 'Semana de la lasaña',
    fecha_inicio: '2026-11-25',
    fecha_fin: '2026-12-01',
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    [admin, cashier, customer] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login('cliente@horno.co', 'HornoCliente2026'),
    ]);
    jpeg = { name: 'lasaña.jpg', type: 'image/jpeg', bytes: await banner('#c8322b') };
  });
  afterAll(() => t0.close());

  it('lists the current ads to anyone with only id, imagen and titulo', async () => {
    for (const headers of [{}, customer]) {
      const ads = await publicList(headers);
      expect(ads.map((a) => a.titulo).sort()).toEqual([
        'Combo Familiar a $69.900',
        'Martes de 2x1 en pizzas medianas',
      ]);
      for (const ad of ads) expect(Object.keys(ad).sort()).toEqual(['id', 'imagen', 'titulo']);
    }
  });

  it('creates an ad from a JPEG, as a stored WebP, current from the start of its first day', async () => {
    const created = await create(week);
    expect(created).toEqual({
      id: expect.any(Number),
      titulo: 'Semana de la lasaña',
      imagen: expect.stringMatching(/^\/imagenes\/[0-9a-f]{64}\/640\.webp$/),
      fecha_inicio: '2026-11-25T05:00:00.000Z',
      fecha_fin: '2026-12-02T04:59:59.999Z',
      activa: true,
      esta_vigente: true,
      creado_en: new Date(WEDNESDAY_NOON).toISOString(),
    });
    const picture = await call('GET', created.imagen);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(await ok('GET', `/api/publicidades/${created.id}/`, cashier)).toEqual(created);
    // The back office's list has every field, newest first.
    const list = await ok<Publicidad[]>('GET', '/api/publicidades/', cashier);
    expect(list[0]).toEqual(created);
    expect(list).toHaveLength(3);
    expect((await publicList()).map((a) => a.id)).toContain(created.id);
  });

  it('edits the fields and keeps the picture when none is sent; a new one replaces it', async () => {
    const created = await create({ ...week, titulo: 'Para editar' });
    const res = await send(
      'PUT',
      `/api/publicidades/${created.id}/`,
      { titulo: '  Noches de calzone ', fecha_inicio: '2026-12-01', fecha_fin: '2027-01-31' },
      admin,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ...created,
      titulo: 'Noches de calzone',
      fecha_inicio: '2026-12-01T05:00:00.000Z',
      fecha_fin: '2027-02-01T04:59:59.999Z',
      esta_vigente: false,
    });
    const green = {
      name: 'verde.png',
      type: 'image/png',
      bytes: await sharp({
        create: { width: 800, height: 450, channels: 3, background: '#2f7d32' },
      })
        .png()
        .toBuffer(),
    };
    const replaced = await send(
      'PUT',
      `/api/publicidades/${created.id}/`,
      {
        titulo: 'Noches de calzone',
        fecha_inicio: '2026-12-01',
        fecha_fin: '2027-01-31',
        activa: 'false',
      },
      admin,
      green,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json<Publicidad>().imagen).not.toBe(created.imagen);
    expect(replaced.json<Publicidad>().activa).toBe(false);
  });

  it('activates and deactivates; the public list follows', async () => {
    const created = await create({ ...week, titulo: 'Activar y desactivar' });
    const off = await ok<Publicidad>('PATCH', `/api/publicidades/${created.id}/`, admin, {
      activa: false,
    });
    expect(off).toMatchObject({ activa: false, esta_vigente: false });
    expect((await publicList()).map((a) => a.id)).not.toContain(created.id);
    const on = await ok<Publicidad>('PATCH', `/api/publicidades/${created.id}/`, admin, {
      activa: true,
    });
    expect(on).toMatchObject({ activa: true, esta_vigente: true });
    expect((await publicList()).map((a) => a.id)).toContain(created.id);
  });

  it('is current from 00:00 of its first day to the end of its last, in Bogotá', async () => {
    const created = await create({
      titulo: 'Fin de semana largo',
      fecha_inicio: '2026-11-26',
      fecha_fin: '2026-11-27',
    });
    const at = async (instant: string) => {
      t0.clock.set(instant);
      const vigente = (await ok<Publicidad>('GET', `/api/publicidades/${created.id}/`, admin))
        .esta_vigente;
      const listed = (await publicList()).some((a) => a.id === created.id);
      expect(listed, instant).toBe(vigente);
      return vigente;
    };
    try {
      expect(await at('2026-11-25T23:59:59.999-05:00')).toBe(false);
      expect(await at('2026-11-26T00:00:00.000-05:00')).toBe(true);
      expect(await at('2026-11-27T23:59:59.999-05:00')).toBe(true);
      expect(await at('2026-11-28T00:00:00.000-05:00')).toBe(false);
      // 04:00 UTC on the 28th is still the 27th in Bogotá.
      expect(await at('2026-11-28T04:00:00.000Z')).toBe(true);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
  });

  it('with vigentes=true answers only the current ones, whoever asks', async () => {
    const created = await create({ ...week, titulo: 'Inactiva', activa: 'false' });
    const ads = await ok<PublicidadPublica[]>('GET', '/api/publicidades/?vigentes=true', admin);
    expect(ads.map((a) => a.id)).not.toContain(created.id);
    for (const ad of ads) expect(Object.keys(ad).sort()).toEqual(['id', 'imagen', 'titulo']);
  });

  it('refuses bad input field by field in Spanish and stores nothing', async () => {
    const before = await stored();
    const empty = await send('POST', '/api/publicidades/', {}, admin);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      titulo: ['El título es requerido'],
      fecha_inicio: ['La fecha de inicio es requerida'],
      fecha_fin: ['La fecha de fin es requerida'],
      imagen: ['La imagen es requerida'],
    });
    const cases: Array<[Fields, Record<string, string[]>]> = [
      [
        { ...week, fecha_inicio: '2026-12-10', fecha_fin: '2026-12-09' },
        { fecha_fin: ['La fecha de fin no puede ser anterior a la fecha de inicio'] },
      ],
      [
        { ...week, fecha_inicio: '2026-10-31' },
        { fecha_inicio: ['La fecha de inicio debe estar entre el 01/11/2026 y el 25/11/2031'] },
      ],
      [
        { ...week, fecha_fin: '2031-11-26' },
        { fecha_fin: ['La fecha de fin debe estar entre el 01/11/2026 y el 25/11/2031'] },
      ],
      [
        { ...week, fecha_inicio: '25/11/2026' },
        {
          fecha_inicio: [
            'La fecha de inicio debe ser un día con el formato AAAA-MM-DD (por ejemplo, 2026-12-24)',
          ],
        },
      ],
      [{ ...week, titulo: 'x'.repeat(121) }, { titulo: ['Máximo 120 caracteres'] }],
      [
        { ...week, titulo: 'con\u0000nulo' },
        { titulo: ['El texto contiene caracteres no permitidos'] },
      ],
      [{ ...week, activa: 'quizás' }, { activa: ['Debe ser sí o no'] }],
    ];
    for (const [fields, expected] of cases) {
      const res = await send('POST', '/api/publicidades/', fields, admin, jpeg);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields).toEqual(expected);
    }
    const dates = await send(
      'PUT',
      `/api/publicidades/1/`,
      { ...week, fecha_fin: '2026-11-24' },
      admin,
    );
    expect(dates.statusCode).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it('names the date and how to write it when a date is not one (issue 30)', async () => {
    const before = await stored();
    const rule = (name: string) =>
      `La ${name} debe ser un día con el formato AAAA-MM-DD (por ejemplo, 2026-12-24)`;
    const cases: Array<[Fields, Record<string, string[]>]> = [
      [{ ...week, fecha_inicio: '2026-02-30' }, { fecha_inicio: [rule('fecha de inicio')] }],
      [{ ...week, fecha_fin: 'mañana' }, { fecha_fin: [rule('fecha de fin')] }],
      [
        { ...week, fecha_inicio: '2026-11-25 10:00', fecha_fin: '1/12/2026' },
        { fecha_inicio: [rule('fecha de inicio')], fecha_fin: [rule('fecha de fin')] },
      ],
    ];
    for (const method of ['POST', 'PUT'] as const) {
      const url = method === 'POST' ? '/api/publicidades/' : '/api/publicidades/1/';
      for (const [fields, expected] of cases) {
        const res = await send(method, url, fields, admin, jpeg);
        expect(res.statusCode, `${method} ${JSON.stringify(fields)}`).toBe(400);
        expect(res.json()).toEqual({
          error: 'Los datos enviados no son válidos.',
          fields: expected,
        });
      }
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file that is not a picture, whatever it is called, and stores nothing', async () => {
    const before = await stored();
    const script = {
      name: 'promo.jpg',
      type: 'image/jpeg',
      bytes: Buffer.from('#!/bin/sh\necho hola\n'),
    };
    const res = await send('POST', '/api/publicidades/', week, admin, script);
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('El archivo no es una imagen JPEG, PNG, WebP o AVIF');
    const svg = {
      name: 'promo.svg',
      type: 'image/svg+xml',
      bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    };
    const edit = await send('PUT', '/api/publicidades/1/', week, admin, svg);
    expect(edit.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
    expect((await ok<Publicidad>('GET', '/api/publicidades/1/', admin)).titulo).toBe(
      'Martes de 2x1 en pizzas medianas',
    );
  });

  it('keeps an unchanged first day valid once its month has passed', async () => {
    const created = await create({ ...week, titulo: 'De noviembre' });
    try {
      t0.clock.set('2026-12-10T09:00:00-05:00');
      const kept = await send(
        'PUT',
        `/api/publicidades/${created.id}/`,
        { ...week, titulo: 'De noviembre, renombrada' },
        admin,
      );
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json<Publicidad>().fecha_inicio).toBe(created.fecha_inicio);
      const moved = await send(
        'PUT',
        `/api/publicidades/${created.id}/`,
        { ...week, fecha_inicio: '2026-11-24' },
        admin,
      );
      expect(moved.statusCode).toBe(400);
      expect(moved.json().fields).toEqual({
        fecha_inicio: ['La fecha de inicio debe estar entre el 01/12/2026 y el 10/12/2031'],
      });
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
  });

  it('answers 401 to anonymous writes and reads, 403 without the permission', async () => {
    const id = 1;
    const writes = async (headers: Headers) => [
      (await send('POST', '/api/publicidades/', week, headers, jpeg)).statusCode,
      (await send('PUT', `/api/publicidades/${id}/`, week, headers, jpeg)).statusCode,
      (await call('PATCH', `/api/publicidades/${id}/`, headers, { activa: false })).statusCode,
    ];
    const before = await stored();
    expect(await writes({})).toEqual([401, 401, 401]);
    expect(await writes(cashier)).toEqual([403, 403, 403]);
    expect(await writes(customer)).toEqual([403, 403, 403]);
    expect((await call('GET', `/api/publicidades/${id}/`)).statusCode).toBe(401);
    expect((await call('GET', `/api/publicidades/${id}/`, customer)).statusCode).toBe(403);
    // Without consultar_publicidad the list is the customers' one.
    for (const ad of await publicList(customer)) expect(ad).not.toHaveProperty('esta_vigente');
    expect(await stored()).toEqual(before);
    expect((await ok<Publicidad>('GET', `/api/publicidades/${id}/`, admin)).activa).toBe(true);
  });

  it('answers 404 for an ad that does not exist', async () => {
    const missing = '/api/publicidades/999999/';
    expect((await call('GET', missing, admin)).statusCode).toBe(404);
    expect((await call('PATCH', missing, admin, { activa: true })).statusCode).toBe(404);
    const put = await send('PUT', missing, week, admin, jpeg);
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('Publicidad no encontrada');
  });
});

describe(`SEED_DEMO_ADS (${testEngine})`, () => {
  it('is on by default; off, the demo ads are stored inactive and no pop-up has anything', async () => {
    expect(loadConfig({}).seedDemoAds).toBe(true);
    expect(loadConfig({ SEED_DEMO_ADS: 'false' }).seedDemoAds).toBe(false);
    const t1 = await buildTestApp({ config: { seedDemoAds: false } });
    try {
      const res = await t1.app.inject({ url: '/api/publicidades/' });
      expect(res.json()).toEqual([]);
      const rows = await t1.app.db.select().from(t.publicidades);
      expect(rows.map((r) => r.activa)).toEqual([false, false]);
    } finally {
      await t1.close();
    }
  });
});
