import type { Sede } from '@horno/domain/branches';
import type { Producto } from '@horno/domain/catalog';
import type { Cocina, Estacion } from '@horno/domain/kitchen';
import type { CreatedOrder, Order } from '@horno/domain/orders';
import { eq } from 'drizzle-orm';
import * as schema from '../../db/schema';
import type { Agenda } from '@horno/domain/scheduling-schemas';
import { SCHEDULING_MESSAGES, type SlotAvailability } from '@horno/domain/time-slots';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const CHAPINERO = 1;
/** Bogotá is UTC−5 all year: a local time as an instant. */
const at = (local: string) => new Date(`${local}-05:00`).toISOString();
const hhmm = (iso: string) =>
  new Date(iso).toLocaleTimeString('es-CO', {
    timeZone: 'America/Bogota',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });

describe(`orders now or for later: slots, lead times, capacity (${testEngine})`, () => {
  let t: TestApp;
  let admin: Headers;
  let cashier: Headers;
  let pizza: Producto;
  let usaquen: Sede;
  const { call, ok, login } = jsonClient(() => t.app);

  const slots = (fecha: string, tipo = 'RECOGER', sede = CHAPINERO, viaje?: number) =>
    ok<SlotAvailability[]>(
      'GET',
      `/api/locations/sedes/${sede}/franjas/?tipo=${tipo}&fecha=${fecha}${viaje === undefined ? '' : `&viaje=${viaje}`}`,
      {},
    );
  const settings = (values: Record<string, unknown>, sede = CHAPINERO) =>
    ok('PUT', `/api/locations/sedes/${sede}/programacion/`, admin, {
      minutos_preparacion_recoger: 20,
      minutos_preparacion_domicilio: 35,
      dias_programacion: 7,
      minutos_franja: 15,
      capacidad_domicilio: null,
      capacidad_recoger: null,
      ...values,
    });
  const order = (extra: Record<string, unknown> = {}) =>
    call(
      'POST',
      '/api/pedidos/',
      {},
      {
        sede: CHAPINERO,
        tipo_pedido: 'RECOGER',
        invitado: { nombre: 'Lucía Franjas', numero: '3001239876' },
        productosPedidos: [
          { producto: pizza.id, medida: pizza.precios_por_medida[0]!.medida.id, cantidad: 1 },
        ],
        ...extra,
      },
    );

  beforeAll(async () => {
    t = await buildTestApp();
    [admin, cashier] = await Promise.all([
      login('admin@horno.co', 'HornoAdmin2026'),
      login('cajero@horno.co', 'HornoCajero2026'),
    ]);
    const productos = await ok<Producto[]>('GET', `/api/productos/?sede=${CHAPINERO}`, {});
    pizza = productos.find((p) => p.precios_por_medida.length > 0)!;
    usaquen = (await ok<Sede[]>('GET', '/api/locations/sedes/', {})).find(
      (s) => s.nombre === 'Horno Usaquén',
    )!;
  });
  beforeEach(async () => {
    t.clock.set('2026-11-25T09:00:00-05:00');
    await settings({});
  });
  afterAll(() => t.close());

  it("starts a day's slots at the opening, not at midnight, and ends them by the closing", async () => {
    // Wednesday 12:00–22:00: at 9 a.m., every slot of the day is still to come.
    const day = await slots('2026-11-25');
    expect(day[0]).toMatchObject({ inicio: at('2026-11-25T12:00'), fin: at('2026-11-25T12:15') });
    expect(day.at(-1)).toMatchObject({
      inicio: at('2026-11-25T21:45'),
      fin: at('2026-11-25T22:00'),
    });
    expect(day).toHaveLength(40);
    expect(day.every((s) => s.disponible && !s.lleno)).toBe(true);

    // Opening at 12:10 (TastyIgniter #698): 12:10, 12:25… every day, whatever the length.
    const week = await ok<{ dia_semana: number; hora_inicio: string | null }[]>(
      'GET',
      `/api/locations/horarios-sede/?sede_id=${CHAPINERO}`,
      {},
    );
    await ok(
      'POST',
      '/api/locations/horarios-sede/',
      admin,
      week.map((row) => ({
        ...row,
        sede: CHAPINERO,
        hora_inicio: row.hora_inicio === '12:00:00' ? '12:10' : row.hora_inicio,
      })),
    );
    await settings({ minutos_franja: 20 });
    for (const fecha of ['2026-11-25', '2026-11-26']) {
      const times = (await slots(fecha)).slice(0, 3).map((s) => hhmm(s.inicio));
      expect(times).toEqual(['12:10', '12:30', '12:50']);
    }
    await ok(
      'POST',
      '/api/locations/horarios-sede/',
      admin,
      week.map((row) => ({ ...row, sede: CHAPINERO })),
    );
  });

  it('keeps a night past midnight on its own day, takes holidays and closed days', async () => {
    // Friday 12:00–02:00: its last slot is Saturday 01:45, listed on Friday.
    const friday = await slots('2026-11-27');
    expect(friday.at(-1)).toMatchObject({
      inicio: at('2026-11-28T01:45'),
      fin: at('2026-11-28T02:00'),
    });
    const saturday = await slots('2026-11-28');
    expect(saturday[0]!.inicio).toBe(at('2026-11-28T12:00'));
    // Tuesday 8 December is a holiday: the holiday's hours (12:00–21:00), not Tuesday's. It is
    // 13 days away: past the default week, within two.
    expect(await slots('2026-12-08')).toEqual([]);
    await settings({ dias_programacion: 14 });
    expect((await slots('2026-12-08')).at(-1)!.fin).toBe(at('2026-12-08T21:00'));
    // Usaquén is closed on Mondays: no slot.
    expect(await slots('2026-11-30', 'RECOGER', usaquen.id)).toEqual([]);
  });

  it('offers no slot sooner than now plus the preparation (and the ride)', async () => {
    t.clock.set('2026-11-25T12:10:00-05:00');
    const pickUp = await slots('2026-11-25');
    expect(pickUp.find((s) => s.disponible)!.inicio).toBe(at('2026-11-25T12:30'));
    expect(
      pickUp.filter((s) => s.inicio < at('2026-11-25T12:30')).every((s) => !s.disponible),
    ).toBe(true);
    // A delivery: 35 minutes and a 10-minute ride (TastyIgniter #760).
    const delivery = await slots('2026-11-25', 'DOMICILIO', CHAPINERO, 10);
    expect(delivery.find((s) => s.disponible)!.inicio).toBe(at('2026-11-25T13:00'));
    // A slot too soon is refused at the order too, naming the next free ones.
    const soon = await order({ programado_para: at('2026-11-25T12:15') });
    expect(soon.statusCode).toBe(409);
    expect(soon.json().error).toBe(
      SCHEDULING_MESSAGES.slotGone(['12:30 p. m.', '12:45 p. m.', '1:00 p. m.']),
    );
  });

  it('takes an order for later while the branch is closed, accepted at once', async () => {
    const res = await order({ programado_para: at('2026-11-25T19:00') });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<CreatedOrder>();
    expect(placed).toMatchObject({
      estado: 'ACEPTADO',
      programado_para: at('2026-11-25T19:00'),
      entrega_estimada: at('2026-11-25T19:00'),
    });
    // 'Lo antes posible' is refused while closed.
    expect((await order()).statusCode).toBe(422);
    // Not a slot of the branch (19:07), or too far ahead: refused, in Spanish.
    expect((await order({ programado_para: at('2026-11-25T19:07') })).statusCode).toBe(409);
    const far = await order({ programado_para: at('2026-12-10T19:00') });
    expect(far.statusCode).toBe(422);
    expect(far.json().error).toBe(SCHEDULING_MESSAGES.tooFar(7));
  });

  it('caps each slot per order type, counting pending orders, cancelled ones freed', async () => {
    await settings({ capacidad_recoger: 1, capacidad_domicilio: 2 });
    t.clock.set('2026-11-25T12:10:00-05:00');
    // An order as soon as possible is pending, and holds its slot (TastyIgniter #541).
    const asap = await order();
    expect(asap.statusCode, asap.body).toBe(201);
    expect(asap.json<Order>()).toMatchObject({
      estado: 'PENDIENTE',
      programado_para: null,
      entrega_estimada: at('2026-11-25T12:30'),
    });
    const day = await slots('2026-11-25');
    expect(day.find((s) => s.inicio === at('2026-11-25T12:30'))).toMatchObject({
      lleno: true,
      disponible: false,
    });
    // Deliveries have their own limit (TastyIgniter #761): the slot is still theirs.
    const deliveries = await slots('2026-11-25', 'DOMICILIO');
    expect(deliveries.find((s) => s.inicio === at('2026-11-25T13:00'))!.disponible).toBe(true);
    // A customer who chose 12:30 before it filled is told, with the next free slots (#732).
    const late = await order({ programado_para: at('2026-11-25T12:30') });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(
      SCHEDULING_MESSAGES.slotGone(['12:45 p. m.', '1:00 p. m.', '1:15 p. m.']),
    );
    // The next 'Lo antes posible' goes to the next slot with room, not hours away (#716).
    const next = await order();
    expect(next.json<Order>().entrega_estimada).toBe(at('2026-11-25T12:45'));
    // Cancelled, the first gives its place back.
    await ok('POST', `/api/pedidos/${asap.json<Order>().id}/cambiar_estado/`, cashier, {
      estado: 'CANCELADO',
    });
    expect(
      (await slots('2026-11-25')).find((s) => s.inicio === at('2026-11-25T12:30'))!.disponible,
    ).toBe(true);
  });

  it('gives exactly the places a slot has to orders sent at once', async () => {
    await settings({ capacidad_recoger: 10 });
    const slot = at('2026-11-26T19:00');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => order({ programado_para: slot })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(30);
    expect((await slots('2026-11-26')).find((s) => s.inicio === slot)!.lleno).toBe(true);
  });

  it('adds busy mode to the estimate, and offers nothing when nothing can be had', async () => {
    t.clock.set('2026-11-25T12:02:00-05:00');
    await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, {
      minutos_extra: 15,
    });
    const agenda = await ok<Agenda>(
      'GET',
      `/api/locations/sedes/${CHAPINERO}/agenda/?tipo=RECOGER`,
      {},
    );
    // 12:02 + 20 + 15 = 12:37, rounded up to five minutes.
    expect(agenda.entrega_estimada).toBe(at('2026-11-25T12:40'));
    expect(agenda.dias[0]!.fecha).toBe('2026-11-25');
    await ok('POST', `/api/locations/sedes/${CHAPINERO}/ocupado/`, admin, {
      minutos_extra: 0,
    });
    // Scheduling off: no day to offer, so no 'Programar' (TastyIgniter #719).
    await settings({ dias_programacion: 0 });
    expect(
      (await ok<Agenda>('GET', `/api/locations/sedes/${CHAPINERO}/agenda/?tipo=RECOGER`, {})).dias,
    ).toEqual([]);
    const refused = await order({ programado_para: at('2026-11-25T19:00') });
    expect(refused.json().error).toBe(SCHEDULING_MESSAGES.notScheduling);
  });

  it('puts an order for later in the kitchen at its slot less the preparation, and says when', async () => {
    const cook = await login('cocina@horno.co', 'HornoCocina2026');
    const stations = await ok<Estacion[]>(
      'GET',
      `/api/locations/sedes/${CHAPINERO}/estaciones/`,
      cook,
    );
    const pass = stations.find((s) => s.expedidor)!;
    const onDisplay = async (id: number) =>
      (await ok<Cocina>('GET', `/api/cocina/estaciones/${pass.id}/`, cook)).tickets.find(
        (ticket) => ticket.pedido === id,
      );
    const res = await order({
      programado_para: at('2026-11-25T19:00'),
      invitado: { nombre: 'Marta Programada', numero: '3015550001' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<Order>();
    // On the board at once, as accepted and for later; not in the kitchen yet.
    const board = await ok<Order[]>('GET', `/api/pedidos/activos/?sede=${CHAPINERO}`, cashier);
    expect(board.find((o) => o.id === id)?.programado_para).toBe(at('2026-11-25T19:00'));
    expect(await onDisplay(id)).toBeUndefined();
    t.clock.set('2026-11-25T18:39:00-05:00');
    expect(await onDisplay(id)).toBeUndefined();
    t.clock.set('2026-11-25T18:40:00-05:00');
    expect((await onDisplay(id))?.entro_en).toBe(at('2026-11-25T18:40'));
    // The customer was told for when.
    await t.app.services.notifier.settled();
    const [message] = await t.app.db
      .select({
        plantilla: schema.mensajesSalientes.plantilla,
        cuerpo: schema.mensajesSalientes.cuerpo,
      })
      .from(schema.mensajesSalientes)
      .where(eq(schema.mensajesSalientes.destino, '573015550001'));
    expect(message).toMatchObject({ plantilla: 'pedido_programado' });
    expect(message!.cuerpo).toContain('para el miércoles 25 de noviembre, 7:00 p. m.');
    await ok('POST', `/api/pedidos/${id}/cambiar_estado/`, cashier, { estado: 'CANCELADO' });
  });

  it('moves an order for later to another slot, agreed with the customer, and tells them', async () => {
    await settings({ capacidad_recoger: 1 });
    const taken = await order({ programado_para: at('2026-11-27T15:00') });
    expect(taken.statusCode, taken.body).toBe(201);
    const res = await order({
      programado_para: at('2026-11-27T14:00'),
      invitado: { nombre: 'Pablo Mueve', numero: '3015550002' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const placed = res.json<Order>();
    const body = (programado_para: string) => ({
      tipo_pedido: 'RECOGER',
      programado_para,
      productosPedidos: placed.productos_pedidos.map((l) => ({
        id: l.id,
        producto: l.producto!.id,
        medida: l.medida?.id ?? null,
        cantidad: l.cantidad,
        observaciones: l.observaciones,
      })),
    });
    // 20:00 is full: refused, nothing moves.
    const full = await call(
      'PUT',
      `/api/pedidos/${placed.id}/`,
      cashier,
      body(at('2026-11-27T15:00')),
    );
    expect(full.statusCode).toBe(409);
    expect((await ok<Order>('GET', `/api/pedidos/${placed.id}/`, cashier)).programado_para).toBe(
      at('2026-11-27T14:00'),
    );
    const moved = await ok<Order>(
      'PUT',
      `/api/pedidos/${placed.id}/`,
      cashier,
      body(at('2026-11-27T14:30')),
    );
    expect(moved).toMatchObject({
      programado_para: at('2026-11-27T14:30'),
      entrega_estimada: at('2026-11-27T14:30'),
      cocina_desde: at('2026-11-27T14:10'),
    });
    expect(moved.cambios.at(-1)!.detalle).toEqual([
      'Cambió la hora: para el viernes 27 de noviembre, 2:30 p. m.',
    ]);
    // 19:00 is free again, 19:30 is taken.
    const day = await slots('2026-11-27');
    expect(day.find((x) => x.inicio === at('2026-11-27T14:00'))!.disponible).toBe(true);
    expect(day.find((x) => x.inicio === at('2026-11-27T14:30'))!.lleno).toBe(true);
    await t.app.services.notifier.settled();
    const sent = await t.app.db
      .select({
        plantilla: schema.mensajesSalientes.plantilla,
        cuerpo: schema.mensajesSalientes.cuerpo,
      })
      .from(schema.mensajesSalientes)
      .where(eq(schema.mensajesSalientes.destino, '573015550002'));
    expect(sent.map((m) => m.plantilla)).toEqual(['pedido_programado', 'pedido_reprogramado']);
    expect(sent[1]!.cuerpo).toContain('ahora es para el viernes 27 de noviembre, 2:30 p. m.');
  });

  it('refuses bad settings in Spanish and keeps the old ones', async () => {
    const bad = await call('PUT', `/api/locations/sedes/${CHAPINERO}/programacion/`, admin, {
      minutos_preparacion_recoger: -5,
      minutos_preparacion_domicilio: 35,
      dias_programacion: 20,
      minutos_franja: 7,
      capacidad_domicilio: 0,
      capacidad_recoger: null,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual([
      'capacidad_domicilio',
      'dias_programacion',
      'minutos_franja',
      'minutos_preparacion_recoger',
    ]);
    expect(await ok('GET', `/api/locations/sedes/${CHAPINERO}/programacion/`, {})).toMatchObject({
      minutos_preparacion_recoger: 20,
      dias_programacion: 7,
    });
    expect(
      (await call('PUT', `/api/locations/sedes/${CHAPINERO}/programacion/`, cashier, {}))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a day that is not on the calendar in Spanish', async () => {
    for (const fecha of ['2026-02-30', '6609-18-74', '2026-1-5']) {
      const res = await call(
        'GET',
        `/api/locations/sedes/${CHAPINERO}/franjas/?tipo=RECOGER&fecha=${fecha}`,
        {},
      );
      expect(res.statusCode, fecha).toBe(400);
      expect(res.json().fields.fecha[0]).toMatch(/AAAA-MM-DD/);
    }
    // A real day far past the horizon has nothing to offer, and says so without an error.
    expect(await slots('9999-12-31')).toEqual([]);
    expect(await slots('1900-01-01')).toEqual([]);
  });
});
