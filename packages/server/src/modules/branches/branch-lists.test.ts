// Issue 30 item 8: staff see only the branches they belong to on the back office's /sedes; the
// customers' list keeps every active branch.
import type { Sede } from '@horno/domain/branches';
import type { SedeInactiva } from '@horno/domain/retirement';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import { formOf, multipartBody } from '../../../test/multipart';

/** The demo's cashier works at Chapinero only; the administrator at the three branches. */
const CHAPINERO = 1;

describe(`the branches each user sees (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let customer: Headers;
  const { call, ok, login } = jsonClient(() => t0.app);

  const mine = (headers: Headers) => ok<Sede[]>('GET', '/api/locations/sedes/asociadas/', headers);
  const inactive = (headers: Headers) =>
    ok<SedeInactiva[]>('GET', '/api/locations/sedes/inactivas/', headers);
  const everyone = (headers: Headers = {}) => ok<Sede[]>('GET', '/api/locations/sedes/', headers);
  const ids = (list: { id: number }[]) => list.map((s) => s.id).sort((a, b) => a - b);

  beforeAll(async () => {
    t0 = await buildTestApp();
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
  });
  afterAll(() => t0.close());

  it('gives a cashier of one branch only it, an administrator every branch', async () => {
    const all = await everyone();
    expect(all.length).toBe(3);
    const cashiers = await mine(cashier);
    expect(cashiers).toEqual(all.filter((s) => s.id === CHAPINERO));
    expect(await mine(admin)).toEqual(all);
  });

  it("keeps the customers' list whole, whoever asks, and the staff list for staff", async () => {
    const all = ids(await everyone());
    expect(ids(await everyone(cashier))).toEqual(all);
    expect(ids(await everyone(customer))).toEqual(all);
    expect((await call('GET', '/api/locations/sedes/asociadas/', {})).statusCode).toBe(401);
    const refused = await call('GET', '/api/locations/sedes/asociadas/', customer);
    expect(refused.statusCode).toBe(403);
  });

  it('lists a new branch for whoever belongs to it, and a deactivated one the same way', async () => {
    const body = await multipartBody(
      formOf({
        nombre: 'Horno Suba',
        direccion: 'Calle 145 # 91-19, Bogotá',
        lat: 4.7417,
        lng: -74.0843,
        telefono: '601 555 0142',
      }),
    );
    const res = await t0.app.inject({
      method: 'POST',
      url: '/api/locations/sedes/',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(res.statusCode, res.body).toBe(201);
    const suba = res.json<Sede>();
    expect(ids(await mine(admin))).toContain(suba.id);
    expect(ids(await mine(cashier))).toEqual([CHAPINERO]);
    expect(ids(await everyone())).toContain(suba.id);

    await ok('POST', `/api/locations/sedes/${suba.id}/desactivar/`, admin);
    expect(ids(await mine(admin))).not.toContain(suba.id);
    expect(ids(await inactive(admin))).toEqual([suba.id]);
    expect(await inactive(cashier)).toEqual([]);
  });
});
