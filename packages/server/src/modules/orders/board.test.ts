import type { Producto } from '@horno/domain/catalog';
import { ESTADOS_PEDIDO } from '@horno/domain/order-states';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine, WEDNESDAY_NOON } from '../../../test/helper';

type Headers = Record<string, string>;

describe(`order board API (${testEngine})`, () => {
  let t0: TestApp;
  let cashier: Headers;
  let admin: Headers;
  let customer: Headers;
  let productos1: Producto[];
  let productos2: Producto[];

  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const login = async (email: string, password: string): Promise<Headers> => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Token ${res.json<{ token: string }>().token}` };
  };
  const line = (productos: Producto[]) => {
    const p = productos.find((x) => x.precios_por_medida.length > 0)!;
    return { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 };
  };
  /** A guest pick-up order (PENDIENTE) at the pinned instant. */
  const guestOrder = async (sede = 1): Promise<CreatedOrder> => {
    const res = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede,
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
        productosPedidos: [line(sede === 1 ? productos1 : productos2)],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedOrder>();
  };
  /** A staff-mode pick-up order (ACEPTADO), accepted whether the branch is open or not. */
  const staffOrder = async (): Promise<CreatedOrder> => {
    const res = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers: cashier,
      payload: {
        tipo_pedido: 'RECOGER',
        sede: 1,
        creado_desde_admin: true,
        invitado: { nombre: 'Andrés en caja' },
        productosPedidos: [line(productos1)],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<CreatedOrder>();
  };
  const list = async (
    path: string,
    query: Record<string, string | number> = {},
    headers = cashier,
  ) => {
    const qs = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await inject({ url: `${path}${qs ? `?${qs}` : ''}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Order[]>();
  };
  const ids = (orders: Order[]) => orders.map((o) => o.id);
  const changeState = (id: number, estado: string, headers = cashier) =>
    inject({
      method: 'POST',
      url: `/api/pedidos/${id}/cambiar_estado/`,
      headers,
      payload: { estado },
    });
  const toggleActive = (id: number, headers = cashier) =>
    inject({ method: 'POST', url: `/api/pedidos/${id}/cambiar_estado_activo/`, headers });
  const pending = async (sede = 1) => {
    const res = await inject({ url: `/api/pedidos/pendientes/?sede=${sede}`, headers: cashier });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ pendientes: number }>().pendientes;
  };
  /** Sorted the board's way: state order, then oldest first. */
  const expectBoardOrder = (orders: Order[]) => {
    const key = (o: Order) => [ESTADOS_PEDIDO.indexOf(o.estado), Date.parse(o.fecha), o.id];
    for (let i = 1; i < orders.length; i++) {
      const [a, b] = [key(orders[i - 1]!), key(orders[i]!)];
      const cmp = a[0]! - b[0]! || a[1]! - b[1]! || a[2]! - b[2]!;
      expect(cmp, `${orders[i - 1]!.id} before ${orders[i]!.id}`).toBeLessThan(0);
    }
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    cashier = await login('cajero@horno.co', 'HornoCajero2026');
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    customer = await login('cliente@horno.co', 'HornoCliente2026');
    productos1 = (await inject({ url: '/api/productos/?sede=1' })).json();
    productos2 = (await inject({ url: '/api/productos/?sede=2' })).json();
  });
  afterAll(() => t0.close());

  it('filters by date range in Bogotá time, defaulting to today', async () => {
    let lateOn24th: CreatedOrder;
    let earlyOn25th: CreatedOrder;
    try {
      // 23:30 on the 24th in Bogotá is 04:30 UTC on the 25th; the branch is closed then.
      t0.clock.set('2026-11-24T23:30:00-05:00');
      lateOn24th = await staffOrder();
      // 00:30 on the 25th in Bogotá is still the 25th (05:30 UTC).
      t0.clock.set('2026-11-25T00:30:00-05:00');
      earlyOn25th = await staffOrder();
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
    const noon = await guestOrder();
    expect(lateOn24th.fecha).toBe('2026-11-25T04:30:00.000Z');

    const day24 = { fecha_inicio: '2026-11-24 00:00:00', fecha_fin: '2026-11-24 23:59:59' };
    const day25 = { fecha_inicio: '2026-11-25 00:00:00', fecha_fin: '2026-11-25 23:59:59' };
    for (const path of ['/api/pedidos/', '/api/pedidos/activos/']) {
      const on24 = ids(await list(path, day24));
      expect(on24).toContain(lateOn24th.id);
      expect(on24).not.toContain(earlyOn25th.id);
      expect(on24).not.toContain(noon.id);
      const on25 = ids(await list(path, day25));
      expect(on25).not.toContain(lateOn24th.id);
      expect(on25).toContain(earlyOn25th.id);
      expect(on25).toContain(noon.id);
      // Today in Bogotá when no range is given.
      expect(ids(await list(path)).sort()).toEqual([...on25].sort());
    }

    // The hour and minute bounds are Bogotá wall-clock times too.
    const lateEvening = ids(
      await list('/api/pedidos/', {
        fecha_inicio: '2026-11-24 23:00:00',
        fecha_fin: '2026-11-25 00:00:00',
      }),
    );
    expect(lateEvening).toEqual([lateOn24th.id]);
    // A bare end date covers that whole day.
    const bare = ids(
      await list('/api/pedidos/', { fecha_inicio: '2026-11-24', fecha_fin: '2026-11-24' }),
    );
    expect(bare).toEqual([lateOn24th.id]);
    // The pinned clock decides "today": the next day has nothing yet.
    try {
      t0.clock.set('2026-11-26T09:00:00-05:00');
      expect(await list('/api/pedidos/')).toEqual([]);
      t0.clock.set('2026-11-24T23:59:00-05:00');
      expect(ids(await list('/api/pedidos/'))).toEqual([lateOn24th.id]);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }

    const malformed = await inject({
      url: '/api/pedidos/?fecha_inicio=24/11/2026',
      headers: cashier,
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields).toHaveProperty('fecha_inicio');
    const reversed = await inject({
      url: '/api/pedidos/?fecha_inicio=2026-11-25%2000:00:00&fecha_fin=2026-11-24%2000:00:00',
      headers: cashier,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toHaveProperty('fecha_fin');
  });

  it("keeps the cashier to their branch: another branch's filter is 403, its orders unseen", async () => {
    const usaquen = await guestOrder(2);
    for (const path of ['/api/pedidos/', '/api/pedidos/activos/', '/api/pedidos/finalizados/']) {
      const res = await inject({ url: `${path}?sede=2`, headers: cashier });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().error).toBe('No tienes acceso a esta sede.');
      expect(ids(await list(path))).not.toContain(usaquen.id);
    }
    const badge = await inject({ url: '/api/pedidos/pendientes/?sede=2', headers: cashier });
    expect(badge.statusCode).toBe(403);
    expect(ids(await list('/api/pedidos/', { sede: 2 }, admin))).toContain(usaquen.id);

    // Nor can the cashier change it; the admin can.
    expect((await changeState(usaquen.id, 'ACEPTADO')).statusCode).toBe(404);
    expect((await toggleActive(usaquen.id)).statusCode).toBe(404);
    const byAdmin = await changeState(usaquen.id, 'ACEPTADO', admin);
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json<Order>().estado).toBe('ACEPTADO');
  });

  it('sorts by state order then oldest first, and splits active from finished', async () => {
    const at = (hhmm: string) => t0.clock.set(`2026-11-23T${hhmm}:00-05:00`); // a Monday
    const day = { fecha_inicio: '2026-11-23 00:00:00', fecha_fin: '2026-11-23 23:59:59', sede: 1 };
    let accepted: CreatedOrder, olderPending: CreatedOrder, newerPending: CreatedOrder;
    let cancelled: CreatedOrder, deactivated: CreatedOrder;
    try {
      at('12:05');
      accepted = await guestOrder();
      at('12:10');
      olderPending = await guestOrder();
      at('12:15');
      cancelled = await guestOrder();
      at('12:20');
      newerPending = await guestOrder();
      at('12:25');
      deactivated = await guestOrder();
      at('13:00');
      expect((await changeState(accepted.id, 'ACEPTADO')).statusCode).toBe(200);
      expect((await changeState(cancelled.id, 'CANCELADO')).statusCode).toBe(200);
      expect((await toggleActive(deactivated.id)).statusCode).toBe(200);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }

    const activos = await list('/api/pedidos/activos/', day);
    expect(ids(activos)).toEqual([olderPending.id, newerPending.id, accepted.id]);
    expectBoardOrder(activos);
    expect(activos.map((o) => o.estado)).toEqual(['PENDIENTE', 'PENDIENTE', 'ACEPTADO']);

    const finalizados = await list('/api/pedidos/finalizados/', day);
    expect(ids(finalizados)).toEqual([deactivated.id, cancelled.id]);
    expect(finalizados.map((o) => [o.estado, o.activo])).toEqual([
      ['PENDIENTE', false],
      ['CANCELADO', true],
    ]);

    const todos = await list('/api/pedidos/', day);
    expectBoardOrder(todos);
    expect(ids(todos)).toEqual([
      olderPending.id,
      newerPending.id,
      deactivated.id,
      accepted.id,
      cancelled.id,
    ]);
    // Every board list of today follows the same order.
    expectBoardOrder(await list('/api/pedidos/'));
    expectBoardOrder(await list('/api/pedidos/', {}, admin));
  });

  it('changes the state and the activo flag, recording each change in the history', async () => {
    const res = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers: customer,
      payload: { tipo_pedido: 'RECOGER', sede: 1, productosPedidos: [line(productos1)] },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<CreatedOrder>();
    expect(order.historial).toHaveLength(1);

    t0.clock.set('2026-11-25T12:10:00-05:00');
    try {
      const changed = await changeState(order.id, 'EN_PROCESO');
      expect(changed.statusCode, changed.body).toBe(200);
      const after = changed.json<Order>();
      expect(after).toMatchObject({ id: order.id, estado: 'EN_PROCESO', activo: true });
      expect(after.historial).toEqual([
        order.historial[0],
        { estado: 'EN_PROCESO', activo: true, fecha: '2026-11-25T17:10:00.000Z' },
      ]);

      const mine = await inject({ url: `/api/pedidos/${order.id}/`, headers: customer });
      expect(mine.statusCode).toBe(200);
      expect(mine.json<Order>().estado).toBe('EN_PROCESO');
      expect(mine.json<Order>().historial).toHaveLength(2);

      const invalid = await changeState(order.id, 'VOLANDO');
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().fields.estado).toEqual(['Estado de pedido inválido']);
      const empty = await inject({
        method: 'POST',
        url: `/api/pedidos/${order.id}/cambiar_estado/`,
        headers: cashier,
        payload: {},
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().fields).toHaveProperty('estado');
      const unknown = await changeState(999_999, 'ACEPTADO');
      expect(unknown.statusCode).toBe(404);

      const off = await toggleActive(order.id);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json<Order>()).toMatchObject({ estado: 'EN_PROCESO', activo: false });
      expect(off.json<Order>().historial.at(-1)).toEqual({
        estado: 'EN_PROCESO',
        activo: false,
        fecha: '2026-11-25T17:10:00.000Z',
      });
      expect(ids(await list('/api/pedidos/activos/'))).not.toContain(order.id);
      expect(ids(await list('/api/pedidos/finalizados/'))).toContain(order.id);

      const on = await toggleActive(order.id);
      expect(on.statusCode).toBe(200);
      expect(on.json<Order>().activo).toBe(true);
      expect(on.json<Order>().historial).toHaveLength(4);
      expect(ids(await list('/api/pedidos/activos/'))).toContain(order.id);

      const mineAgain = await inject({ url: `/api/pedidos/${order.id}/`, headers: customer });
      expect(mineAgain.json<Order>().historial.map((h) => [h.estado, h.activo])).toEqual([
        ['PENDIENTE', true],
        ['EN_PROCESO', true],
        ['EN_PROCESO', false],
        ['EN_PROCESO', true],
      ]);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
  });

  it('counts pending orders for the badge', async () => {
    const before = await pending();
    const order = await guestOrder();
    expect(await pending()).toBe(before + 1);
    expect((await changeState(order.id, 'ACEPTADO')).statusCode).toBe(200);
    expect(await pending()).toBe(before);
    expect((await changeState(order.id, 'PENDIENTE')).statusCode).toBe(200);
    expect(await pending()).toBe(before + 1);
    // An inactive pending order is not waiting for anyone.
    expect((await toggleActive(order.id)).statusCode).toBe(200);
    expect(await pending()).toBe(before);
  });

  it('lists the seven order states in board order', async () => {
    const res = await inject({ url: '/api/estados-pedido/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { value: 'PENDIENTE', label: 'Pendiente' },
      { value: 'ACEPTADO', label: 'Aceptado' },
      { value: 'EN_PROCESO', label: 'En preparación' },
      { value: 'PREPARADO', label: 'Preparado' },
      { value: 'ENVIADO', label: 'Enviado' },
      { value: 'ENTREGADO', label: 'Entregado' },
      { value: 'CANCELADO', label: 'Cancelado' },
    ]);
  });

  it('refuses the board to customers (403) and to anonymous callers (401)', async () => {
    const order = await guestOrder();
    const calls: (InjectOptions & { url: string })[] = [
      { url: '/api/pedidos/' },
      { url: '/api/pedidos/activos/' },
      { url: '/api/pedidos/finalizados/' },
      { url: '/api/pedidos/pendientes/' },
      {
        method: 'POST',
        url: `/api/pedidos/${order.id}/cambiar_estado/`,
        payload: { estado: 'ENTREGADO' },
      },
      { method: 'POST', url: `/api/pedidos/${order.id}/cambiar_estado_activo/` },
    ];
    for (const call of calls) {
      const asCustomer = await inject({ ...call, headers: customer });
      expect(asCustomer.statusCode, call.url).toBe(403);
      const anonymous = await inject(call);
      expect(anonymous.statusCode, call.url).toBe(401);
    }
    const unchanged = await inject({ url: `/api/pedidos/${order.id}/`, headers: cashier });
    expect(unchanged.json<Order>()).toMatchObject({ estado: 'PENDIENTE', activo: true });
  });

  it('takes staff-mode table orders while the branch is closed, starting ACEPTADO', async () => {
    const mesas = (await inject({ url: '/api/locations/mesas/?sede_id=1', headers: cashier })).json<
      { id: number; nombre: string }[]
    >();
    const mesa = mesas[0]!;
    const usaquenMesa = (
      await inject({ url: '/api/locations/mesas/?sede_id=2', headers: admin })
    ).json<{ id: number }[]>()[0]!;
    const tableOrder = (overrides: Record<string, unknown>, headers?: Headers) =>
      inject({
        method: 'POST',
        url: '/api/pedidos/',
        ...(headers ? { headers } : {}),
        payload: {
          tipo_pedido: 'MESA',
          sede: 1,
          mesaId: mesa.id,
          creado_desde_admin: true,
          productosPedidos: [line(productos1)],
          ...overrides,
        },
      });

    t0.clock.set('2026-11-25T05:00:00-05:00');
    try {
      // The control: a customer's order is refused at this hour.
      const closed = await inject({
        method: 'POST',
        url: '/api/pedidos/',
        headers: customer,
        payload: { tipo_pedido: 'RECOGER', sede: 1, productosPedidos: [line(productos1)] },
      });
      expect(closed.statusCode).toBe(422);

      const res = await tableOrder({}, cashier);
      expect(res.statusCode, res.body).toBe(201);
      const order = res.json<CreatedOrder>();
      expect(order).toMatchObject({
        estado: 'ACEPTADO',
        tipo_pedido: 'MESA',
        creado_desde_admin: true,
        mesa: { id: mesa.id, nombre: mesa.nombre },
        costo_domicilio: 0,
        activo: true,
      });
      expect(order.historial).toEqual([
        { estado: 'ACEPTADO', activo: true, fecha: '2026-11-25T10:00:00.000Z' },
      ]);
      expect(ids(await list('/api/pedidos/activos/'))).toContain(order.id);

      const asCustomer = await tableOrder({}, customer);
      expect(asCustomer.statusCode).toBe(403);
      const pickUpAsCustomer = await tableOrder(
        { tipo_pedido: 'RECOGER', mesaId: undefined },
        customer,
      );
      expect(pickUpAsCustomer.statusCode).toBe(403);
      const anonymous = await tableOrder({
        invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
      });
      expect(anonymous.statusCode).toBe(403);
      const otherBranch = await tableOrder({ sede: 2, mesaId: usaquenMesa.id }, cashier);
      expect(otherBranch.statusCode).toBe(403);
      const foreignTable = await tableOrder({ mesaId: usaquenMesa.id }, cashier);
      expect(foreignTable.statusCode).toBe(422);
      const noTable = await tableOrder({ mesaId: undefined }, cashier);
      expect(noTable.statusCode).toBe(400);
      expect(noTable.json().fields).toHaveProperty('mesaId');
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
    // A table order without staff mode is refused even while open.
    const notStaff = await tableOrder({ creado_desde_admin: false }, cashier);
    expect(notStaff.statusCode).toBe(422);
  });

  it('answers at most 2000 orders and counts the rest in X-Total-Count', async () => {
    // 2,001 delivered orders on a past day, straight into the table.
    await t0.db.database.db.execute(sql`
      insert into pedidos (sede_id, tipo_pedido, estado, fecha, subtotal_productos, total_pedido, token_hash)
      select 1, 'RECOGER', 'ENTREGADO', timestamptz '2026-11-20 12:00:00-05' + i * interval '1 second',
             10000, 10000, 'lote-' || i
      from generate_series(1, 2001) as i`);
    const range = {
      sede: 1,
      fecha_inicio: '2026-11-20 00:00:00',
      fecha_fin: '2026-11-20 23:59:59',
    };
    const qs = new URLSearchParams(
      Object.entries(range).map(([k, v]): [string, string] => [k, String(v)]),
    ).toString();
    const res = await inject({ url: `/api/pedidos/finalizados/?${qs}`, headers: cashier });
    expect(res.statusCode).toBe(200);
    const orders = res.json<Order[]>();
    expect(orders).toHaveLength(2000);
    expect(res.headers['x-total-count']).toBe('2001');
    // The oldest first: the last second of the batch is the one left out.
    expect(orders[0]!.fecha).toBe('2026-11-20T17:00:01.000Z');
    expect(orders.at(-1)!.fecha).toBe('2026-11-20T17:33:20.000Z');
    // A list within the limit carries no count.
    const today = await inject({ url: '/api/pedidos/activos/?sede=1', headers: cashier });
    expect(today.headers).not.toHaveProperty('x-total-count');
  });

  it("records a staff-mode order as its customer's, not the cashier's", async () => {
    const staffPost = (payload: Record<string, unknown>) =>
      inject({
        method: 'POST',
        url: '/api/pedidos/',
        headers: cashier,
        payload: {
          sede: 1,
          creado_desde_admin: true,
          productosPedidos: [line(productos1)],
          ...payload,
        },
      });
    const before = await inject({ url: '/api/users/active-order/', headers: cashier });

    const pickUp = await staffPost({
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Camilo Rojas', numero: '' },
    });
    expect(pickUp.statusCode, pickUp.body).toBe(201);
    expect(pickUp.json<CreatedOrder>()).toMatchObject({
      usuario: null,
      invitado: { nombre: 'Camilo Rojas', numero: '' },
      creado_desde_admin: true,
      estado: 'ACEPTADO',
    });
    // The cashier's own active order (customer app) is not the order they took.
    const after = await inject({ url: '/api/users/active-order/', headers: cashier });
    expect(after.body).toBe(before.body);

    // A counter order names its customer; a delivery also needs their phone.
    const unnamed = await staffPost({ tipo_pedido: 'RECOGER' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().fields.invitado).toEqual(['Indica el nombre del cliente.']);
    const noPhone = await staffPost({
      tipo_pedido: 'DOMICILIO',
      invitado: { nombre: 'Camilo Rojas' },
      direccion: { direccion_entrega: 'Calle 63 # 10-20' },
    });
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().fields.invitado).toEqual([
      'Indica el celular del cliente para el domicilio.',
    ]);
    const badPhone = await staffPost({
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Camilo Rojas', numero: '300' },
    });
    expect(badPhone.statusCode).toBe(400);
    // Staff orders carry no coupon; a guest's own order still needs a phone.
    const coupon = await staffPost({
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Camilo Rojas' },
      codigo_cupon: 'BIENVENIDA',
    });
    expect(coupon.statusCode).toBe(422);
    const guestWithoutPhone = await inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload: {
        tipo_pedido: 'RECOGER',
        sede: 1,
        invitado: { nombre: 'Laura Gómez' },
        productosPedidos: [line(productos1)],
      },
    });
    expect(guestWithoutPhone.statusCode).toBe(400);
    expect(guestWithoutPhone.json().fields).toHaveProperty('invitado');
  });
});
