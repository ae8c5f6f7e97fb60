// The first start (issue 28): an empty install, its setup link in the log, the setup, sign-in.
import { PERMISOS } from '@horno/domain/permissions';
import { DEFAULT_SETUP_HOURS, type SetupInput } from '@horno/domain/setup';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

/** Builds an app on an empty install (no demo) that logs at `warn`, and keeps its log lines. */
async function emptyInstall(options: { db?: TestApp['db']; now?: string } = {}) {
  const lines: string[] = [];
  const test = await buildTestApp({
    config: { seedDemo: false, logLevel: 'warn' },
    logStream: { write: (line) => void lines.push(line) },
    ...options,
  });
  return { test, lines };
}

/** The setup address the start wrote to the log, if any. */
function setupLinkIn(lines: readonly string[]): URL | null {
  for (const line of lines) {
    const url = (JSON.parse(line) as { setupUrl?: string }).setupUrl;
    if (url) return new URL(url);
  }
  return null;
}

const setupBody = (token: string, overrides: Partial<SetupInput> = {}): SetupInput => ({
  token,
  negocio: {
    nombre: 'La Brasa',
    razon_social: 'La Brasa Pizzería S.A.S.',
    nit: '890.903.938-8',
    direccion: 'Calle 45 # 13-20, Bogotá',
    correo: 'contacto@labrasa.co',
    telefono: '601 555 1234',
  },
  administrador: {
    first_name: 'Marta',
    last_name: 'Suárez',
    email: 'marta@labrasa.co',
    numero: '310 555 0101',
    password: 'BrasaSegura2026',
    password_confirm: 'BrasaSegura2026',
  },
  sede: {
    nombre: 'La Brasa Teusaquillo',
    direccion: 'Calle 45 # 13-20',
    lat: 4.635,
    lng: -74.068,
    telefono: '6015551234',
    horarios: DEFAULT_SETUP_HOURS,
  },
  ...overrides,
});

describe(`first start without the demo (${testEngine})`, () => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it('logs a setup link, finishes the setup through the API and signs the administrator in', async () => {
    const { test, lines } = await emptyInstall();
    current = test;
    const { app } = test;
    // An empty install has the lists it needs, and nobody to sign in as.
    const permisos = await test.db.database.db.select().from(t.permisos);
    expect(permisos.map((p) => p.clave).sort()).toEqual([...PERMISOS].sort());
    const roles = await test.db.database.db.select().from(t.roles);
    expect(roles.map((r) => r.rol).sort()).toEqual(['Administrador', 'Cajero', 'Cliente']);
    expect(await test.db.database.db.select().from(t.medidas)).toHaveLength(5);
    const login = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'marta@labrasa.co', password: 'BrasaSegura2026' },
    });
    expect(login.statusCode).toBe(401);

    const link = setupLinkIn(lines);
    expect(link?.hostname).toBe('admin.localhost');
    expect(link?.pathname).toBe('/configuracion-inicial');
    const token = link!.searchParams.get('token')!;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
    // Stored hashed: the table never holds the token itself.
    const stored = await test.db.database.db.select().from(t.tokensConfiguracionInicial);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const check = await app.inject({ url: `/api/configuracion-inicial/?token=${token}` });
    expect(check.statusCode, check.body).toBe(200);

    const done = await app.inject({
      method: 'POST',
      url: '/api/configuracion-inicial/',
      payload: setupBody(token),
    });
    expect(done.statusCode, done.body).toBe(201);
    const session = done.json<{
      token: string;
      user: { email: string; roles: { rol: string }[] };
    }>();
    expect(session.user.email).toBe('marta@labrasa.co');
    expect(session.user.roles.map((r) => r.rol)).toEqual(['Administrador']);

    // The session works on the back office's reads, and a login works too.
    const branches = await app.inject({
      url: '/api/locations/sedes/por_usuario/',
      headers: { authorization: `Token ${session.token}` },
    });
    const [sede, ...others] = branches.json<{ id: number; nombre: string }[]>();
    expect(others).toEqual([]);
    expect(sede?.nombre).toBe('La Brasa Teusaquillo');
    const again = await app.inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email: 'marta@labrasa.co', password: 'BrasaSegura2026' },
    });
    expect(again.statusCode).toBe(200);

    // The business and the branch, with its week, are public at once.
    const negocio = await app.inject({ url: '/api/configuracion/negocio/' });
    expect(negocio.json()).toMatchObject({
      nombre: 'La Brasa',
      razon_social: 'La Brasa Pizzería S.A.S.',
      nit: '890903938-8',
      telefono: '6015551234',
    });
    const hours = await app.inject({ url: `/api/locations/horarios-sede/?sede_id=${sede!.id}` });
    expect(hours.json<unknown[]>()).toHaveLength(8);

    // Spent: the page's check and a second setup are told it is done.
    for (const res of [
      await app.inject({ url: `/api/configuracion-inicial/?token=${token}` }),
      await app.inject({
        method: 'POST',
        url: '/api/configuracion-inicial/',
        payload: setupBody(token),
      }),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error:
          'Esta instalación ya está configurada: inicia sesión con tu cuenta de administrador.',
      });
    }
    expect(await test.db.database.db.select().from(t.tokensConfiguracionInicial)).toEqual([]);
  });

  it('refuses a wrong and an expired token with 403, and a bad NIT with 400, saving nothing', async () => {
    const { test, lines } = await emptyInstall();
    current = test;
    const token = setupLinkIn(lines)!.searchParams.get('token')!;
    const wrong = await test.app.inject({
      method: 'POST',
      url: '/api/configuracion-inicial/',
      payload: setupBody(`${token}x`),
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ error: string }>().error).toMatch(/no es válido o venció/);

    const badNit = await test.app.inject({
      method: 'POST',
      url: '/api/configuracion-inicial/',
      payload: setupBody(token, {
        negocio: { ...setupBody(token).negocio, nit: '890903938-3' },
      }),
    });
    expect(badNit.statusCode).toBe(400);
    expect(badNit.json<{ fields: Record<string, string[]> }>().fields['negocio.nit']).toEqual([
      'El dígito de verificación no corresponde a ese NIT: según la DIAN debería ser 8.',
    ]);
    const differ = await test.app.inject({
      method: 'POST',
      url: '/api/configuracion-inicial/',
      payload: setupBody(token, {
        administrador: { ...setupBody(token).administrador, password_confirm: 'otra cosa' },
      }),
    });
    expect(differ.json<{ fields: Record<string, string[]> }>().fields).toEqual({
      'administrador.password_confirm': ['Las contraseñas no coinciden'],
    });
    expect(await test.db.database.db.select().from(t.usuarios)).toEqual([]);

    // 24 hours later the link is spent by time.
    test.clock.set(new Date(test.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    const expired = await test.app.inject({ url: `/api/configuracion-inicial/?token=${token}` });
    expect(expired.statusCode).toBe(403);
  });

  it('creates exactly one administrator from two setups at the same moment', async () => {
    const { test, lines } = await emptyInstall();
    current = test;
    const token = setupLinkIn(lines)!.searchParams.get('token')!;
    const second = setupBody(token, {
      administrador: {
        ...setupBody(token).administrador,
        email: 'otro@labrasa.co',
        numero: '3105550202',
      },
    });
    const answers = await Promise.all(
      [setupBody(token), second].map((payload) =>
        test.app.inject({ method: 'POST', url: '/api/configuracion-inicial/', payload }),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await test.db.database.db.select().from(t.usuarios)).toHaveLength(1);
    expect(await test.db.database.db.select().from(t.sedes)).toHaveLength(1);
  });

  it('writes no link once someone administers: after the setup, and with the demo', async () => {
    const { test, lines } = await emptyInstall();
    const token = setupLinkIn(lines)!.searchParams.get('token')!;
    const done = await test.app.inject({
      method: 'POST',
      url: '/api/configuracion-inicial/',
      payload: setupBody(token),
    });
    expect(done.statusCode).toBe(201);
    await test.app.close();
    // The same database, started again.
    const restarted = await emptyInstall({ db: test.db });
    current = {
      ...restarted.test,
      close: async () => {
        await restarted.test.close();
        await test.db.drop();
      },
    };
    expect(setupLinkIn(restarted.lines)).toBeNull();

    const demoLines: string[] = [];
    const demo = await buildTestApp({
      config: { logLevel: 'warn' },
      logStream: { write: (line) => void demoLines.push(line) },
    });
    await demo.close();
    expect(setupLinkIn(demoLines)).toBeNull();
  });
});
