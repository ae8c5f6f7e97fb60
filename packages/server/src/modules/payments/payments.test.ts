import { createHash } from 'node:crypto';
import type { Producto } from '@horno/domain/catalog';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import type { PaymentMethods, StartedPayment } from '@horno/domain/payment-schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import * as t from '../../db/schema';
import { dueToExpire } from './payments.service';
import { FAKE_WOMPI_KEYS, type FakeWompi, startFakeWompi } from '../../../test/fake-wompi';
import {
  buildTestApp,
  giveCoupon,
  type TestApp,
  testEngine,
  WEDNESDAY_NOON,
} from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const SEDE = 1; // Horno Chapinero.
const SITE = 'https://pedidos.horno.co';
const EVENTS = '/api/pagos/wompi/eventos/';

describe(`paying online with Wompi (${testEngine})`, () => {
  let t0: TestApp;
  let wompi: FakeWompi;
  let admin: Headers;
  let productos: Producto[];
  const { ok, call, login } = jsonClient(() => t0.app);

  const sized = () => productos.find((p) => p.precios_por_medida.length > 0)!;
  let phone = 3150000100;
  const order = (extra: Record<string, unknown> = {}, headers: Headers = {}) =>
    ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      headers,
      {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        invitado: { nombre: 'Laura Gómez', numero: String((phone += 1)) },
        productosPedidos: [
          { producto: sized().id, medida: sized().precios_por_medida[0]!.medida.id, cantidad: 2 },
        ],
        metodo_pago: 'EN_LINEA',
        ...extra,
      },
      201,
    );
  const start = (token: string) =>
    ok<StartedPayment>('POST', `/api/pedidos/token/${token}/pago/`, {}, undefined, 201);
  const byToken = (token: string) => ok<Order>('GET', `/api/pedidos/token/${token}/`, {});
  const boardIds = async () =>
    (await ok<Order[]>('GET', `/api/pedidos/?sede=${SEDE}`, admin)).map((o) => o.id);
  const webhook = (event: unknown) => call('POST', EVENTS, {}, event as object);
  const attempts = (pedidoId: number) =>
    t0.app.db.select().from(t.pagos).where(eq(t.pagos.pedidoId, pedidoId));
  /** Pays an attempt on the fake checkout, as the customer's browser would. */
  const payOn = (
    started: StartedPayment,
    status: 'APPROVED' | 'DECLINED' | 'PENDING',
    currency?: string,
  ) => {
    const q = new URL(started.url).searchParams;
    return wompi.pay({
      reference: q.get('reference')!,
      amount_in_cents: Number(q.get('amount-in-cents')),
      currency: currency ?? q.get('currency')!,
      status,
    });
  };

  beforeAll(async () => {
    wompi = await startFakeWompi();
    const { wompi: config } = loadConfig({ ...wompi.env });
    t0 = await buildTestApp({ config: { wompi: config, publicUrl: SITE } });
    admin = await login('admin@horno.co', 'HornoAdmin2026');
    productos = await ok('GET', `/api/productos/?sede=${SEDE}`, {});
  });
  afterAll(async () => {
    await t0.close();
    await wompi.close();
  });

  it('offers online payment, and signs an attempt with the server total and a unique reference', async () => {
    expect(await ok<PaymentMethods>('GET', '/api/pagos/metodos/', {})).toEqual({
      metodos: ['EN_LINEA', 'EFECTIVO', 'DATAFONO'],
      ambiente: 'sandbox',
    });
    const created = await order();
    expect(created).toMatchObject({ metodo_pago: 'EN_LINEA', estado_pago: 'PENDIENTE_PAGO' });
    expect(Date.parse(created.pago_vence_en!) - Date.parse(WEDNESDAY_NOON)).toBe(15 * 60 * 1000);

    const first = await start(created.token);
    const second = await start(created.token);
    expect(first.referencia).not.toBe(second.referencia);
    expect(first.monto_en_centavos).toBe(created.total_pedido * 100);
    const q = new URL(first.url).searchParams;
    expect(first.url.startsWith(`${wompi.origin}/p/?`)).toBe(true);
    expect(q.get('public-key')).toBe(FAKE_WOMPI_KEYS.publicKey);
    // Back to the order's tracking page, which any browser can open with its token.
    expect(q.get('redirect-url')).toBe(`${SITE}/buscar-estado-pedido/${created.token}`);
    expect((await call('GET', `/api/pedidos/token/${created.token}/`)).statusCode).toBe(200);
    expect(q.get('expiration-time')).toBe(created.pago_vence_en);
    const signature = createHash('sha256')
      .update(
        `${first.referencia}${created.total_pedido * 100}COP${created.pago_vence_en}${FAKE_WOMPI_KEYS.integritySecret}`,
      )
      .digest('hex');
    expect(q.get('signature:integrity')).toBe(signature);
    // No secret ever leaves the server.
    for (const secret of [
      FAKE_WOMPI_KEYS.integritySecret,
      FAKE_WOMPI_KEYS.eventsSecret,
      FAKE_WOMPI_KEYS.privateKey,
    ]) {
      expect(JSON.stringify(first)).not.toContain(secret);
    }
    // Unpaid, it is not on the board, and the staff cannot move it.
    expect(await boardIds()).not.toContain(created.id);
    const move = await call('POST', `/api/pedidos/${created.id}/cambiar_estado/`, admin, {
      estado: 'ACEPTADO',
    });
    expect(move.statusCode).toBe(409);
  });

  it('places the order on the board only once a verified event says it is paid, once', async () => {
    const created = await order();
    const started = await start(created.token);
    const tx = payOn(started, 'APPROVED');

    // A forged event: a wrong checksum, or no signature at all, changes nothing.
    const forged = wompi.event(tx.id, 'test_events_OtroSecreto');
    expect((await webhook(forged)).statusCode).toBe(401);
    const tampered = wompi.event(tx.id);
    tampered.data.transaction.amount_in_cents = 100;
    expect((await webhook(tampered)).statusCode).toBe(401);
    expect((await webhook({ event: 'transaction.updated', data: {} })).statusCode).toBe(401);
    expect((await byToken(created.token)).estado_pago).toBe('PENDIENTE_PAGO');
    expect(await boardIds()).not.toContain(created.id);

    const event = wompi.event(tx.id);
    expect((await webhook(event)).statusCode).toBe(200);
    const paid = await byToken(created.token);
    expect(paid).toMatchObject({ estado_pago: 'PAGADO', activo: true, estado: 'PENDIENTE' });
    expect(await boardIds()).toContain(created.id);
    const [attempt] = (await attempts(created.id)).filter(
      (a) => a.referencia === started.referencia,
    );
    expect(attempt).toMatchObject({ transaccionId: tx.id, estadoWompi: 'APPROVED', medio: 'CARD' });

    // The same event again, and the customer coming back after it: nothing changes twice.
    const before = await t0.app.db.select().from(t.pedidos).where(eq(t.pedidos.id, created.id));
    expect((await webhook(event)).statusCode).toBe(200);
    await ok('POST', `/api/pedidos/token/${created.token}/pago/confirmar/`, {}, { id: tx.id });
    const after = await t0.app.db.select().from(t.pedidos).where(eq(t.pedidos.id, created.id));
    expect(after[0]!.pagadoEn).toEqual(before[0]!.pagadoEn);
    // A paid order takes no new attempt.
    const again = await call('POST', `/api/pedidos/token/${created.token}/pago/`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Este pedido ya está pagado');
  });

  it('asks Wompi for the transaction when the customer comes back before the event', async () => {
    const created = await order();
    const started = await start(created.token);
    const tx = payOn(started, 'PENDING');
    const confirm = (id: string) =>
      call('POST', `/api/pedidos/token/${created.token}/pago/confirmar/`, {}, { id });

    // PSE still in process: nothing to apply yet.
    const pending = await confirm(tx.id);
    expect(pending.statusCode).toBe(200);
    expect(pending.json<Order>().estado_pago).toBe('PENDIENTE_PAGO');
    expect(wompi.lookups.at(-1)).toBe(tx.id);

    wompi.settle(tx.id, 'APPROVED');
    expect((await confirm(tx.id)).json<Order>().estado_pago).toBe('PAGADO');
    expect(await boardIds()).toContain(created.id);
    // The event that follows finds it applied.
    expect((await webhook(wompi.event(tx.id))).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('PAGADO');

    // Another order's transaction, or one Wompi does not know, is not this order's payment.
    const other = await order();
    const wrong = await call(
      'POST',
      `/api/pedidos/token/${other.token}/pago/confirmar/`,
      {},
      {
        id: tx.id,
      },
    );
    expect(wrong.statusCode).toBe(404);
    const unknown = await call(
      'POST',
      `/api/pedidos/token/${other.token}/pago/confirmar/`,
      {},
      {
        id: '0000-0000-00000',
      },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('No encontramos ese pago para este pedido');
  });

  it('records an amount that differs and does not take it as paid', async () => {
    const created = await order();
    const started = await start(created.token);
    const tx = wompi.pay({
      reference: started.referencia,
      amount_in_cents: 100_000, // $1.000 instead of the order's total
      currency: 'COP',
      status: 'APPROVED',
    });
    expect((await webhook(wompi.event(tx.id))).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('PENDIENTE_PAGO');
    expect(await boardIds()).not.toContain(created.id);
    const [attempt] = await attempts(created.id);
    expect(attempt!.observacion).toMatch(/100000 COP .*se esperaba/);
    expect(attempt!.estado).toBe('PENDIENTE_PAGO');
  });

  it('tells the customer a rejected payment, lets them try again, and expires after 15 minutes', async () => {
    const created = await order();
    const first = await start(created.token);
    const declined = payOn(first, 'DECLINED');
    expect((await webhook(wompi.event(declined.id))).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('RECHAZADO');
    await t0.app.services.notifier.settled();
    const [message] = await t0.app.db
      .select()
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, `57${phone}`));
    expect(message).toMatchObject({ plantilla: 'pago_rechazado' });
    expect(message!.cuerpo).toContain('fue rechazado');
    expect(await boardIds()).not.toContain(created.id);

    // A new attempt waits for its own answer.
    await start(created.token);
    expect((await byToken(created.token)).estado_pago).toBe('PENDIENTE_PAGO');

    t0.clock.set(new Date(Date.parse(WEDNESDAY_NOON) + 15 * 60 * 1000 + 1000));
    try {
      expect(await t0.app.services.payments.expireDue()).toBeGreaterThan(0);
      const expired = await byToken(created.token);
      expect(expired).toMatchObject({ estado_pago: 'EXPIRADO', activo: false });
      const late = await call('POST', `/api/pedidos/token/${created.token}/pago/`);
      expect(late.statusCode).toBe(409);
      expect(late.json().error).toMatch(/venció/);
      // Never on the board, not even among the finished ones.
      const finished = await ok<Order[]>('GET', `/api/pedidos/finalizados/?sede=${SEDE}`, admin);
      expect(finished.map((o) => o.id)).not.toContain(created.id);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
  });

  it('a void of the paying attempt annuls the order; a replayed or late approval never pays it again', async () => {
    const created = await order();
    const started = await start(created.token);
    const tx = payOn(started, 'APPROVED');
    const approved = wompi.event(tx.id);
    expect((await webhook(approved)).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('PAGADO');

    wompi.settle(tx.id, 'VOIDED');
    const voided = wompi.event(tx.id);
    expect((await webhook(voided)).statusCode).toBe(200);
    // Paid once, it stays on the board, its card saying the payment was annulled.
    expect(await byToken(created.token)).toMatchObject({ estado_pago: 'ANULADO', activo: true });
    expect(await boardIds()).toContain(created.id);

    // The old approval again, the void again, the customer's return: nothing changes.
    expect((await webhook(approved)).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('ANULADO');
    expect((await webhook(voided)).statusCode).toBe(200);
    await ok('POST', `/api/pedidos/token/${created.token}/pago/confirmar/`, {}, { id: tx.id });
    expect((await byToken(created.token)).estado_pago).toBe('ANULADO');
    const [attempt] = await attempts(created.id);
    expect(attempt).toMatchObject({ estadoWompi: 'VOIDED', estado: 'ANULADO' });
  });

  it('a void that arrives before its approval leaves the order unpaid and off the board', async () => {
    const created = await order();
    const tx = payOn(await start(created.token), 'APPROVED');
    const approved = wompi.event(tx.id);
    wompi.settle(tx.id, 'VOIDED');
    expect((await webhook(wompi.event(tx.id))).statusCode).toBe(200);
    expect((await webhook(approved)).statusCode).toBe(200);
    expect(await byToken(created.token)).toMatchObject({ estado_pago: 'ANULADO' });
    expect(await boardIds()).not.toContain(created.id);
  });

  it('a late rejection of an older attempt does not overrule the newer one', async () => {
    const created = await order();
    const older = payOn(await start(created.token), 'DECLINED');
    const newer = payOn(await start(created.token), 'PENDING');
    expect((await webhook(wompi.event(newer.id))).statusCode).toBe(200);
    expect((await webhook(wompi.event(older.id))).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('PENDIENTE_PAGO');
    await t0.app.services.notifier.settled();
    const messages = await t0.app.db
      .select()
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, `57${phone}`));
    expect(messages).toEqual([]);

    wompi.settle(newer.id, 'APPROVED');
    expect((await webhook(wompi.event(newer.id))).statusCode).toBe(200);
    expect((await byToken(created.token)).estado_pago).toBe('PAGADO');
  });

  it('records a second approval of a paid order as a payment to refund, and changes nothing', async () => {
    const created = await order();
    const first = await start(created.token);
    const second = await start(created.token);
    const paid = payOn(first, 'APPROVED');
    const twice = payOn(second, 'APPROVED');
    expect((await webhook(wompi.event(paid.id))).statusCode).toBe(200);
    const [before] = await t0.app.db.select().from(t.pedidos).where(eq(t.pedidos.id, created.id));
    expect(before!.estadoPago).toBe('PAGADO');

    expect((await webhook(wompi.event(twice.id))).statusCode).toBe(200);
    const [after] = await t0.app.db.select().from(t.pedidos).where(eq(t.pedidos.id, created.id));
    expect(after).toEqual(before);
    const rows = await attempts(created.id);
    expect(rows.find((a) => a.referencia === first.referencia)!.observacion).toBeNull();
    expect(rows.find((a) => a.referencia === second.referencia)).toMatchObject({
      estadoWompi: 'APPROVED',
      observacion: 'Pago duplicado: reembolsar',
    });
  });

  it('gives the coupon of an order that expired unpaid back, and a late approval takes it again', async () => {
    const customer = await login('cliente@horno.co', 'HornoCliente2026');
    await giveCoupon(t0.app.db, 'cliente@horno.co', 'PAGOVENCIDO15');
    const coupon = async () =>
      (
        await ok<{ codigo: string; usado: boolean }[]>('GET', '/api/cupones/usuario/', customer)
      ).find((c) => c.codigo === 'PAGOVENCIDO15')!;
    const created = await order({ invitado: undefined, codigo_cupon: 'PAGOVENCIDO15' }, customer);
    expect(created.descuento_cupon).toBeGreaterThan(0);
    const started = await start(created.token);
    expect((await coupon()).usado).toBe(true);

    t0.clock.set(new Date(Date.parse(WEDNESDAY_NOON) + 15 * 60 * 1000 + 1000));
    try {
      await t0.app.services.payments.expireDue();
      expect((await byToken(created.token)).estado_pago).toBe('EXPIRADO');
      expect((await coupon()).usado).toBe(false);

      // The customer had paid after all: the order is placed, with its coupon.
      const tx = payOn(started, 'APPROVED');
      expect((await webhook(wompi.event(tx.id))).statusCode).toBe(200);
      expect(await byToken(created.token)).toMatchObject({ estado_pago: 'PAGADO', activo: true });
      expect((await coupon()).usado).toBe(true);
    } finally {
      t0.clock.set(WEDNESDAY_NOON);
    }
  });

  it('records a currency that differs, from the event or the return, and does not take it as paid', async () => {
    const created = await order();
    const started = await start(created.token);
    const dollars = payOn(started, 'APPROVED', 'USD');
    const back = await call(
      'POST',
      `/api/pedidos/token/${created.token}/pago/confirmar/`,
      {},
      { id: dollars.id },
    );
    expect(back.json<Order>().estado_pago).toBe('PENDIENTE_PAGO');
    const [fromReturn] = await attempts(created.id);
    expect(fromReturn!.observacion).toBe(
      `Wompi informó ${started.monto_en_centavos} USD (consulta); se esperaba ${started.monto_en_centavos} COP`,
    );

    const other = await order();
    const euros = payOn(await start(other.token), 'APPROVED', 'EUR');
    expect((await webhook(wompi.event(euros.id))).statusCode).toBe(200);
    expect((await byToken(other.token)).estado_pago).toBe('PENDIENTE_PAGO');
    expect(await boardIds()).not.toContain(other.id);
    const [fromEvent] = await attempts(other.id);
    expect(fromEvent).toMatchObject({ estado: 'PENDIENTE_PAGO', estadoWompi: 'APPROVED' });
    expect(fromEvent!.observacion).toMatch(/ EUR \(evento\); se esperaba .* COP$/);
  });

  it('finds the orders due to expire through their partial index', async () => {
    const plan = await t0.app.db.transaction(async (tx) => {
      // A handful of rows would be scanned anyway: ask whether the index can serve the sweep.
      await tx.execute(sql`set local enable_seqscan = off`);
      const rows = await tx.execute(
        sql`explain select id from ${t.pedidos} where ${dueToExpire(new Date())}`,
      );
      return JSON.stringify(rows);
    });
    expect(plan).toContain('pedidos_pago_pendiente_idx');
  });

  it('refuses online payment for staff orders and cash amounts', async () => {
    const staff = await call('POST', '/api/pedidos/', admin, {
      tipo_pedido: 'RECOGER',
      sede: SEDE,
      creado_desde_admin: true,
      invitado: { nombre: 'Cliente del teléfono', numero: '3159990000' },
      productosPedidos: [
        { producto: sized().id, medida: sized().precios_por_medida[0]!.medida.id, cantidad: 1 },
      ],
      metodo_pago: 'EN_LINEA',
    });
    expect(staff.statusCode).toBe(400);
    expect(staff.json().fields.metodo_pago).toEqual([
      'Los pedidos tomados por el personal se pagan contra entrega',
    ]);
    const cash = await order({ metodo_pago: 'EFECTIVO' });
    const res = await call('POST', `/api/pedidos/token/${cash.token}/pago/`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Este pedido no se paga en línea');
    expect(cash.estado_pago).toBeNull();
  });
});

describe(`without Wompi keys (${testEngine})`, () => {
  let t0: TestApp;
  const { ok, call } = jsonClient(() => t0.app);
  beforeAll(async () => {
    t0 = await buildTestApp();
  });
  afterAll(() => t0.close());

  it('offers only payment on delivery, and refuses EN_LINEA and events', async () => {
    expect(await ok<PaymentMethods>('GET', '/api/pagos/metodos/', {})).toEqual({
      metodos: ['EFECTIVO', 'DATAFONO'],
      ambiente: null,
    });
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${SEDE}`, {});
    const sized = productos.find((p) => p.precios_por_medida.length > 0)!;
    const res = await call(
      'POST',
      '/api/pedidos/',
      {},
      {
        tipo_pedido: 'RECOGER',
        sede: SEDE,
        invitado: { nombre: 'Laura Gómez', numero: '3151234567' },
        productosPedidos: [
          { producto: sized.id, medida: sized.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
        metodo_pago: 'EN_LINEA',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.metodo_pago).toEqual(['El pago en línea no está disponible']);
    expect((await call('POST', EVENTS, {}, { event: 'transaction.updated' })).statusCode).toBe(409);
  });
});

describe('Wompi configuration', () => {
  it('needs all four keys, from one environment', () => {
    const keys = {
      WOMPI_PUBLIC_KEY: 'pub_prod_abc',
      WOMPI_PRIVATE_KEY: 'prv_prod_abc',
      WOMPI_INTEGRITY_SECRET: 'prod_integrity_abc',
      WOMPI_EVENTS_SECRET: 'prod_events_abc',
    };
    expect(loadConfig(keys).wompi).toMatchObject({
      environment: 'production',
      apiUrl: 'https://production.wompi.co/v1',
      checkoutUrl: 'https://checkout.wompi.co/p/',
    });
    expect(loadConfig({}).wompi).toBeUndefined();
    expect(() => loadConfig({ ...keys, WOMPI_EVENTS_SECRET: '' })).toThrow(/WOMPI_EVENTS_SECRET/);
    expect(() => loadConfig({ ...keys, WOMPI_PRIVATE_KEY: 'prv_test_abc' })).toThrow(
      /WOMPI_PRIVATE_KEY/,
    );
    expect(() => loadConfig({ ...keys, WOMPI_PUBLIC_KEY: 'abc' })).toThrow(/WOMPI_PUBLIC_KEY/);
  });
});
