// `npm run admin -- crear-administrador` on real databases: a first administrator, bad input,
// and access given back to a locked-out administrator.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../test/helper';
import { type AdminAnswers, createAdministratorFromShell } from './create-admin';

const answers: AdminAnswers = {
  first_name: 'Marta',
  last_name: 'Suárez',
  email: 'marta@labrasa.co',
  numero: '3105550101',
  password: 'BrasaSegura2026',
  password_confirm: 'BrasaSegura2026',
};

const login = (test: TestApp, email: string, password: string) =>
  test.app.inject({ method: 'POST', url: '/api/users/login/', payload: { email, password } });

describe(`crear-administrador (${testEngine})`, () => {
  let current: TestApp | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });

  it('creates the first administrator of an empty install, who can then sign in', async () => {
    current = await buildTestApp({ config: { seedDemo: false } });
    const lines: string[] = [];
    const code = await createAdministratorFromShell(current.db.database, answers, (line) =>
      lines.push(line),
    );
    expect(code).toBe(0);
    expect(lines).toEqual([
      '✔ Administrador creado: Marta Suárez (marta@labrasa.co), con todas las sedes.',
    ]);
    const res = await login(current, 'marta@labrasa.co', 'BrasaSegura2026');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ user: { roles: { rol: string }[] } }>().user.roles).toMatchObject([
      { rol: 'Administrador' },
    ]);
  });

  it('says what is wrong, in Spanish, and saves nothing', async () => {
    current = await buildTestApp({ config: { seedDemo: false } });
    const lines: string[] = [];
    const code = await createAdministratorFromShell(
      current.db.database,
      { ...answers, email: 'no-es-correo', password: 'corta', password_confirm: 'otra' },
      (line) => lines.push(line),
    );
    expect(code).toBe(1);
    expect(lines).toEqual([
      '✖ Correo: Ingrese un correo electrónico válido',
      '✖ Contraseña: La contraseña debe tener al menos 8 caracteres',
      '✖ Contraseña (otra vez): Las contraseñas no coinciden',
      'No se guardó nada.',
    ]);
    expect(await current.db.database.db.select().from(t.usuarios)).toEqual([]);
  });

  it('gives a locked-out administrator access back: active, a new password, the role', async () => {
    current = await buildTestApp();
    const db = current.db.database.db;
    await db
      .update(t.usuarios)
      .set({ activo: false })
      .where(eq(t.usuarios.email, 'admin@horno.co'));
    expect((await login(current, 'admin@horno.co', 'HornoAdmin2026')).statusCode).toBe(401);
    const lines: string[] = [];
    const code = await createAdministratorFromShell(
      current.db.database,
      {
        ...answers,
        email: 'ADMIN@horno.co',
        password: 'Recuperada2026',
        password_confirm: 'Recuperada2026',
      },
      (line) => lines.push(line),
    );
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^✔ ADMIN@horno.co vuelve a tener acceso/);
    expect((await login(current, 'admin@horno.co', 'Recuperada2026')).statusCode).toBe(200);
    expect((await login(current, 'admin@horno.co', 'HornoAdmin2026')).statusCode).toBe(401);
  });
});
