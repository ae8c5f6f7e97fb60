import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';
import { inputErrorOf } from './db-errors';

describe(`bad input answers a Spanish 4xx (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Record<string, string>;

  beforeAll(async () => {
    t0 = await buildTestApp();
    const login = await t0.app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'admin@horno.co', password: 'HornoAdmin2026' },
    });
    admin = { authorization: `Token ${login.json().token}` };
  });
  afterAll(() => t0.close());

  it.each([
    ['GET', '/api/pedidos/99999999999/'],
    ['POST', '/api/pedidos/99999999999/cambiar_estado_activo/'],
    ['GET', '/api/recibos/99999999999/pdf'],
    ['GET', '/api/users/usuarios/99999999999/'],
    ['DELETE', '/api/users/permisos/99999999999/'],
    ['GET', '/api/pedidos/0/'],
    ['GET', '/api/pedidos/-1/'],
    ['GET', '/api/pedidos/1.5/'],
    ['GET', '/api/pedidos/abc/'],
  ] as const)('%s %s: a malformed id is a 400', async (method, url) => {
    const res = await t0.app.inject({ method, url, headers: admin });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      error: 'Los datos enviados no son válidos.',
      fields: { id: ['El identificador no es válido'] },
    });
  });

  it.each([
    ['GET', '/api/pedidos/2147483647/'],
    ['GET', '/api/users/usuarios/2147483647/'],
    ['GET', '/api/locations/sedes/2147483647/'],
  ] as const)('%s %s: a well-formed id that does not exist is a 404', async (method, url) => {
    const res = await t0.app.inject({ method, url, headers: admin });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().error).toMatch(/no encontrad|no existe/i);
  });

  it('answers URLs Fastify refuses before routing in the same Spanish shape', async () => {
    const escape = await t0.app.inject({ url: '/api/productos/%ZZ/' });
    expect(escape.statusCode).toBe(400);
    expect(escape.json()).toEqual({ error: 'La dirección solicitada no es válida.' });
    const long = await t0.app.inject({ url: `/api/locations/sedes/${'x'.repeat(150)}/` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: 'La dirección solicitada es demasiado larga.' });
  });

  it('refuses an out-of-range id in a body and in a query', async () => {
    const body = await t0.app.inject({
      method: 'PATCH',
      url: '/api/users/usuarios/1/',
      headers: admin,
      payload: { roles: [99999999999] },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields).toEqual({ 'roles.0': ['El identificador no es válido'] });
    const query = await t0.app.inject({
      url: '/api/locations/mesas/?sede_id=99999999999',
      headers: admin,
    });
    expect(query.statusCode).toBe(400);
  });

  it('refuses NUL and control characters in text, with a field error, and stores nothing', async () => {
    const before = (await t0.app.inject({ url: '/api/users/roles/', headers: admin })).json();
    for (const rol of ['\u0000', 'Caj\u0000ero', 'Caje\u0007ro', 'Cajero\nnocturno']) {
      const res = await t0.app.inject({
        method: 'POST',
        url: '/api/users/roles/',
        headers: admin,
        payload: { rol },
      });
      expect(res.statusCode, JSON.stringify(rol)).toBe(400);
      expect(res.json().fields.rol).toEqual(['El texto contiene caracteres no permitidos']);
    }
    const after = (await t0.app.inject({ url: '/api/users/roles/', headers: admin })).json();
    expect(after).toEqual(before);
  });

  it('trims text and says the length rule in Spanish', async () => {
    const long = await t0.app.inject({
      method: 'POST',
      url: '/api/users/roles/',
      headers: admin,
      payload: { rol: 'x'.repeat(81) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.rol).toEqual(['Máximo 80 caracteres']);
    const padded = await t0.app.inject({
      method: 'POST',
      url: '/api/users/roles/',
      headers: admin,
      payload: { rol: '   Repartidor   ' },
    });
    expect(padded.statusCode, padded.body).toBe(201);
    expect(padded.json().rol).toBe('Repartidor');
  });

  it('lets newlines into multi-line fields only', async () => {
    const order = (observaciones: string) =>
      t0.app.inject({
        method: 'POST',
        url: '/api/pedidos/',
        payload: {
          tipo_pedido: 'RECOGER',
          sede: 1,
          invitado: { nombre: 'Ana', numero: '3001234567' },
          productosPedidos: [{ producto_especial: 1, cantidad: 1, observaciones }],
        },
      });
    const nul = await order('sin\u0000cebolla');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().fields['productosPedidos.0.observaciones']).toEqual([
      'El texto contiene caracteres no permitidos',
    ]);
    const lines = await order('sin cebolla\nbien cocida');
    expect(lines.json().fields?.['productosPedidos.0.observaciones']).toBeUndefined();
  });

  it('maps the database errors input can cause to 4xx, and nothing else', async () => {
    const failure = async (query: ReturnType<typeof sql>) => {
      try {
        await t0.app.db.execute(query);
      } catch (err) {
        return err;
      }
      throw new Error('the query should have failed');
    };
    expect(inputErrorOf(await failure(sql`select 99999999999::int`))?.status).toBe(400);
    expect(inputErrorOf(await failure(sql`select 'abc'::int`))?.status).toBe(400);
    expect(inputErrorOf(await failure(sql`select ${'a\u0000b'}::text`))?.status).toBe(400);
    expect(
      inputErrorOf(
        await failure(sql`insert into usuario_roles (usuario_id, rol_id) values (1, 2000000000)`),
      )?.status,
    ).toBe(404);
    expect(inputErrorOf(await failure(sql`delete from categoria_productos`))?.status).toBe(409);
    expect(inputErrorOf(await failure(sql`select * from tabla_que_no_existe`))).toBeUndefined();
  });
});

describe('security headers', () => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await buildTestApp();
  });
  afterAll(() => t0.close());

  it('sends a strict policy on pages', async () => {
    for (const url of ['/menu', '/login']) {
      const res = await t0.app.inject({ url, headers: { host: 'admin.localhost:3000' } });
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain(
        "connect-src 'self' ws://admin.localhost:3000 wss://admin.localhost:3000",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toContain('camera=()');
      // A rider's phone shares where it is from the back office (issue 33), on its own origin.
      expect(res.headers['permissions-policy']).toContain('geolocation=(self)');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
    // The customer app never asks for the location.
    const customer = await t0.app.inject({ url: '/menu', headers: { host: 'localhost:3000' } });
    expect(customer.headers['permissions-policy']).toContain('geolocation=()');
  });

  it('lets an API answer opened as a page do nothing', async () => {
    for (const url of ['/api/health', '/api/no-existe', '/api/locations/sedes/']) {
      const res = await t0.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it('gives the API docs their own policy', async () => {
    const res = await t0.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain('validator.swagger.io');
  });

  it('adds HSTS behind https', async () => {
    const https = await buildTestApp({ config: { publicUrl: 'https://pedidos.horno.co' } });
    try {
      const res = await https.app.inject({ url: '/api/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});
