import type { Producto } from '@horno/domain/catalog';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, giveCoupon, type TestApp, testEngine } from '../../test/helper';
import { ORDER_CHANNEL, type OrderEvent } from './order-events';

/** How long to keep listening before concluding an event did not arrive. */
const ABSENCE_WAIT_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Events are sent once the change committed (order-events.ts): exactly one per committed change.
describe(`order events are sent after the commit (${testEngine})`, () => {
  let t0: TestApp;
  let received: string[];
  let stop: () => Promise<void>;
  let productos: Producto[];
  const inject = (opts: InjectOptions) => t0.app.inject(opts);
  const events = (id: number) =>
    received
      .map((payload) => JSON.parse(payload) as OrderEvent)
      .filter((e) => e.pedido.id === id)
      .map((e) => e.type);
  const login = async (email: string, password: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/users/login/',
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Token ${res.json<{ token: string }>().token}` };
  };
  const order = (headers: Record<string, string>, extra: Record<string, unknown> = {}) => {
    const p = productos.find((x) => x.precios_por_medida.length > 0)!;
    return inject({
      method: 'POST',
      url: '/api/pedidos/',
      headers,
      payload: {
        tipo_pedido: 'RECOGER',
        sede: 1,
        ...(headers.authorization
          ? {}
          : { invitado: { nombre: 'Laura Gómez', numero: '3157778899' } }),
        productosPedidos: [
          { producto: p.id, medida: p.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
        ...extra,
      },
    });
  };

  beforeAll(async () => {
    t0 = await buildTestApp();
    received = [];
    stop = await t0.db.database.listen(ORDER_CHANNEL, (payload) => received.push(payload));
    productos = (await inject({ url: '/api/productos/?sede=1' })).json();
  });
  afterAll(async () => {
    await stop?.();
    await t0?.close();
  });

  it('sends one pedido_creado for a double submit and none for its replay', async () => {
    const headers = { 'idempotency-key': 'eventos-doble-0001' };
    const [a, b] = await Promise.all([order(headers), order(headers)]);
    // The second either replays the first (200) or hears that it still runs (409).
    const statuses = [a.statusCode, b.statusCode].sort();
    expect([
      [200, 201],
      [201, 409],
    ]).toContainEqual(statuses);
    const created = (a.statusCode === 201 ? a : b).json<{ id: number }>();
    expect((await order(headers)).statusCode).toBe(200);
    await sleep(ABSENCE_WAIT_MS);
    expect(events(created.id)).toEqual(['pedido_creado']);
  });

  it('sends nothing for an order that lost its coupon to another', async () => {
    const customer = await login('cliente@horno.co', 'HornoCliente2026');
    await giveCoupon(t0.app.db, 'cliente@horno.co', 'EVENTOS15');
    const before = received.length;
    const [a, b] = await Promise.all([
      order(customer, { codigo_cupon: 'EVENTOS15' }),
      order(customer, { codigo_cupon: 'EVENTOS15' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const won = (a.statusCode === 201 ? a : b).json<{ id: number }>();
    await sleep(ABSENCE_WAIT_MS);
    expect(received.slice(before).map((p) => (JSON.parse(p) as OrderEvent).pedido.id)).toEqual([
      won.id,
    ]);
  });

  it('sends nothing for a refused state change, one event for an accepted one', async () => {
    const created = await order({});
    const { id } = created.json<{ id: number }>();
    // The branch-1 cashier cannot touch a branch-2 order: refused inside the transaction.
    const other = await order({}, { sede: 2 });
    const cashier = await login('cajero@horno.co', 'HornoCajero2026');
    const refused = await inject({
      method: 'POST',
      url: `/api/pedidos/${other.json<{ id: number }>().id}/cambiar_estado/`,
      headers: cashier,
      payload: { estado: 'ACEPTADO' },
    });
    expect(refused.statusCode).toBe(404);
    const accepted = await inject({
      method: 'POST',
      url: `/api/pedidos/${id}/cambiar_estado/`,
      headers: cashier,
      payload: { estado: 'ACEPTADO' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await sleep(ABSENCE_WAIT_MS);
    expect(events(id)).toEqual(['pedido_creado', 'pedido_actualizado']);
    expect(events(other.json<{ id: number }>().id)).toEqual(['pedido_creado']);
  });

  it('delivers NOTIFYs asked for at once, all of them, in order', async () => {
    const payloads = Array.from({ length: 50 }, (_, i) =>
      JSON.stringify({ type: 'prueba', pedido: { id: -1 - i } }),
    );
    const before = received.length;
    await Promise.all(payloads.map((p) => t0.db.database.notify(ORDER_CHANNEL, p)));
    for (let i = 0; i < 50 && received.length < before + 50; i++) await sleep(20);
    expect(received.slice(before)).toEqual(payloads);
  });
});
