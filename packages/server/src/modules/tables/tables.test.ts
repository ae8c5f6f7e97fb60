import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';

interface Mesa {
  id: number;
  nombre: string;
  estado: 'LIBRE' | 'ESPERANDO' | 'OCUPADA';
  sede: number;
  pedidos_abiertos: { id: number; total_pedido: number }[];
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

  describe('who may do what (docs/decisions/009-tables.md)', () => {
    let seq = 0;
    const ids = async <T extends { id: number }>(url: string, key: keyof T) =>
      new Map(
        (await inject({ url, headers: admin })).json<T[]>().map((x) => [x[key] as string, x.id]),
      );
    /** A staff member of Chapinero whose one role holds exactly `claves`. */
    const staffWith = async (claves: string[]) => {
      seq += 1;
      const permisos = await ids<{ id: number; clave: string }>('/api/users/permisos/', 'clave');
      const role = await inject({
        method: 'POST',
        url: '/api/users/roles/',
        headers: admin,
        payload: { rol: `Mesas ${seq}` },
      });
      expect(role.statusCode, role.body).toBe(201);
      const roleId = role.json<{ id: number }>().id;
      const patched = await inject({
        method: 'PATCH',
        url: `/api/users/roles/${roleId}/`,
        headers: admin,
        payload: { permisos: claves.map((c) => permisos.get(c)!) },
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const email = `mesas${seq}@example.com`;
      const registered = await inject({
        method: 'POST',
        url: '/api/users/register/',
        headers: admin,
        payload: {
          first_name: 'Mesero',
          last_name: `Número ${seq}`,
          email,
          numero: `31700000${String(seq).padStart(2, '0')}`,
          password: 'ClaveSegura123',
          roles: [roleId],
          sedes: [1],
        },
      });
      expect(registered.statusCode, registered.body).toBe(201);
      return login(email, 'ClaveSegura123');
    };

    /** What each table action answers for a caller, leaving the tables as they were. */
    const attempt = async (headers: Record<string, string>) => {
      const [mesa] = await mesasOf(admin, '?sede_id=1');
      const patch = (payload: object) =>
        inject({ method: 'PATCH', url: `/api/locations/mesas/${mesa!.id}/`, headers, payload });
      const list = await inject({ url: '/api/locations/mesas/?sede_id=1', headers });
      const create = await inject({
        method: 'POST',
        url: '/api/locations/mesas/',
        headers,
        payload: { sede: 1 },
      });
      const estado = await patch({ estado: mesa!.estado === 'LIBRE' ? 'ESPERANDO' : 'LIBRE' });
      const renamed = await patch({ nombre: `${mesa!.nombre} (Ventana)` });
      const both = await patch({ estado: 'OCUPADA', nombre: 'Barra' });
      const after = (await mesasOf(admin, '?sede_id=1')).find((m) => m.id === mesa!.id)!;
      // Put it back for the next caller.
      await inject({
        method: 'PATCH',
        url: `/api/locations/mesas/${mesa!.id}/`,
        headers: admin,
        payload: { estado: mesa!.estado, nombre: mesa!.nombre },
      });
      if (create.statusCode === 201) {
        // Rename the new table out of the 'Mesa N' numbering the other tests count on.
        await inject({
          method: 'PATCH',
          url: `/api/locations/mesas/${create.json<Mesa>().id}/`,
          headers: admin,
          payload: { nombre: `Auxiliar ${seq}-${create.json<Mesa>().id}` },
        });
      }
      return {
        statuses: {
          list: list.statusCode,
          create: create.statusCode,
          estado: estado.statusCode,
          nombre: renamed.statusCode,
          estadoYNombre: both.statusCode,
        },
        renamedTo: after.nombre === mesa!.nombre ? null : after.nombre,
        refusals: [renamed, both].filter((r) => r.statusCode === 403).map((r) => r.json().error),
      };
    };

    it('lets gestionar_pedidos alone list tables and change their state, not register or rename them', async () => {
      const result = await attempt(await staffWith(['gestionar_pedidos']));
      expect(result.statuses).toEqual({
        list: 200,
        create: 403,
        estado: 200,
        nombre: 403,
        estadoYNombre: 403,
      });
      expect(result.renamedTo).toBeNull();
      expect(new Set(result.refusals)).toEqual(
        new Set(['No tienes permiso para cambiar el nombre de las mesas.']),
      );
    });

    it('lets gestionar_mesas alone, or with gestionar_pedidos, do everything', async () => {
      const full = {
        list: 200,
        create: 201,
        estado: 200,
        nombre: 200,
        estadoYNombre: 200,
      };
      expect((await attempt(await staffWith(['gestionar_mesas']))).statuses).toEqual(full);
      expect(
        (await attempt(await staffWith(['gestionar_mesas', 'gestionar_pedidos']))).statuses,
      ).toEqual(full);
    });

    it('refuses everything to staff holding neither', async () => {
      const result = await attempt(await staffWith(['consultar_productos']));
      expect(result.statuses).toEqual({
        list: 403,
        create: 403,
        estado: 403,
        nombre: 403,
        estadoYNombre: 403,
      });
      expect(result.renamedTo).toBeNull();
    });

    it('takes registering and renaming from the Cajero when gestionar_mesas is revoked', async () => {
      const roles = await ids<{ id: number; rol: string }>('/api/users/roles/', 'rol');
      const cajero = roles.get('Cajero')!;
      const url = `/api/users/roles/${cajero}/`;
      const granted = (await inject({ url, headers: admin })).json<{
        permisos: { id: number; clave: string }[];
      }>().permisos;
      expect(granted.map((p) => p.clave)).toContain('gestionar_mesas');
      const setPermisos = async (list: typeof granted) => {
        const res = await inject({
          method: 'PATCH',
          url,
          headers: admin,
          payload: { permisos: list.map((p) => p.id) },
        });
        expect(res.statusCode, res.body).toBe(200);
      };
      await setPermisos(granted.filter((p) => p.clave !== 'gestionar_mesas'));
      try {
        const result = await attempt(cashier);
        expect(result.statuses).toEqual({
          list: 200,
          create: 403,
          estado: 200,
          nombre: 403,
          estadoYNombre: 403,
        });
        expect(result.renamedTo).toBeNull();
      } finally {
        await setPermisos(granted);
      }
      expect((await attempt(cashier)).statuses.nombre).toBe(200);
    });
  });

  it('applies a change made on a stale screen only if the table is still as it showed, else explains', async () => {
    const [, , mesa] = await mesasOf(cashier, '?sede_id=1');
    const url = `/api/locations/mesas/${mesa!.id}/`;
    const set = (payload: object) => inject({ method: 'PATCH', url, headers: cashier, payload });
    expect((await set({ estado: 'LIBRE' })).statusCode).toBe(200);

    // Another device seats guests; this one still shows 'Libre' and frees it.
    expect((await set({ estado: 'OCUPADA', estado_anterior: 'LIBRE' })).statusCode).toBe(200);
    const stale = await set({ estado: 'LIBRE', estado_anterior: 'LIBRE' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      error: `${mesa!.nombre} ya está ocupada: otro dispositivo la cambió. Revisa su estado y vuelve a elegir.`,
      detail: { mesa: { ...mesa, estado: 'OCUPADA' } },
    });
    expect((await mesasOf(cashier, '?sede_id=1')).find((m) => m.id === mesa!.id)?.estado).toBe(
      'OCUPADA',
    );
    // Seen as it is now, the change applies.
    const fresh = await set({ estado: 'LIBRE', estado_anterior: 'OCUPADA' });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json<Mesa>().estado).toBe('LIBRE');
    // Choosing the state it already has changes nothing and says so plainly.
    const same = await set({ estado: 'LIBRE', estado_anterior: 'LIBRE' });
    expect(same.statusCode).toBe(200);
    expect(same.json<Mesa>().estado).toBe('LIBRE');
  });

  it('takes a table with a table order and shows the open order until it is finished', async () => {
    const [mesa] = (await mesasOf(cashier, '?sede_id=1')).filter((m) => m.estado === 'LIBRE');
    expect(mesa, 'a free table').toBeDefined();
    const productos = (await inject({ url: '/api/productos/?sede=1' })).json<
      { id: number; precios_por_medida: { medida: { id: number } }[] }[]
    >();
    const pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    const order = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers: cashier,
      payload: {
        tipo_pedido: 'MESA',
        sede: 1,
        mesaId: mesa!.id,
        creado_desde_admin: true,
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 2 },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    const { id, total_pedido } = order.json<{ id: number; total_pedido: number }>();

    const taken = (await mesasOf(cashier, '?sede_id=1')).find((m) => m.id === mesa!.id);
    expect(taken).toEqual({ ...mesa, estado: 'OCUPADA', pedidos_abiertos: [{ id, total_pedido }] });

    // Delivering the order closes it; freeing the table stays a staff action.
    const delivered = await inject({
      method: 'POST',
      url: `/api/pedidos/${id}/cambiar_estado/`,
      headers: cashier,
      payload: { estado: 'ENTREGADO' },
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const served = (await mesasOf(cashier, '?sede_id=1')).find((m) => m.id === mesa!.id);
    expect(served).toEqual({ ...mesa, estado: 'OCUPADA', pedidos_abiertos: [] });
    const freed = await inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${mesa!.id}/`,
      headers: cashier,
      payload: { estado: 'LIBRE', estado_anterior: 'OCUPADA' },
    });
    expect(freed.json()).toEqual(mesa);

    // A refused order (a product the branch does not sell) takes no table.
    const refused = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers: cashier,
      payload: {
        tipo_pedido: 'MESA',
        sede: 1,
        mesaId: mesa!.id,
        creado_desde_admin: true,
        productosPedidos: [{ producto: 999_999, cantidad: 1 }],
      },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect((await mesasOf(cashier, '?sede_id=1')).find((m) => m.id === mesa!.id)).toEqual(mesa);
  });
});
