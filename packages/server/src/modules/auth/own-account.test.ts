import type { Profile } from '@horno/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

describe(`a person's own account: name, e-mail and password (${testEngine})`, () => {
  let t: TestApp;
  const { call, ok, login } = jsonClient(() => t.app);

  const register = async (email: string, numero: string, password: string): Promise<Headers> => {
    const body = await ok<{ token: string }>(
      'POST',
      '/api/users/register/',
      {},
      { first_name: 'Julia', last_name: 'Cuenta', email, numero, password },
      201,
    );
    return { authorization: `Token ${body.token}` };
  };

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('changes the name and the e-mail; another account’s e-mail is refused', async () => {
    const julia = await register('julia.cuenta@example.com', '3106660101', 'ClaveDeJulia2026');
    await register('ocupado@example.com', '3106660102', 'ClaveOcupada2026');

    const updated = await ok<Profile>('PUT', '/api/users/profile/', julia, {
      first_name: ' Julia María ',
      last_name: 'Cuenta Nueva',
      email: 'julia.nueva@example.com',
    });
    expect(updated).toMatchObject({
      first_name: 'Julia María',
      last_name: 'Cuenta Nueva',
      email: 'julia.nueva@example.com',
    });
    expect(await ok<Profile>('GET', '/api/users/profile/', julia)).toMatchObject(updated);
    // The new e-mail signs in; the phone is the one verified.
    await login('julia.nueva@example.com', 'ClaveDeJulia2026');

    const taken = await call('PUT', '/api/users/profile/', julia, {
      first_name: 'Julia',
      last_name: 'Cuenta',
      email: 'OCUPADO@example.com',
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().fields.email).toEqual([
      'Ya existe un usuario registrado con este correo electrónico',
    ]);
    const bad = await call('PUT', '/api/users/profile/', julia, {
      first_name: '',
      last_name: 'Cuenta',
      email: 'no-es-correo',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'first_name']);
    // Nothing changed by the refusals.
    expect(await ok<Profile>('GET', '/api/users/profile/', julia)).toMatchObject(updated);
    expect(
      (await call('PUT', '/api/users/profile/', {}, updated as unknown as Record<string, string>))
        .statusCode,
    ).toBe(401);
  });

  it('changes the password with the current one; the other sessions end', async () => {
    const pedro = await register('pedro.clave@example.com', '3106660103', 'ClaveVieja2026');
    const otherDevice = await login('pedro.clave@example.com', 'ClaveVieja2026');

    const wrong = await call('POST', '/api/users/profile/contrasena/', pedro, {
      actual: 'NoEsLaClave',
      nueva: 'ClaveNueva2026',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.actual).toEqual(['La contraseña actual no es correcta']);
    const short = await call('POST', '/api/users/profile/contrasena/', pedro, {
      actual: 'ClaveVieja2026',
      nueva: 'corta',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty('nueva');
    // Still the old password, and both sessions alive.
    await login('pedro.clave@example.com', 'ClaveVieja2026');
    expect((await call('GET', '/api/users/profile/', otherDevice)).statusCode).toBe(200);

    await ok('POST', '/api/users/profile/contrasena/', pedro, {
      actual: 'ClaveVieja2026',
      nueva: 'ClaveNueva2026',
    });
    expect((await call('GET', '/api/users/profile/', pedro)).statusCode).toBe(200);
    expect((await call('GET', '/api/users/profile/', otherDevice)).statusCode).toBe(401);
    const old = await call(
      'POST',
      '/api/users/login/',
      {},
      { email: 'pedro.clave@example.com', password: 'ClaveVieja2026' },
    );
    expect(old.statusCode).toBe(401);
    await login('pedro.clave@example.com', 'ClaveNueva2026');
  });
});
