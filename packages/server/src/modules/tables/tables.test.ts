import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Mesa {
  id: number;
  nombre: string;
  estado: 'LIBRE' | 'ESPERANDO' | 'OCUPADA';
  sede: number;
}

describe(`tables API (${testEngine})`, () => {
  let t0: TestApp;
  let cashier: Record<string, string>;
  let admin: Record<string, string>;
  let customer: Record<string, string>;

  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const login = async (email: string, password: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Token ${res.json<{ token: string }>().token}` };
  };
  const mesasOf = async (headers: Record<string, string>, query = '') => {
    const res = await inject({ url: `/api/locations/mesas/${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Mesa[]>();
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
    const sedes = (await inject({ url: '/api/locations/sedes/' })).json<
      { id: number; nombre: string }[]
    >();
    expect(sedes.find((s) => s.id === 1)?.nombre).toBe('Horno Chapinero');
    expect(sedes.find((s) => s.id === 2)?.nombre).toBe('Horno Usaquén');
  });
  afterAll(() => t0.close());

  it("lists only the cashier's branch tables; the admin sees every branch", async () => {
    const mine = await mesasOf(cashier);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((m) => m.sede))).toEqual(new Set([1]));
    expect(mine.map((m) => m.nombre)).toContain('Mesa 1');

    const filtered = await mesasOf(cashier, '?sede_id=1');
    expect(filtered).toEqual(mine);
    const foreign = await inject({ url: '/api/locations/mesas/?sede_id=2', headers: cashier });
    expect(foreign.statusCode).toBe(403);

    const all = await mesasOf(admin);
    expect(new Set(all.map((m) => m.sede))).toEqual(new Set([1, 2, 3]));
    const usaquen = await mesasOf(admin, '?sede_id=2');
    expect(usaquen.length).toBeGreaterThan(0);
    expect(usaquen.every((m) => m.sede === 2)).toBe(true);
  });

  it("creates the branch's next 'Mesa N', only at the caller's branches", async () => {
    const before = await mesasOf(cashier, '?sede_id=1');
    const usaquenBefore = await mesasOf(admin, '?sede_id=2');
    const highest = Math.max(...before.map((m) => Number(/^Mesa (\d+)$/.exec(m.nombre)?.[1] ?? 0)));

    const created = await inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: cashier,
      payload: { sede: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      nombre: `Mesa ${highest + 1}`,
      estado: 'LIBRE',
      sede: 1,
    });
    const again = await inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: cashier,
      payload: { sede: 1 },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Mesa>().nombre).toBe(`Mesa ${highest + 2}`);

    const after = await mesasOf(cashier, '?sede_id=1');
    expect(after).toHaveLength(before.length + 2);

    const foreign = await inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: cashier,
      payload: { sede: 2 },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBeTruthy();
    expect(await mesasOf(admin, '?sede_id=2')).toEqual(usaquenBefore);

    const missing = await inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: cashier,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('sede');
  });

  it("changes a table's state, refusing an unknown state and another branch's table", async () => {
    const [mesa] = await mesasOf(cashier, '?sede_id=1');
    const res = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${mesa!.id}/`,
      headers: cashier,
      payload: { estado: 'OCUPADA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ...mesa, estado: 'OCUPADA' });
    const listed = await mesasOf(cashier, '?sede_id=1');
    expect(listed.find((m) => m.id === mesa!.id)?.estado).toBe('OCUPADA');

    const invalid = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${mesa!.id}/`,
      headers: cashier,
      payload: { estado: 'ROTA' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.estado).toEqual(['Estado de mesa inválido']);

    const [, second] = await mesasOf(cashier, '?sede_id=1');
    const duplicate = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${second!.id}/`,
      headers: cashier,
      payload: { nombre: mesa!.nombre },
    });
    expect(duplicate.statusCode).toBe(409);
    const renamed = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${second!.id}/`,
      headers: cashier,
      payload: { nombre: 'Terraza 1' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toEqual({ ...second, nombre: 'Terraza 1' });

    const [usaquen] = await mesasOf(admin, '?sede_id=2');
    const foreign = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${usaquen!.id}/`,
      headers: cashier,
      payload: { estado: 'OCUPADA' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await mesasOf(admin, '?sede_id=2'))[0]?.estado).toBe(usaquen!.estado);
  });

  it('lists the table states, and refuses customers and anonymous callers', async () => {
    const estados = await inject({ url: '/api/locations/estados-mesas/' });
    expect(estados.statusCode).toBe(200);
    expect(estados.json()).toEqual([
      { value: 'LIBRE', label: 'Libre' },
      { value: 'ESPERANDO', label: 'Esperando' },
      { value: 'OCUPADA', label: 'Ocupada' },
    ]);

    const asCustomer = await inject({ url: '/api/locations/mesas/', headers: customer });
    expect(asCustomer.statusCode).toBe(403);
    const createAsCustomer = await inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: customer,
      payload: { sede: 1 },
    });
    expect(createAsCustomer.statusCode).toBe(403);
    const anonymous = await inject({ url: '/api/locations/mesas/' });
    expect(anonymous.statusCode).toBe(401);
  });
});
