import type { AddressInfo } from 'node:net';
import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder } from '@horno/domain/orders';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
  testEngine,
} from '../../test/helper';

type Headers = Record<string, string>;

interface Pushed {
  type: string;
  pedido?: {
    id: number;
    sede: number;
    usuario: number | null;
    estado: string;
    activo: boolean;
    tipo_pedido: string;
  };
  mesa?: { id: number; sede: number };
  viaje?: { id: number | null; sede: number; repartidor: number };
}

/** How often these tests' server checks the sessions behind open sockets. */
const SESSION_CHECK_MS = 150;
/** How long to keep listening before concluding an event did not arrive. */
const ABSENCE_WAIT_MS = 300;
/** Generous upper bound for an event to arrive; the tests never measure latency. */
const ARRIVAL_TIMEOUT_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A client socket that records every message it receives. */
class TestSocket {
  readonly messages: Pushed[] = [];
  /** Messages that came in binary frames: the protocol sends text (JSON) only. */
  binaryFrames = 0;
  readonly closed: Promise<{ code: number; reason: string }>;
  private readonly listeners = new Set<() => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('error', () => undefined); // Surfaced through `closed`.
    ws.on('message', (raw, isBinary) => {
      if (isBinary) this.binaryFrames += 1;
      this.messages.push(JSON.parse(String(raw)) as Pushed);
      for (const listener of this.listeners) listener();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async open(url: string): Promise<TestSocket> {
    const socket = new TestSocket(new WebSocket(url));
    await new Promise<void>((resolve, reject) => {
      socket.ws.once('open', () => resolve());
      socket.ws.once('error', reject);
    });
    return socket;
  }

  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The first message matching, waiting up to `timeoutMs` for it. */
  waitFor(match: (m: Pushed) => boolean, timeoutMs = ARRIVAL_TIMEOUT_MS): Promise<Pushed> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.messages.find(match);
        if (!found) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(
          new Error(`no matching message in ${timeoutMs} ms: ${JSON.stringify(this.messages)}`),
        );
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  waitForEvent(type: string, orderId: number): Promise<Pushed> {
    return this.waitFor((m) => m.type === type && m.pedido?.id === orderId);
  }

  /** Every event received about an order. */
  about(orderId: number): Pushed[] {
    return this.messages.filter((m) => m.pedido?.id === orderId);
  }

  close(): Promise<unknown> {
    if (this.ws.readyState === WebSocket.CLOSED) return Promise.resolve();
    this.ws.close();
    return this.closed;
  }
}

async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws/pedidos/`;
}

/** Test helpers over one app: logins and orders through `inject`. */
function client(app: () => FastifyInstance) {
  const inject = (opts: InjectOptions) => app().inject(opts);
  return {
    inject,
    async login(email: string, password: string): Promise<{ headers: Headers; token: string }> {
      const res = await inject({
        method: 'POST',
        url: '/api/users/login/',
        payload: { email, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      const token = res.json<{ token: string }>().token;
      return { headers: { authorization: `Token ${token}` }, token };
    },
    async order(sede: number, headers: Headers = {}, extra: object = {}): Promise<CreatedOrder> {
      const productos = (await inject({ url: `/api/productos/?sede=${sede}` })).json<Producto[]>();
      const p = productos.find((x) => x.precios_por_medida.length > 0)!;
      const res = await inject({
        method: 'POST',
        url: '/api/pedidos/',
        headers,
        payload: {
          tipo_pedido: 'RECOGER',
          sede,
          ...(headers.authorization
            ? {}
            : { invitado: { nombre: 'Laura Gómez', numero: '3157778899' } }),
          productosPedidos: [
            { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 },
          ],
          ...extra,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<CreatedOrder>();
    },
    async changeState(id: number, estado: string, headers: Headers): Promise<void> {
      const res = await inject({
        method: 'POST',
        url: `/api/pedidos/${id}/cambiar_estado/`,
        headers,
        payload: { estado },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}

// PGlite lives inside one process: LISTEN/NOTIFY across server instances needs PostgreSQL.
describe.skipIf(testEngine !== 'postgres')('order events across two server instances', () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: TestSocket[] = [];
  const viaA = client(() => a.app);
  const viaB = client(() => b.app);

  const authed = async (url: string, token: string) => {
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    socket.send({ type: 'auth', token });
    await socket.waitFor((m) => m.type === 'auth_ok');
    return socket;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
    // Both boot on the same database; the demo seed is guarded, so it loads once. They boot one
    // after the other: the migrations are not guarded, and two first boots at once can race.
    a = await buildTestApp({ db });
    b = await buildTestApp({ db });
    urlA = await listenLocally(a.app);
    urlB = await listenLocally(b.app);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await a?.close();
    await b?.close();
    await db?.drop();
  });

  it('loads the demo once', async () => {
    const sedes = (await viaB.inject({ url: '/api/locations/sedes/' })).json<unknown[]>();
    expect(sedes).toHaveLength(3);
  });

  it("pushes an order created on A to the cashier's socket on B, and a change on B to A", async () => {
    const { token, headers } = await viaA.login('cajero@horno.co', 'HornoCajero2026');
    const onB = await authed(urlB, token);
    const onA = await authed(urlA, token);

    const order = await viaA.order(1);
    const created = await onB.waitForEvent('pedido_creado', order.id);
    expect(created.pedido).toEqual({
      id: order.id,
      sede: 1,
      usuario: null,
      estado: 'PENDIENTE',
      activo: true,
      tipo_pedido: 'RECOGER',
    });
    await onA.waitForEvent('pedido_creado', order.id);

    await viaB.changeState(order.id, 'ACEPTADO', headers);
    const updated = await onA.waitForEvent('pedido_actualizado', order.id);
    expect(updated.pedido).toMatchObject({ id: order.id, estado: 'ACEPTADO', activo: true });
    await onB.waitForEvent('pedido_actualizado', order.id);
    expect(onB.about(order.id).map((m) => m.type)).toEqual(['pedido_creado', 'pedido_actualizado']);
  });
});

describe(`order event sockets (${testEngine})`, () => {
  let t0: TestApp;
  let url: string;
  const sockets: TestSocket[] = [];
  const api = client(() => t0.app);
  let cashier: { headers: Headers; token: string };
  let admin: { headers: Headers; token: string };
  let customer: { headers: Headers; token: string };
  let otherCustomer: { headers: Headers; token: string };

  const connect = async () => {
    const socket = await TestSocket.open(url);
    sockets.push(socket);
    return socket;
  };
  const authed = async (auth: { token: string } | { tracking: string }) => {
    const socket = await connect();
    socket.send({ type: 'auth', ...auth });
    await socket.waitFor((m) => m.type === 'auth_ok');
    return socket;
  };

  beforeAll(async () => {
    // Sessions behind open sockets are checked again periodically: often, to keep tests quick.
    t0 = await buildTestApp({ config: { socketSessionCheckMs: SESSION_CHECK_MS } });
    url = await listenLocally(t0.app);
    cashier = await api.login('cajero@horno.co', 'HornoCajero2026');
    admin = await api.login('admin@horno.co', 'HornoAdmin2026');
    customer = await api.login('cliente@horno.co', 'HornoCliente2026');
    const registered = await api.inject({
      method: 'POST',
      url: '/api/users/register/',
      payload: {
        first_name: 'Otro',
        last_name: 'Cliente',
        email: 'otro.socket@example.com',
        numero: '3009990001',
        password: 'OtraClave2026',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const token = registered.json<{ token: string }>().token;
    otherCustomer = { headers: { authorization: `Token ${token}` }, token };

    const sedes = (await api.inject({ url: '/api/locations/sedes/' })).json<
      { id: number; nombre: string }[]
    >();
    expect(sedes.find((s) => s.id === 1)?.nombre).toBe('Horno Chapinero');
    expect(sedes.find((s) => s.id === 2)?.nombre).toBe('Horno Usaquén');
    // At the pinned Wednesday noon both branches take orders.
    const estados = (await api.inject({ url: '/api/locations/estado-sedes/' })).json<
      { id: number; abierta: boolean }[]
    >();
    expect(estados.filter((e) => e.id <= 2).every((e) => e.abierta)).toBe(true);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await t0?.close();
  });

  it("gives a branch-1 cashier branch 1's orders and nothing of branch 2's", async () => {
    const cashierSocket = await authed({ token: cashier.token });
    const adminSocket = await authed({ token: admin.token });

    const chapinero = await api.order(1);
    const created = await cashierSocket.waitForEvent('pedido_creado', chapinero.id);
    expect(created.pedido).toMatchObject({ sede: 1, estado: 'PENDIENTE', usuario: null });
    await api.changeState(chapinero.id, 'EN_PROCESO', cashier.headers);
    const updated = await cashierSocket.waitForEvent('pedido_actualizado', chapinero.id);
    expect(updated.pedido).toMatchObject({ estado: 'EN_PROCESO', activo: true });

    const usaquen = await api.order(2);
    await adminSocket.waitForEvent('pedido_creado', usaquen.id);
    await api.changeState(usaquen.id, 'ACEPTADO', admin.headers);
    await adminSocket.waitForEvent('pedido_actualizado', usaquen.id);
    await sleep(ABSENCE_WAIT_MS);
    expect(cashierSocket.about(usaquen.id)).toEqual([]);
    expect(adminSocket.about(chapinero.id).map((m) => m.type)).toEqual([
      'pedido_creado',
      'pedido_actualizado',
    ]);
    expect(cashierSocket.binaryFrames + adminSocket.binaryFrames).toBe(0);
  });

  it("gives a rider their own trip's events, the branch's staff every trip, a customer none", async () => {
    const rider = await api.login('repartidor@horno.co', 'HornoReparto2026');
    const otherRider = await api.login('repartidor2@horno.co', 'HornoReparto2026');
    const [riderSocket, otherRiderSocket, cashierSocket, customerSocket] = await Promise.all([
      authed({ token: rider.token }),
      authed({ token: otherRider.token }),
      authed({ token: cashier.token }),
      authed({ token: customer.token }),
    ]);
    const started = await api.inject({
      method: 'POST',
      url: '/api/repartos/turno/',
      headers: rider.headers,
      payload: { sede: 1 },
    });
    expect(started.statusCode, started.body).toBe(201);
    const riderId = (await t0.app.services.auth.resolve(rider.token))!.user.id;
    // The shift started: the branch's dispatch and the rider hear it (no trip yet).
    const isShift = (m: Pushed) =>
      m.type === 'viaje_actualizado' && m.viaje?.repartidor === riderId;
    expect((await cashierSocket.waitFor(isShift)).viaje).toEqual({
      id: null,
      sede: 1,
      repartidor: riderId,
    });
    await riderSocket.waitFor(isShift);

    const { id: pedido } = await api.order(
      1,
      {},
      { tipo_pedido: 'DOMICILIO', direccion: { direccion_entrega: 'Calle 70 # 11-20' } },
    );
    await api.changeState(pedido, 'ACEPTADO', cashier.headers);
    const assigned = await api.inject({
      method: 'POST',
      url: '/api/despacho/asignaciones/',
      headers: cashier.headers,
      payload: { pedido, repartidor: riderId },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const isTrip = (m: Pushed) => m.type === 'viaje_actualizado' && m.viaje?.id !== null;
    const trip = await riderSocket.waitFor(isTrip);
    expect(trip.viaje).toMatchObject({ sede: 1, repartidor: riderId });
    await cashierSocket.waitFor(isTrip);
    await sleep(ABSENCE_WAIT_MS);
    expect(otherRiderSocket.messages.filter((m) => m.type === 'viaje_actualizado')).toEqual([]);
    expect(customerSocket.messages.filter((m) => m.type === 'viaje_actualizado')).toEqual([]);
    // A rider hears no other order of the branch.
    expect(riderSocket.about(pedido)).toEqual([]);
    await api.inject({
      method: 'DELETE',
      url: `/api/despacho/asignaciones/${pedido}/`,
      headers: cashier.headers,
    });
    await api.inject({
      method: 'POST',
      url: '/api/repartos/turno/terminar/',
      headers: rider.headers,
    });
  });

  it("gives a customer their own orders' events and nothing of another customer's", async () => {
    const mineSocket = await authed({ token: customer.token });
    const otherSocket = await authed({ token: otherCustomer.token });

    const mine = await api.order(1, customer.headers);
    const created = await mineSocket.waitForEvent('pedido_creado', mine.id);
    expect(created.pedido?.usuario).toBe(mine.usuario!.id);
    await api.changeState(mine.id, 'ACEPTADO', admin.headers);
    await mineSocket.waitForEvent('pedido_actualizado', mine.id);

    const theirs = await api.order(1, otherCustomer.headers);
    await otherSocket.waitForEvent('pedido_creado', theirs.id);
    await api.changeState(theirs.id, 'ACEPTADO', admin.headers);
    await otherSocket.waitForEvent('pedido_actualizado', theirs.id);
    const guest = await api.order(1);

    await sleep(ABSENCE_WAIT_MS);
    expect(mineSocket.about(theirs.id)).toEqual([]);
    expect(otherSocket.about(mine.id)).toEqual([]);
    // A guest order belongs to no account.
    expect(mineSocket.about(guest.id)).toEqual([]);
    expect(otherSocket.about(guest.id)).toEqual([]);
  });

  it("gives a tracking socket only its order's updates", async () => {
    const tracked = await api.order(1);
    const other = await api.order(1);
    const control = await authed({ token: admin.token });
    const tracking = await authed({ tracking: tracked.token });

    await api.changeState(other.id, 'ACEPTADO', admin.headers);
    await api.changeState(tracked.id, 'ACEPTADO', admin.headers);
    const updated = await tracking.waitForEvent('pedido_actualizado', tracked.id);
    expect(updated.pedido).toMatchObject({ id: tracked.id, estado: 'ACEPTADO', sede: 1 });
    const later = await api.order(1);
    await control.waitForEvent('pedido_creado', later.id);

    await sleep(ABSENCE_WAIT_MS);
    expect(tracking.messages.filter((m) => m.type !== 'auth_ok')).toEqual([updated]);
  });

  it("gives a branch's staff and table managers its table events, after each change", async () => {
    const permisos = (
      await api.inject({ url: '/api/users/permisos/', headers: admin.headers })
    ).json<{ id: number; clave: string }[]>();
    const role = await api.inject({
      method: 'POST',
      url: '/api/users/roles/',
      headers: admin.headers,
      payload: { rol: 'Encargado de mesas' },
    });
    const roleId = role.json<{ id: number }>().id;
    await api.inject({
      method: 'PATCH',
      url: `/api/users/roles/${roleId}/`,
      headers: admin.headers,
      payload: { permisos: permisos.filter((p) => p.clave === 'gestionar_mesas').map((p) => p.id) },
    });
    const registered = await api.inject({
      method: 'POST',
      url: '/api/users/register/',
      headers: admin.headers,
      payload: {
        first_name: 'Encargado',
        last_name: 'Mesas',
        email: 'mesas.socket@example.com',
        numero: '3009990002',
        password: 'OtraClave2026',
        roles: [roleId],
        sedes: [1],
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const host = await api.login('mesas.socket@example.com', 'OtraClave2026');

    const cashierSocket = await authed({ token: cashier.token });
    const hostSocket = await authed({ token: host.token });
    const customerSocket = await authed({ token: customer.token });
    const isTable = (type: string, id: number) => (m: Pushed) =>
      m.type === type && m.mesa?.id === id;

    const [mesa] = (
      await api.inject({ url: '/api/locations/mesas/?sede_id=1', headers: cashier.headers })
    ).json<{ id: number; estado: string }[]>();
    const next = mesa!.estado === 'ESPERANDO' ? 'LIBRE' : 'ESPERANDO';
    const changed = await api.inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${mesa!.id}/`,
      headers: cashier.headers,
      payload: { estado: next },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const socket of [cashierSocket, hostSocket]) {
      const event = await socket.waitFor(isTable('mesa_actualizada', mesa!.id));
      expect(event).toEqual({ type: 'mesa_actualizada', mesa: { id: mesa!.id, sede: 1 } });
    }

    const created = await api.inject({
      method: 'POST',
      url: '/api/locations/mesas/',
      headers: host.headers,
      payload: { sede: 1, nombre: 'Terraza socket' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const nueva = created.json<{ id: number }>().id;
    await cashierSocket.waitFor(isTable('mesa_creada', nueva));

    // A table order takes its table: its branch hears of the table too, not only of the order.
    const productos = (await api.inject({ url: '/api/productos/?sede=1' })).json<Producto[]>();
    const p = productos.find((x) => x.precios_por_medida.length > 0)!;
    const order = await api.inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers: cashier.headers,
      payload: {
        tipo_pedido: 'MESA',
        sede: 1,
        mesaId: nueva,
        creado_desde_admin: true,
        productosPedidos: [
          { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
      },
    });
    expect(order.statusCode, order.body).toBe(201);
    await hostSocket.waitFor(isTable('mesa_actualizada', nueva));
    await cashierSocket.waitFor(isTable('mesa_actualizada', nueva));

    // A change of a table in another branch reaches neither; nothing reaches a customer.
    const [usaquen] = (
      await api.inject({ url: '/api/locations/mesas/?sede_id=2', headers: admin.headers })
    ).json<{ id: number; estado: string }[]>();
    await api.inject({
      method: 'PATCH',
      url: `/api/locations/mesas/${usaquen!.id}/`,
      headers: admin.headers,
      payload: { estado: usaquen!.estado === 'OCUPADA' ? 'LIBRE' : 'OCUPADA' },
    });
    const control = await authed({ token: admin.token });
    const later = await api.order(1);
    await control.waitForEvent('pedido_creado', later.id);
    await sleep(ABSENCE_WAIT_MS);
    expect(cashierSocket.messages.some((m) => m.mesa?.id === usaquen!.id)).toBe(false);
    expect(hostSocket.messages.some((m) => m.mesa?.id === usaquen!.id)).toBe(false);
    expect(customerSocket.messages.filter((m) => m.mesa)).toEqual([]);
    // The table manager hears tables, not the branch's orders.
    expect(hostSocket.messages.filter((m) => m.pedido)).toEqual([]);
    expect(cashierSocket.about(later.id).map((m) => m.type)).toEqual(['pedido_creado']);
  });

  it('sends nothing to a socket that never authenticates', async () => {
    const silent = await connect();
    const control = await authed({ token: admin.token });
    const order = await api.order(1);
    await control.waitForEvent('pedido_creado', order.id);
    await api.changeState(order.id, 'CANCELADO', admin.headers);
    await control.waitForEvent('pedido_actualizado', order.id);

    await sleep(ABSENCE_WAIT_MS);
    expect(silent.messages).toEqual([]);
  });

  it('closes the sockets of a session that logs out, within a check, and only those', async () => {
    const leaving = await api.login('cajero@horno.co', 'HornoCajero2026');
    const tablet = await authed({ token: leaving.token });
    const phone = await authed({ token: leaving.token });
    const staying = await authed({ token: cashier.token });

    const logout = await api.inject({
      method: 'POST',
      url: '/api/users/logout/',
      headers: leaving.headers,
    });
    expect(logout.statusCode).toBeLessThan(300);
    const closed = await Promise.race([
      Promise.all([tablet.closed, phone.closed]),
      sleep(SESSION_CHECK_MS * 10).then(() => null),
    ]);
    expect(closed).toEqual([
      { code: 4401, reason: 'Sesión cerrada' },
      { code: 4401, reason: 'Sesión cerrada' },
    ]);

    // The cashier's other session still gets the branch's orders.
    const order = await api.order(1);
    await staying.waitForEvent('pedido_creado', order.id);
    expect(tablet.about(order.id)).toEqual([]);
  });

  it('closes a socket that sends a bad token, a bad tracking token or a malformed message', async () => {
    const badToken = await connect();
    badToken.send({ type: 'auth', token: 'x'.repeat(40) });
    expect((await badToken.closed).code).toBe(4401);

    const badTracking = await connect();
    badTracking.send({ type: 'auth', tracking: 'y'.repeat(40) });
    expect((await badTracking.closed).code).toBe(4401);

    const malformed = await connect();
    malformed.send({ hola: 'mundo' });
    expect((await malformed.closed).code).toBe(4400);
    expect(badToken.messages).toEqual([]);
  });
});
