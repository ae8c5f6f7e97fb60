import type { Producto } from '@horno/domain/catalog';
import type {
  Dispatch,
  RiderScreen,
  RiderTracking,
  Settlement,
  ShiftSummary,
} from '@horno/domain/deliveries';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';
import * as t from '../../db/schema';

const CHAPINERO = 1;
const RIDER = { email: 'repartidor@horno.co', password: 'HornoReparto2026' };
const RIDER_2 = { email: 'repartidor2@horno.co', password: 'HornoReparto2026' };
/** Two addresses of Chapinero's area: Calle 67 is nearer the branch (Calle 63) than Calle 76. */
const NEAR = 'Calle 67 # 10-20';
const FAR = 'Calle 76 # 11-30';

describe(`deliveries: riders, dispatch, stops (${testEngine})`, () => {
  let app: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let rider: Headers;
  let rider2: Headers;
  let riderId: number;
  let rider2Id: number;
  let pizza: Producto;
  const { call, ok, login } = jsonClient(() => app.app);

  const dispatchOf = (who: Headers = cashier) =>
    ok<Dispatch>('GET', `/api/despacho/?sede=${CHAPINERO}`, who);
  const screenOf = (who: Headers) => ok<RiderScreen>('GET', '/api/repartos/', who);

  /** A guest's delivery paid in cash with a $100.000 bill, accepted by the cashier. */
  async function delivery(
    direccion: string,
    numero = '3001230001',
    metodo: 'EFECTIVO' | 'DATAFONO' = 'EFECTIVO',
  ): Promise<CreatedOrder> {
    const order = await ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'DOMICILIO',
        direccion: { direccion_entrega: direccion, instrucciones: 'Torre 2, apto 301' },
        invitado: { nombre: 'Lucía Domicilio', numero },
        metodo_pago: metodo,
        ...(metodo === 'EFECTIVO' ? { paga_con: 100_000 } : {}),
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
      },
      201,
    );
    await move(order.id, 'ACEPTADO');
    return order;
  }
  const move = (id: number, estado: string) =>
    ok<Order>('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, { estado });
  const assign = (pedido: number, repartidor: number, who: Headers = cashier) =>
    call('POST', '/api/despacho/asignaciones/', who, { pedido, repartidor });
  const tripOf = async (id: number) =>
    (await dispatchOf()).repartidores.find((r) => r.id === id)?.viaje ?? null;

  beforeAll(async () => {
    app = await buildTestApp();
    [admin, cashier, rider, rider2] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
      login(RIDER.email, RIDER.password),
      login(RIDER_2.email, RIDER_2.password),
    ]);
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    const users = await app.app.db
      .select({ id: t.usuarios.id, email: t.usuarios.email })
      .from(t.usuarios);
    riderId = users.find((u) => u.email === RIDER.email)!.id;
    rider2Id = users.find((u) => u.email === RIDER_2.email)!.id;
  });
  beforeEach(async () => {
    // Each case starts with no shift, trip or stop.
    await app.app.db.delete(t.posicionesRepartidor);
    await app.app.db.delete(t.liquidaciones);
    await app.app.db.delete(t.entregas);
    await app.app.db.delete(t.viajes);
    await app.app.db.delete(t.turnosRepartidor);
  });
  afterAll(() => app.close());

  it('starts a shift once, at one of the rider’s branches, and ends it', async () => {
    const started = await ok<RiderScreen>(
      'POST',
      '/api/repartos/turno/',
      rider,
      { sede: CHAPINERO },
      201,
    );
    expect(started.turno).toMatchObject({
      sede: { id: CHAPINERO, nombre: 'Horno Chapinero' },
      fin: null,
    });
    expect(started.viaje).toBeNull();
    expect(started.sedes).toEqual([{ id: CHAPINERO, nombre: 'Horno Chapinero' }]);

    const twice = await call('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('Ya tienes un turno abierto');
    const usaquen = await call('POST', '/api/repartos/turno/', rider2, { sede: 2 });
    expect(usaquen.statusCode).toBe(403);
    expect(usaquen.json().error).toBe('No trabajas en esa sede');

    // Dispatch lists the riders on shift only.
    expect((await dispatchOf()).repartidores.map((r) => r.nombre)).toEqual(['Julián Pérez']);
    const ended = await ok<RiderScreen>('POST', '/api/repartos/turno/terminar/', rider);
    expect(ended.turno).toBeNull();
    expect((await dispatchOf()).repartidores).toEqual([]);
  });

  it('keeps riders and customers out of dispatch, and staff out of the rider’s screen', async () => {
    expect((await call('GET', `/api/despacho/?sede=${CHAPINERO}`, rider)).statusCode).toBe(403);
    expect(
      (await call('POST', '/api/despacho/asignaciones/', rider, { pedido: 1, repartidor: riderId }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/repartos/', cashier)).statusCode).toBe(403);
    // The cashier works at Chapinero only.
    expect((await call('GET', '/api/despacho/?sede=2', cashier)).statusCode).toBe(403);
  });

  it('lists delivery orders waiting, loads a trip nearest first, reorders it, takes one back', async () => {
    await ok('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO }, 201);
    const far = await delivery(FAR);
    const near = await delivery(NEAR);
    const pickUp = await ok<CreatedOrder>(
      'POST',
      '/api/pedidos/',
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Pedro Recoge', numero: '3001230009' },
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
      },
      201,
    );
    const waiting = (await dispatchOf()).por_despachar.map((o) => o.pedido);
    expect(waiting).toEqual(expect.arrayContaining([far.id, near.id]));
    expect(waiting).not.toContain(pickUp.id);
    const shown = (await dispatchOf()).por_despachar.find((o) => o.pedido === far.id)!;
    expect(shown).toMatchObject({
      cliente: 'Lucía Domicilio',
      metodo_pago: 'EFECTIVO',
      devuelto: null,
    });
    expect(shown.direccion).toContain('Calle 76');

    // A pick-up is not dispatched; a rider off shift takes nothing.
    expect((await assign(pickUp.id, riderId)).json().error).toBe(
      `El pedido #${String(pickUp.id).padStart(5, '0')} no es un domicilio`,
    );
    const offShift = await assign(far.id, rider2Id);
    expect(offShift.statusCode).toBe(409);
    expect(offShift.json().error).toBe('Diana Rojas no está en turno en esta sede');

    expect((await assign(far.id, riderId)).statusCode).toBe(200);
    const after = await assign(near.id, riderId);
    expect(after.statusCode).toBe(200);
    const dispatch = after.json<Dispatch>();
    expect(dispatch.por_despachar.map((o) => o.pedido)).not.toContain(far.id);
    const trip = dispatch.repartidores.find((r) => r.id === riderId)!.viaje!;
    expect(trip.estado).toBe('ASIGNADO');
    // Nearest to the branch first, whatever the order they were assigned in.
    expect(trip.paradas.map((p) => [p.orden, p.pedido])).toEqual([
      [1, near.id],
      [2, far.id],
    ]);
    expect(trip.paradas[0]).toMatchObject({
      cliente: 'Lucía Domicilio',
      telefono: '3001230001',
      instrucciones: 'Torre 2, apto 301',
      cobro: { metodo_pago: 'EFECTIVO', paga_con: 100_000 },
    });
    expect(trip.paradas[0]!.cobro.cambio).toBe(100_000 - trip.paradas[0]!.cobro.total);
    // The rider sees the trip being loaded.
    expect((await screenOf(rider)).viaje?.id).toBe(trip.id);

    // By hand: far first. A bad list changes nothing.
    const bad = await call('PUT', `/api/despacho/viajes/${trip.id}/orden/`, cashier, {
      pedidos: [far.id],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Indica todos los pedidos del viaje, cada uno una vez');
    const reordered = await ok<Dispatch>('PUT', `/api/despacho/viajes/${trip.id}/orden/`, cashier, {
      pedidos: [far.id, near.id],
    });
    expect(reordered.repartidores[0]!.viaje!.paradas.map((p) => p.pedido)).toEqual([
      far.id,
      near.id,
    ]);

    // Taken back: it waits again; the trip keeps the other, numbered 1.
    const back = await ok<Dispatch>('DELETE', `/api/despacho/asignaciones/${far.id}/`, cashier);
    expect(back.por_despachar.map((o) => o.pedido)).toContain(far.id);
    expect(back.repartidores[0]!.viaje!.paradas.map((p) => [p.orden, p.pedido])).toEqual([
      [1, near.id],
    ]);
    // The last one out empties the trip away.
    await ok('DELETE', `/api/despacho/asignaciones/${near.id}/`, cashier);
    expect(await tripOf(riderId)).toBeNull();
  });

  it('gives an order to one of two dispatchers assigning it at once, and names the winner', async () => {
    await ok('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO }, 201);
    await ok('POST', '/api/repartos/turno/', rider2, { sede: CHAPINERO }, 201);
    const order = await delivery(NEAR);
    const answers = await Promise.all([
      assign(order.id, riderId, cashier),
      assign(order.id, rider2Id, admin),
    ]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    const winner = won === 0 ? 'Julián Pérez' : 'Diana Rojas';
    expect(answers[1 - won]!.json().error).toBe(
      `${winner} ya tiene el pedido #${String(order.id).padStart(5, '0')}`,
    );
    const stops = await app.app.db
      .select()
      .from(t.entregas)
      .where(eq(t.entregas.pedidoId, order.id));
    expect(stops).toHaveLength(1);
  });

  it("moves an order to another rider's trip before it leaves ('Pasar a…'), not after", async () => {
    await ok('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO }, 201);
    await ok('POST', '/api/repartos/turno/', rider2, { sede: CHAPINERO }, 201);
    const order = await delivery(NEAR);
    await assign(order.id, riderId);
    const moved = await ok<Dispatch>('PUT', `/api/despacho/asignaciones/${order.id}/`, cashier, {
      repartidor: rider2Id,
    });
    // Julián's emptied trip is gone; Diana's has the order.
    expect(moved.repartidores.find((r) => r.id === riderId)!.viaje).toBeNull();
    expect(
      moved.repartidores.find((r) => r.id === rider2Id)!.viaje!.paradas.map((p) => p.pedido),
    ).toEqual([order.id]);
    await move(order.id, 'PREPARADO');
    await ok('POST', `/api/despacho/viajes/${(await tripOf(rider2Id))!.id}/salio/`, cashier);
    const late = await call('PUT', `/api/despacho/asignaciones/${order.id}/`, cashier, {
      repartidor: riderId,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('El viaje de Diana Rojas ya salió: no se puede cambiar');
    const waiting = await delivery(FAR);
    expect(
      (
        await call('PUT', `/api/despacho/asignaciones/${waiting.id}/`, cashier, {
          repartidor: riderId,
        })
      ).json().error,
    ).toContain('no está en ningún viaje por salir');
  });

  it("leaves when every order is ready: Enviado, told with the rider's name; the rider closes each stop", async () => {
    await ok('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO }, 201);
    const first = await delivery(NEAR, '3001230011');
    const second = await delivery(FAR, '3001230012');
    await assign(first.id, riderId);
    await assign(second.id, riderId);
    const trip = (await tripOf(riderId))!;

    await move(first.id, 'PREPARADO');
    const early = await call('POST', `/api/despacho/viajes/${trip.id}/salio/`, cashier);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toContain(
      `#${String(second.id).padStart(5, '0')} aún no está preparado`,
    );
    await move(second.id, 'PREPARADO');
    const left = await ok<Dispatch>('POST', `/api/despacho/viajes/${trip.id}/salio/`, cashier);
    expect(left.repartidores[0]!.viaje).toMatchObject({ estado: 'EN_CAMINO' });
    expect(left.repartidores[0]!.viaje!.salio_en).not.toBeNull();
    for (const id of [first.id, second.id])
      expect((await ok<Order>('GET', `/api/pedidos/${id}/`, cashier)).estado).toBe('ENVIADO');
    // Under way: nothing can be taken back, nor reordered.
    expect(
      (await call('DELETE', `/api/despacho/asignaciones/${first.id}/`, cashier)).json().error,
    ).toBe('El viaje de Julián Pérez ya salió: no se puede cambiar');
    await app.app.services.notifier.settled();
    const sent = await app.app.db
      .select({ plantilla: t.mensajesSalientes.plantilla, cuerpo: t.mensajesSalientes.cuerpo })
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, '573001230011'))
      .orderBy(asc(t.mensajesSalientes.id));
    expect(sent.at(-1)).toMatchObject({ plantilla: 'pedido_en_camino' });
    expect(sent.at(-1)!.cuerpo).toMatch(
      /^Hola Lucía, Julián va en camino con tu pedido #\d{5} de Horno Chapinero/,
    );

    // Another rider cannot close this rider's stops; the shift cannot end with stops open.
    expect(
      (await call('POST', `/api/repartos/paradas/${first.id}/entregado/`, rider2)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/repartos/turno/terminar/', rider)).json().error).toBe(
      'Entrega o devuelve los pedidos de tu viaje antes de terminar el turno',
    );
    const screen = await screenOf(rider);
    expect(screen.viaje?.paradas.map((p) => p.estado)).toEqual(['PENDIENTE', 'PENDIENTE']);

    const done = await ok<RiderScreen>(
      'POST',
      `/api/repartos/paradas/${first.id}/entregado/`,
      rider,
    );
    expect(done.viaje!.paradas.find((p) => p.pedido === first.id)).toMatchObject({
      estado: 'ENTREGADO',
    });
    expect(
      (await call('POST', `/api/repartos/paradas/${first.id}/entregado/`, rider)).statusCode,
    ).toBe(409);
    expect((await ok<Order>('GET', `/api/pedidos/${first.id}/`, cashier)).estado).toBe('ENTREGADO');

    const noReason = await call(
      'POST',
      `/api/repartos/paradas/${second.id}/no-entregado/`,
      rider,
      {},
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields.motivo).toEqual(['Elige por qué no se pudo entregar']);
    const failed = await ok<RiderScreen>(
      'POST',
      `/api/repartos/paradas/${second.id}/no-entregado/`,
      rider,
      {
        motivo: 'NO_CONTESTA',
        nota: 'Timbré dos veces',
      },
    );
    // The last stop closed ends the trip: the rider is free.
    expect(failed.viaje).toBeNull();
    expect((await ok<Order>('GET', `/api/pedidos/${second.id}/`, cashier)).estado).toBe(
      'PREPARADO',
    );
    const back = (await dispatchOf()).por_despachar.find((o) => o.pedido === second.id);
    expect(back).toMatchObject({ devuelto: 'NO_CONTESTA', estado: 'PREPARADO' });
    // It can go out again, with the same rider or another.
    expect((await assign(second.id, riderId)).statusCode).toBe(200);
    await ok('DELETE', `/api/despacho/asignaciones/${second.id}/`, cashier);
    expect(
      (await ok<RiderScreen>('POST', '/api/repartos/turno/terminar/', rider)).turno,
    ).toBeNull();
  });

  it('settles a shift: the cash to hand in, card and returned orders apart, a difference explained', async () => {
    const started = await ok<RiderScreen>(
      'POST',
      '/api/repartos/turno/',
      rider,
      { sede: CHAPINERO },
      201,
    );
    const turno = started.turno!.id;
    const cash = await delivery(NEAR, '3001230021');
    const card = await delivery(FAR, '3001230022', 'DATAFONO');
    const returned = await delivery(FAR, '3001230023');
    for (const order of [cash, card, returned]) {
      await assign(order.id, riderId);
      await move(order.id, 'PREPARADO');
    }
    await ok('POST', `/api/despacho/viajes/${(await tripOf(riderId))!.id}/salio/`, cashier);
    const liquidacion = `/api/despacho/turnos/${turno}/liquidacion/`;
    // Stops still open: it cannot be settled yet.
    const early = await call('POST', liquidacion, cashier, { efectivo_recibido: 0 });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(
      'El domiciliario aún tiene pedidos por entregar o devolver en este turno',
    );

    await ok('POST', `/api/repartos/paradas/${cash.id}/entregado/`, rider);
    await ok('POST', `/api/repartos/paradas/${card.id}/entregado/`, rider);
    await ok('POST', `/api/repartos/paradas/${returned.id}/no-entregado/`, rider, {
      motivo: 'DIRECCION_ERRADA',
    });

    const settlement = await ok<Settlement>('GET', liquidacion, cashier);
    const total = (await ok<Order>('GET', `/api/pedidos/${cash.id}/`, cashier)).total_pedido;
    expect(settlement.turno).toMatchObject({ repartidor: { nombre: 'Julián Pérez' }, fin: null });
    expect(settlement.efectivo).toEqual([
      expect.objectContaining({
        pedido: cash.id,
        total,
        paga_con: 100_000,
        cambio: 100_000 - total,
        efectivo: total,
      }),
    ]);
    expect(settlement.datafono.map((o) => [o.pedido, o.efectivo])).toEqual([[card.id, 0]]);
    expect(settlement.devueltos).toEqual([
      expect.objectContaining({ pedido: returned.id, motivo: 'DIRECCION_ERRADA', efectivo: 0 }),
    ]);
    expect(settlement).toMatchObject({ pendientes: 0, a_entregar: total, cierre: null });

    // Short by $2.000 without a word: refused, nothing recorded.
    const unexplained = await call('POST', liquidacion, cashier, {
      efectivo_recibido: total - 2000,
    });
    expect(unexplained.statusCode).toBe(400);
    expect(unexplained.json().fields.nota).toEqual([
      'Explica la diferencia entre lo recibido y lo que debía entregar',
    ]);
    expect((await ok<Settlement>('GET', liquidacion, cashier)).cierre).toBeNull();
    const negative = await call('POST', liquidacion, cashier, { efectivo_recibido: -5 });
    expect(negative.json().fields.efectivo_recibido).toEqual([
      'Escribe el efectivo recibido en pesos, sin decimales',
    ]);

    const closed = await ok<Settlement>('POST', liquidacion, cashier, {
      efectivo_recibido: total - 2000,
      nota: 'Faltaron $2.000: se los descuenta mañana',
    });
    expect(closed.cierre).toMatchObject({
      efectivo_recibido: total - 2000,
      diferencia: -2000,
      cerrado_por: 'Andrés Martínez',
    });
    // Settled while open: the shift ended with it. Once only.
    expect(closed.turno.fin).not.toBeNull();
    expect((await screenOf(rider)).turno).toBeNull();
    expect(
      (await call('POST', liquidacion, cashier, { efectivo_recibido: total })).json().error,
    ).toBe('Este turno ya se liquidó');
    const [summary] = await ok<ShiftSummary[]>(
      'GET',
      `/api/despacho/turnos/?sede=${CHAPINERO}`,
      cashier,
    );
    expect(summary).toMatchObject({
      id: turno,
      entregados: 2,
      devueltos: 1,
      a_entregar: total,
      diferencia: -2000,
      liquidado: true,
    });
    // Another branch's staff cannot read it.
    expect((await call('GET', `/api/despacho/turnos/?sede=2`, cashier)).statusCode).toBe(403);
  });

  it("shares the rider's position with the order's customer while on the way, and tells them once it arrives", async () => {
    app.clock.set('2026-11-25T12:00:00-05:00');
    await ok('POST', '/api/repartos/turno/', rider, { sede: CHAPINERO }, 201);
    const order = await delivery(NEAR, '3001230031');
    await assign(order.id, riderId);
    await move(order.id, 'PREPARADO');
    const tracking = `/api/pedidos/token/${order.token}/repartidor/`;
    const here = { lat: 4.6512, lng: -74.0612 };

    // Not on its way yet: nothing to share, nothing to see.
    const early = await call('POST', '/api/repartos/posicion/', rider, here);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Solo compartes tu ubicación durante un viaje en camino');
    expect((await call('GET', tracking, {})).statusCode).toBe(404);

    await ok('POST', `/api/despacho/viajes/${(await tripOf(riderId))!.id}/salio/`, cashier);
    const destino = (
      await app.app.db
        .select({ lat: t.direccionesPedido.lat, lng: t.direccionesPedido.lng })
        .from(t.direccionesPedido)
        .where(eq(t.direccionesPedido.pedidoId, order.id))
    )[0]!;
    // Bad positions change nothing.
    const paris = await call('POST', '/api/repartos/posicion/', rider, { lat: 48.85, lng: 2.35 });
    expect(paris.json()).toMatchObject({ error: 'La ubicación está fuera de Colombia' });
    const old = await call('POST', '/api/repartos/posicion/', rider, {
      ...here,
      tomada_en: '2026-11-25T11:58:00-05:00',
    });
    expect(old.json()).toMatchObject({ error: 'Esa ubicación es de hace más de un minuto' });
    // Only the trip's rider shares it.
    expect((await call('POST', '/api/repartos/posicion/', cashier, here)).statusCode).toBe(403);
    expect((await call('POST', '/api/repartos/posicion/', rider2, here)).statusCode).toBe(409);
    const before = await ok<RiderTracking>('GET', tracking, {});
    expect(before).toMatchObject({
      repartidor: 'Julián',
      posicion: null,
      eta_min: null,
      llegando: false,
    });

    // 2 km away (0.018° of latitude): on its way, not arriving.
    const far = { lat: destino.lat! + 0.018, lng: destino.lng! };
    expect(await ok('POST', '/api/repartos/posicion/', rider, far)).toEqual({ guardada: true });
    // A second one within 5 s is not kept.
    app.clock.set('2026-11-25T12:00:03-05:00');
    expect(await ok('POST', '/api/repartos/posicion/', rider, here)).toEqual({ guardada: false });
    const seen = await ok<RiderTracking>('GET', tracking, {});
    expect(seen.posicion).toMatchObject(far);
    expect(seen.destino).toEqual(destino);
    expect(seen.distancia_m).toBeGreaterThan(1900);
    expect(seen.distancia_m).toBeLessThan(2100);
    // 2 km × 1.3 by the streets at 18 km/h: about 9 minutes.
    expect(seen.eta_min).toBe(9);
    expect(seen.llegando).toBe(false);

    // A minute later, 300 m away: about two minutes out. The customer is told, once.
    app.clock.set('2026-11-25T12:01:00-05:00');
    await ok('POST', '/api/repartos/posicion/', rider, {
      lat: destino.lat! + 0.0027,
      lng: destino.lng!,
    });
    app.clock.set('2026-11-25T12:01:10-05:00');
    await ok('POST', '/api/repartos/posicion/', rider, {
      lat: destino.lat! + 0.002,
      lng: destino.lng!,
    });
    expect((await ok<RiderTracking>('GET', tracking, {})).llegando).toBe(true);
    await app.app.services.notifier.settled();
    const sent = await app.app.db
      .select({ plantilla: t.mensajesSalientes.plantilla, cuerpo: t.mensajesSalientes.cuerpo })
      .from(t.mensajesSalientes)
      .where(eq(t.mensajesSalientes.destino, '573001230031'))
      .orderBy(asc(t.mensajesSalientes.id));
    expect(sent.filter((m) => m.plantilla === 'pedido_llegando')).toHaveLength(1);
    expect(sent.at(-1)!.cuerpo).toMatch(/está llegando: Julián está a unos dos minutos/);

    // Delivered: the trip ends, the position is no longer shared nor shown.
    await ok('POST', `/api/repartos/paradas/${order.id}/entregado/`, rider);
    expect((await call('GET', tracking, {})).statusCode).toBe(404);
    app.clock.set('2026-11-25T12:01:20-05:00');
    expect((await call('POST', '/api/repartos/posicion/', rider, here)).statusCode).toBe(409);
    // Kept 24 hours.
    const kept = () =>
      app.app.db.select({ id: t.posicionesRepartidor.id }).from(t.posicionesRepartidor);
    expect(await kept()).toHaveLength(3);
    app.clock.set('2026-11-26T12:01:05-05:00');
    expect(await app.app.services.deliveries.forgetOldPositions()).toBe(2);
    expect(await kept()).toHaveLength(1);
    app.clock.set('2026-11-25T12:00:00-05:00');
  });
});
