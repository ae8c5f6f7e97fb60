import { OrderInputSchema } from '@horno/domain/orders';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../../db/schema';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { bodyFingerprint } from './idempotency';
import { scopedIdempotencyKey } from './order-token';
import { IDEMPOTENCY_MESSAGES } from './orders.service';

const SEDE = 1;

describe(`Idempotency-Key on POST /api/pedidos/ (${testEngine})`, () => {
  let t0: TestApp;
  let pizzaId: number;
  let medidaId: number;

  const order = (cantidad = 1) => ({
    tipo_pedido: 'RECOGER',
    sede: SEDE,
    invitado: { nombre: 'Laura Gómez', numero: '3157778899' },
    productosPedidos: [{ producto: pizzaId, medida: medidaId, cantidad }],
  });
  const post = (payload: object, key: string) =>
    t0.app.inject({
      method: 'POST',
      url: '/api/pedidos/',
      payload,
      headers: { 'idempotency-key': key },
    });
  const orderCount = async () => (await t0.app.db.select({ n: count() }).from(t.pedidos))[0]!.n;

  beforeAll(async () => {
    t0 = await buildTestApp();
    const productos = (await t0.app.inject({ url: `/api/productos/?sede=${SEDE}` })).json<
      { id: number; precios_por_medida: { medida: { id: number } }[] }[]
    >();
    const pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    pizzaId = pizza.id;
    medidaId = pizza.precios_por_medida[0]!.medida.id;
  });
  afterAll(() => t0.close());

  it('replays the first answer for the same key and the same body', async () => {
    const first = await post(order(), 'mismo-cuerpo-0001');
    expect(first.statusCode, first.body).toBe(201);
    const before = await orderCount();
    const again = await post(order(), 'mismo-cuerpo-0001');
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().token).toBe(first.json().token);
    expect(await orderCount()).toBe(before);
  });

  it('refuses the same key with a changed order (422) and creates nothing', async () => {
    const first = await post(order(1), 'carrito-cambiado-01');
    expect(first.statusCode).toBe(201);
    const before = await orderCount();
    const changed = await post(order(2), 'carrito-cambiado-01');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.otherBody });
    expect(await orderCount()).toBe(before);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    // What a first request leaves while it runs: the key reserved, no order yet.
    const key = 'aun-en-curso-0001';
    await t0.app.db.insert(t.clavesIdempotencia).values({
      clave: scopedIdempotencyKey(key, null),
      huella: bodyFingerprint(OrderInputSchema.parse(order())),
      creada: t0.clock.now(),
    });
    const before = await orderCount();
    const second = await post(order(), key);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: IDEMPOTENCY_MESSAGES.running });
    const otherBody = await post(order(3), key);
    expect(otherBody.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);

    // A first request that never finished (its process died) stops holding the key.
    t0.clock.set(new Date(t0.clock.now().getTime() + 61_000));
    const retried = await post(order(), key);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it('makes one order from parallel submits with one key: the others replay it or hear 409', async () => {
    const before = await orderCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(order(), 'doble-clic-en-paralelo')),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
    const id = answers.find((a) => a.statusCode === 201)!.json().id;
    for (const a of answers.filter((x) => x.statusCode === 200)) expect(a.json().id).toBe(id);
    expect(await orderCount()).toBe(before + 1);
  });

  it('frees the key when the first request made no order', async () => {
    const refused = await post({ ...order(), sede: 2_000_000 }, 'sede-equivocada-01');
    expect(refused.statusCode).toBe(404);
    const fixed = await post(order(), 'sede-equivocada-01');
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    const first = await post(order(1), 'vence-en-un-dia-01');
    expect(first.statusCode).toBe(201);
    t0.clock.set(new Date(t0.clock.now().getTime() + 24 * 60 * 60 * 1000 + 1000));
    const later = await post(order(2), 'vence-en-un-dia-01');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().id).not.toBe(first.json().id);
  });
});
