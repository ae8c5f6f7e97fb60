import type { Publicidad, PublicidadPublica } from '@horno/domain/ads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

describe(`DELETE /api/publicidades/:id/ (${testEngine})`, () => {
  let t0: TestApp;
  let admin: Headers;
  let cashier: Headers;
  const { call, ok, login } = jsonClient(() => t0.app);

  const adminList = () => ok<Publicidad[]>('GET', '/api/publicidades/', admin);
  const customerList = () => ok<PublicidadPublica[]>('GET', '/api/publicidades/', {});

  beforeAll(async () => {
    // The demo's ads are current: customers see them.
    t0 = await buildTestApp({ config: { seedDemoAds: true } });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
  });
  afterAll(() => t0.close());

  it('needs gestionar_publicidad: the cashier, who reads ads, gets a 403 and nothing changes', async () => {
    const [ad] = await adminList();
    const res = await call('DELETE', `/api/publicidades/${ad!.id}/`, cashier);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'No tienes permiso para realizar esta acción.' });
    expect((await adminList()).map((a) => a.id)).toContain(ad!.id);
  });

  it('deletes an ad: gone from the list and from the customers’ pop-up with its picture', async () => {
    const before = await customerList();
    const [ad] = before;
    expect(ad).toBeDefined();
    const res = await call('DELETE', `/api/publicidades/${ad!.id}/`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ eliminado: true, mensaje: `Publicidad ${ad!.titulo} eliminada` });

    expect((await adminList()).map((a) => a.id)).not.toContain(ad!.id);
    const after = await customerList();
    expect(after.map((a) => a.id)).not.toContain(ad!.id);
    expect(after.map((a) => a.imagen)).not.toContain(ad!.imagen);
    expect(after).toHaveLength(before.length - 1);
    expect((await call('GET', `/api/publicidades/${ad!.id}/`, admin)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown ad (or one already deleted), 400 for a bad id', async () => {
    const res = await call('DELETE', '/api/publicidades/999999/', admin);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Publicidad no encontrada' });
    expect((await call('DELETE', '/api/publicidades/abc/', admin)).statusCode).toBe(400);
  });
});
