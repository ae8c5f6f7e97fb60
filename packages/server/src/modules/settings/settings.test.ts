// The welcome bonus's setting (issue 28): who may change it, and what is refused, in Spanish.
import type { BonoBienvenida } from '@horno/domain/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { staffWith } from '../../../test/staff';

const URL = '/api/configuracion/bono-bienvenida/';
const PERCENT = 'El descuento debe ser un número entero entre 1 y 100';

describe(`the welcome bonus setting (${testEngine})`, () => {
  let t0: TestApp;
  const client = jsonClient(() => t0.app);
  const { call, ok, login } = client;
  let admin: Headers;
  let current: BonoBienvenida;

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    current = await ok<BonoBienvenida>('GET', URL, {});
  });
  afterAll(() => t0.close());

  it('needs gestionar_configuracion: gestionar_publicidad is no longer enough', async () => {
    const ads = await staffWith(client, admin, ['gestionar_publicidad'], 'ads@horno.co');
    const refused = await call('PUT', URL, ads, { ...current, title: 'Otro título' });
    expect(refused.statusCode).toBe(403);
    // The same account once its role holds gestionar_configuracion instead.
    const roles = await ok<{ id: number; rol: string }[]>('GET', '/api/users/roles/', admin);
    const permisos = await ok<{ id: number; clave: string }[]>(
      'GET',
      '/api/users/permisos/',
      admin,
    );
    await ok(
      'PATCH',
      `/api/users/roles/${roles.find((r) => r.rol === 'ads@horno.co')!.id}/`,
      admin,
      {
        permisos: permisos.filter((p) => p.clave === 'gestionar_configuracion').map((p) => p.id),
      },
    );
    const settings = ads;
    const saved = await ok<BonoBienvenida>('PUT', URL, settings, {
      ...current,
      title: '  ¡20% en tu primer pedido!  ',
      message: '  Verifica tu WhatsApp.\nY listo.  ',
      discountPercentage: 20,
      validUntil: '2027-02-28',
    });
    // Texts are trimmed; a new line in the message is kept.
    expect(saved).toEqual({
      enabled: current.enabled,
      title: '¡20% en tu primer pedido!',
      message: 'Verifica tu WhatsApp.\nY listo.',
      discountPercentage: 20,
      validUntil: '2027-02-28',
    });
    expect(await ok('GET', URL, {})).toEqual(saved);
  });

  it.each([
    [{ discountPercentage: 0 }, 'discountPercentage', PERCENT],
    [{ discountPercentage: 101 }, 'discountPercentage', PERCENT],
    [{ discountPercentage: 12.5 }, 'discountPercentage', PERCENT],
    [{ discountPercentage: '15' }, 'discountPercentage', PERCENT],
    [{ title: '   ' }, 'title', 'El título es requerido'],
    [{ title: 'x'.repeat(121) }, 'title', 'Máximo 120 caracteres'],
    [{ title: 'Bono\u0000' }, 'title', 'El texto contiene caracteres no permitidos'],
    [{ message: 'y'.repeat(501) }, 'message', 'Máximo 500 caracteres'],
    [{ validUntil: '2026-02-30' }, 'validUntil', 'La fecha debe tener el formato AAAA-MM-DD'],
    [{ validUntil: '1999-12-31' }, 'validUntil', 'La fecha debe estar entre los años 2000 y 2099'],
    [{ enabled: 'sí' }, 'enabled', 'Debe ser sí o no'],
  ])('refuses %j with a Spanish message under its field', async (change, field, message) => {
    const before = await ok<BonoBienvenida>('GET', URL, {});
    const res = await call('PUT', URL, admin, { ...before, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<{ fields: Record<string, string[]> }>().fields).toEqual({ [field]: [message] });
    expect(await ok('GET', URL, {})).toEqual(before);
  });
});
