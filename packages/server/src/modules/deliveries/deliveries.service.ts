import { formatOrderNumber } from '@horno/domain/dates';
import {
  ARRIVING_SECONDS,
  cashToHandIn,
  type Collect,
  DELIVERY_MESSAGES,
  firstName,
  POSITION_INTERVAL_MS,
  POSITION_MAX_AGE_MS,
  POSITION_MESSAGES,
  POSITION_RETENTION_HOURS,
  type PositionInput,
  type RiderTracking,
  type Dispatch,
  type DispatchOrder,
  type FailedDeliveryReason,
  type RiderScreen,
  SETTLEMENT_MESSAGES,
  type Settlement,
  type SettlementOrder,
  type ShiftSummary,
  type StopState,
  type Shift,
  type Stop,
  suggestedStopOrder,
  type Trip,
  type TripState,
} from '@horno/domain/deliveries';
import { arrivalSeconds, inColombia, metersBetween, recentSpeed } from '@horno/domain/delivery-geo';
import { ESTADO_PEDIDO_LABELS, type EstadoPedido } from '@horno/domain/order-states';
import type { MetodoPago } from '@horno/domain/payments';
import { and, asc, desc, eq, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { type LiveEvent, type PublishOrderEvent, tripUpdated } from '../../realtime/order-events';
import type { AuthContext } from '../auth/auth.queries';
import { changeOrderState, ON_THE_BOARD } from '../orders/board.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Orders dispatch may put in a trip: accepted and on their way through the kitchen, or ready. */
const DISPATCHABLE: readonly EstadoPedido[] = ['ACEPTADO', 'EN_PROCESO', 'PREPARADO'];

const riderUser = alias(t.usuarios, 'repartidor');

/**
 * Deliveries (issue 33): riders' shifts, dispatch's trips and the rider's stops. Every change
 * runs in one transaction that locks what it changes (the order row for an assignment, the trip
 * row for its stops), so two dispatchers on one order, or a dispatcher and the rider on one
 * trip, go one after the other; the loser is told why in Spanish. Order states move through the
 * board's `changeOrderState` (history, WhatsApp, kitchen, sockets as any other move).
 */
export class DeliveriesService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publish: PublishOrderEvent,
    /** The rider is about two minutes from this order's address: the customer is told once. */
    private readonly onArriving: (pedidoId: number) => void = () => undefined,
  ) {}

  // ── The rider ────────────────────────────────────────────────────────────────

  /** `GET /api/repartos/`: the rider's open shift, current trip and branches. */
  async riderScreen(caller: AuthContext): Promise<RiderScreen> {
    const userId = caller.user.id;
    const [shift, sedes] = await Promise.all([
      this.openShift(this.db, userId),
      this.db
        .select({ id: t.sedes.id, nombre: t.sedes.nombre })
        .from(t.sedes)
        .where(inArray(t.sedes.id, [...caller.sedeIds, 0]))
        .orderBy(asc(t.sedes.nombre)),
    ]);
    const [current] = await this.db
      .select({ id: t.viajes.id })
      .from(t.viajes)
      .where(
        and(eq(t.viajes.repartidorId, userId), inArray(t.viajes.estado, ['ASIGNADO', 'EN_CAMINO'])),
      )
      // The trip under way first: the one being loaded is next.
      .orderBy(desc(t.viajes.estado), asc(t.viajes.id))
      .limit(1);
    const viaje = current ? ((await this.trips([current.id]))[0] ?? null) : null;
    return { turno: shift ? await this.shiftOf(shift) : null, viaje, sedes };
  }

  async startShift(caller: AuthContext, sedeId: number): Promise<RiderScreen> {
    if (!caller.sedeIds.has(sedeId))
      throw new AppError(403, DELIVERY_MESSAGES.notYourBranch, {
        sede: [DELIVERY_MESSAGES.notYourBranch],
      });
    const inserted = await this.db
      .insert(t.turnosRepartidor)
      .values({ usuarioId: caller.user.id, sedeId, inicio: this.clock.now() })
      .onConflictDoNothing()
      .returning({ id: t.turnosRepartidor.id });
    if (inserted.length === 0) throw new AppError(409, DELIVERY_MESSAGES.shiftOpen);
    this.publishShift(caller.user.id, sedeId);
    return this.riderScreen(caller);
  }

  async endShift(caller: AuthContext): Promise<RiderScreen> {
    const userId = caller.user.id;
    const sedeId = await this.db.transaction(async (tx) => {
      const shift = await this.openShift(tx, userId, true);
      if (!shift) throw new AppError(409, DELIVERY_MESSAGES.noShift);
      const trips = await tx
        .select({ id: t.viajes.id, estado: t.viajes.estado })
        .from(t.viajes)
        .where(
          and(eq(t.viajes.turnoId, shift.id), inArray(t.viajes.estado, ['ASIGNADO', 'EN_CAMINO'])),
        )
        .for('update');
      for (const trip of trips) {
        const [pending] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(t.entregas)
          .where(and(eq(t.entregas.viajeId, trip.id), eq(t.entregas.estado, 'PENDIENTE')));
        if ((pending?.n ?? 0) > 0) throw new AppError(409, DELIVERY_MESSAGES.shiftHasTrip);
        // An empty trip being loaded goes with the shift.
        await tx.delete(t.viajes).where(eq(t.viajes.id, trip.id));
      }
      await tx
        .update(t.turnosRepartidor)
        .set({ fin: this.clock.now() })
        .where(eq(t.turnosRepartidor.id, shift.id));
      return shift.sedeId;
    });
    this.publishShift(userId, sedeId);
    return this.riderScreen(caller);
  }

  /** 'Entregado': the stop is closed, its order Entregado; the trip ends with its last stop. */
  async delivered(caller: AuthContext, pedidoId: number): Promise<RiderScreen> {
    await this.closeStop(caller, pedidoId, { estado: 'ENTREGADO' });
    return this.riderScreen(caller);
  }

  /**
   * 'No se pudo entregar': the stop is closed with the reason, and the order goes back to the
   * branch (Preparado, in 'Por despachar' marked 'Devuelto') for staff to decide.
   */
  async failed(
    caller: AuthContext,
    pedidoId: number,
    input: { motivo: FailedDeliveryReason; nota: string },
  ): Promise<RiderScreen> {
    await this.closeStop(caller, pedidoId, { estado: 'NO_ENTREGADO', ...input });
    return this.riderScreen(caller);
  }

  private async closeStop(
    caller: AuthContext,
    pedidoId: number,
    outcome:
      | { estado: 'ENTREGADO' }
      | { estado: 'NO_ENTREGADO'; motivo: FailedDeliveryReason; nota: string },
  ): Promise<void> {
    const now = this.clock.now();
    const events = await this.db.transaction(async (tx) => {
      const [stop] = await tx
        .select({ entrega: t.entregas, viaje: t.viajes })
        .from(t.entregas)
        .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
        .where(
          and(
            eq(t.entregas.pedidoId, pedidoId),
            eq(t.viajes.repartidorId, caller.user.id),
            eq(t.viajes.estado, 'EN_CAMINO'),
          ),
        )
        .orderBy(desc(t.entregas.id))
        .limit(1)
        .for('update');
      if (!stop) throw notFound(DELIVERY_MESSAGES.stopNotFound);
      if (stop.entrega.estado !== 'PENDIENTE')
        throw new AppError(409, DELIVERY_MESSAGES.stopDone(formatOrderNumber(pedidoId)));
      await tx
        .update(t.entregas)
        .set({
          estado: outcome.estado,
          cerradoEn: now,
          ...(outcome.estado === 'NO_ENTREGADO'
            ? { motivo: outcome.motivo, nota: outcome.nota }
            : {}),
        })
        .where(eq(t.entregas.id, stop.entrega.id));
      const out: LiveEvent[] = [];
      const [order] = await tx
        .select()
        .from(t.pedidos)
        .where(eq(t.pedidos.id, pedidoId))
        .for('update');
      // An order staff cancelled meanwhile stays cancelled: only the stop is closed.
      if (order && order.activo && order.estado === 'ENVIADO') {
        const next = outcome.estado === 'ENTREGADO' ? 'ENTREGADO' : 'PREPARADO';
        out.push(
          await changeOrderState(tx, order, { estado: next, activo: true }, caller.user.id, now),
        );
      }
      const [left] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(t.entregas)
        .where(and(eq(t.entregas.viajeId, stop.viaje.id), eq(t.entregas.estado, 'PENDIENTE')));
      if ((left?.n ?? 0) === 0)
        await tx
          .update(t.viajes)
          .set({ estado: 'TERMINADO', terminadoEn: now })
          .where(eq(t.viajes.id, stop.viaje.id));
      out.push(tripUpdated(stop.viaje));
      return out;
    });
    events.forEach(this.publish);
  }

  // ── Dispatch ─────────────────────────────────────────────────────────────────

  /** `GET /api/despacho/?sede=`: the delivery orders waiting for a rider, and the riders on shift. */
  async dispatch(caller: AuthContext, sedeId: number): Promise<Dispatch> {
    this.assertBranch(caller, sedeId);
    const now = this.clock.now();
    const pending = this.db
      .select({ pedidoId: t.entregas.pedidoId })
      .from(t.entregas)
      .where(eq(t.entregas.estado, 'PENDIENTE'));
    const waiting = await this.db
      .select({
        pedido: t.pedidos.id,
        estado: t.pedidos.estado,
        invitado: t.invitados.nombre,
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
        direccion: t.direccionesPedido.direccionEntrega,
        distancia_km: t.direccionesPedido.distanciaKm,
        total: t.pedidos.totalPedido,
        metodo_pago: t.pedidos.metodoPago,
        entrega_estimada: t.pedidos.entregaEstimada,
      })
      .from(t.pedidos)
      .innerJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.pedidos.id))
      .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
      .where(
        and(
          eq(t.pedidos.sedeId, sedeId),
          eq(t.pedidos.tipoPedido, 'DOMICILIO'),
          eq(t.pedidos.activo, true),
          inArray(t.pedidos.estado, [...DISPATCHABLE]),
          ON_THE_BOARD,
          // An order for later waits for its kitchen time, as on the board.
          or(isNull(t.pedidos.cocinaDesde), lte(t.pedidos.cocinaDesde, now)),
          sql`${t.pedidos.id} NOT IN (${pending})`,
        ),
      )
      .orderBy(asc(t.pedidos.entregaEstimada), asc(t.pedidos.id));
    const returned = await this.lastFailures(waiting.map((w) => w.pedido));
    const por_despachar: DispatchOrder[] = waiting.map((w) => ({
      pedido: w.pedido,
      estado: w.estado,
      cliente: w.invitado ?? fullName(w.nombre, w.apellido),
      direccion: w.direccion,
      distancia_km: w.distancia_km,
      total: w.total,
      metodo_pago: w.metodo_pago,
      entrega_estimada: w.entrega_estimada?.toISOString() ?? null,
      devuelto: returned.get(w.pedido) ?? null,
    }));

    const shifts = await this.db
      .select({
        id: t.turnosRepartidor.id,
        usuarioId: t.turnosRepartidor.usuarioId,
        inicio: t.turnosRepartidor.inicio,
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
      })
      .from(t.turnosRepartidor)
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.turnosRepartidor.usuarioId))
      .where(and(eq(t.turnosRepartidor.sedeId, sedeId), isNull(t.turnosRepartidor.fin)))
      .orderBy(asc(t.turnosRepartidor.inicio));
    const open = await this.db
      .select({ id: t.viajes.id, repartidorId: t.viajes.repartidorId })
      .from(t.viajes)
      .where(and(eq(t.viajes.sedeId, sedeId), inArray(t.viajes.estado, ['ASIGNADO', 'EN_CAMINO'])))
      .orderBy(desc(t.viajes.estado), asc(t.viajes.id));
    const trips = new Map((await this.trips(open.map((o) => o.id))).map((trip) => [trip.id, trip]));
    const underWay = open.filter((o) => trips.get(o.id)?.estado === 'EN_CAMINO').map((o) => o.id);
    const positions = await this.lastPositions(underWay);
    const tripOf = new Map<number, Trip>();
    for (const o of open)
      if (!tripOf.has(o.repartidorId)) tripOf.set(o.repartidorId, trips.get(o.id)!);
    return {
      por_despachar,
      repartidores: shifts.map((s) => ({
        id: s.usuarioId,
        nombre: fullName(s.nombre, s.apellido),
        posicion: positions.get(s.usuarioId) ?? null,
        en_turno_desde: s.inicio.toISOString(),
        viaje: tripOf.get(s.usuarioId) ?? null,
      })),
    };
  }

  /**
   * Puts an order into the rider's trip being loaded (opened when there is none): the stops are
   * re-sorted by distance from the branch until dispatch orders them by hand.
   */
  async assign(
    caller: AuthContext,
    pedidoId: number,
    riderId: number,
    /** 'Pasar a…': an order in another rider's trip being loaded moves to this one. */
    { move = false }: { move?: boolean } = {},
  ): Promise<Dispatch> {
    const now = this.clock.now();
    const numero = formatOrderNumber(pedidoId);
    const { sedeId, events } = await this.db.transaction(async (tx) => {
      const events: LiveEvent[] = [];
      // The order's row is the lock two dispatchers meet on: the second sees the first's stop.
      const [order] = await tx
        .select()
        .from(t.pedidos)
        .where(eq(t.pedidos.id, pedidoId))
        .for('update');
      if (!order || !caller.sedeIds.has(order.sedeId)) throw notFound('Pedido no encontrado');
      if (order.tipoPedido !== 'DOMICILIO')
        throw new AppError(409, DELIVERY_MESSAGES.orderNotDelivery(numero));
      const [taken] = await tx
        .select({
          entrega: t.entregas.id,
          viaje: t.viajes,
          nombre: riderUser.firstName,
          apellido: riderUser.lastName,
        })
        .from(t.entregas)
        .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
        .innerJoin(riderUser, eq(riderUser.id, t.viajes.repartidorId))
        .where(and(eq(t.entregas.pedidoId, pedidoId), eq(t.entregas.estado, 'PENDIENTE')));
      if (taken && !move)
        throw new AppError(
          409,
          DELIVERY_MESSAGES.alreadyAssigned(numero, fullName(taken.nombre, taken.apellido)),
        );
      if (!taken && move) throw new AppError(409, DELIVERY_MESSAGES.notAssigned(numero));
      if (taken) {
        if (taken.viaje.estado !== 'ASIGNADO')
          throw new AppError(
            409,
            DELIVERY_MESSAGES.tripLeft(fullName(taken.nombre, taken.apellido)),
          );
        if (taken.viaje.repartidorId === riderId) return { sedeId: order.sedeId, events };
        await tx.delete(t.entregas).where(eq(t.entregas.id, taken.entrega));
        await this.renumber(tx, taken.viaje.id);
        events.push(tripUpdated(taken.viaje));
      }
      if (!order.activo || !DISPATCHABLE.includes(order.estado))
        throw new AppError(
          409,
          DELIVERY_MESSAGES.orderNotDispatchable(
            numero,
            order.activo ? ESTADO_PEDIDO_LABELS[order.estado] : 'Inactivo',
          ),
        );

      const [rider] = await tx
        .select({
          nombre: t.usuarios.firstName,
          apellido: t.usuarios.lastName,
          turno: t.turnosRepartidor.id,
        })
        .from(t.usuarios)
        .leftJoin(
          t.turnosRepartidor,
          and(
            eq(t.turnosRepartidor.usuarioId, t.usuarios.id),
            eq(t.turnosRepartidor.sedeId, order.sedeId),
            isNull(t.turnosRepartidor.fin),
          ),
        )
        .where(eq(t.usuarios.id, riderId));
      if (!rider) throw notFound(DELIVERY_MESSAGES.riderNotFound);
      if (rider.turno === null)
        throw new AppError(
          409,
          DELIVERY_MESSAGES.riderNotOnShift(fullName(rider.nombre, rider.apellido)),
          {
            repartidor: [DELIVERY_MESSAGES.riderNotOnShift(rider.nombre)],
          },
        );

      await tx
        .insert(t.viajes)
        .values({
          sedeId: order.sedeId,
          turnoId: rider.turno,
          repartidorId: riderId,
          creadoEn: now,
        })
        .onConflictDoNothing();
      const [trip] = await tx
        .select()
        .from(t.viajes)
        .where(and(eq(t.viajes.repartidorId, riderId), eq(t.viajes.estado, 'ASIGNADO')))
        .for('update');
      if (!trip) throw new AppError(409, DELIVERY_MESSAGES.tripNotFound);
      const [last] = await tx
        .select({ orden: sql<number>`coalesce(max(${t.entregas.orden}), 0)::int` })
        .from(t.entregas)
        .where(eq(t.entregas.viajeId, trip.id));
      await tx.insert(t.entregas).values({
        pedidoId,
        viajeId: trip.id,
        orden: (last?.orden ?? 0) + 1,
        asignadoEn: now,
        asignadoPor: caller.user.id,
      });
      if (!trip.ordenManual) await this.sortByDistance(tx, trip.id);
      events.push(tripUpdated(trip));
      return { sedeId: order.sedeId, events };
    });
    events.forEach(this.publish);
    return this.dispatch(caller, sedeId);
  }

  /** Takes an order back out of a trip that has not left ('Quitar'). */
  async unassign(caller: AuthContext, pedidoId: number): Promise<Dispatch> {
    const numero = formatOrderNumber(pedidoId);
    const { sedeId, event } = await this.db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(t.pedidos)
        .where(eq(t.pedidos.id, pedidoId))
        .for('update');
      if (!order || !caller.sedeIds.has(order.sedeId)) throw notFound('Pedido no encontrado');
      const [stop] = await tx
        .select({
          entrega: t.entregas,
          viaje: t.viajes,
          nombre: riderUser.firstName,
          apellido: riderUser.lastName,
        })
        .from(t.entregas)
        .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
        .innerJoin(riderUser, eq(riderUser.id, t.viajes.repartidorId))
        .where(and(eq(t.entregas.pedidoId, pedidoId), eq(t.entregas.estado, 'PENDIENTE')))
        .for('update');
      if (!stop) throw new AppError(409, DELIVERY_MESSAGES.notAssigned(numero));
      if (stop.viaje.estado !== 'ASIGNADO')
        throw new AppError(409, DELIVERY_MESSAGES.tripLeft(fullName(stop.nombre, stop.apellido)));
      await tx.delete(t.entregas).where(eq(t.entregas.id, stop.entrega.id));
      await this.renumber(tx, stop.viaje.id);
      return { sedeId: order.sedeId, event: tripUpdated(stop.viaje) };
    });
    this.publish(event);
    return this.dispatch(caller, sedeId);
  }

  /** A trip's stops in the order the rider will deliver them, until it leaves. */
  async reorder(caller: AuthContext, tripId: number, pedidos: number[]): Promise<Dispatch> {
    const trip = await this.db.transaction(async (tx) => {
      const trip = await this.loadingTrip(tx, caller, tripId);
      const stops = await tx
        .select({ id: t.entregas.id, pedidoId: t.entregas.pedidoId })
        .from(t.entregas)
        .where(and(eq(t.entregas.viajeId, tripId), eq(t.entregas.estado, 'PENDIENTE')));
      const current = new Set(stops.map((s) => s.pedidoId));
      if (
        pedidos.length !== current.size ||
        new Set(pedidos).size !== pedidos.length ||
        pedidos.some((p) => !current.has(p))
      )
        throw new AppError(400, DELIVERY_MESSAGES.tripOrderMismatch, {
          pedidos: [DELIVERY_MESSAGES.tripOrderMismatch],
        });
      for (const [i, pedidoId] of pedidos.entries())
        await tx
          .update(t.entregas)
          .set({ orden: i + 1 })
          .where(
            and(
              eq(t.entregas.viajeId, tripId),
              eq(t.entregas.pedidoId, pedidoId),
              eq(t.entregas.estado, 'PENDIENTE'),
            ),
          );
      await tx.update(t.viajes).set({ ordenManual: true }).where(eq(t.viajes.id, tripId));
      return trip;
    });
    this.publish(tripUpdated(trip));
    return this.dispatch(caller, trip.sedeId);
  }

  /** 'Salió': the trip leaves with its stops; every order goes Enviado (the customer is told). */
  async leave(caller: AuthContext, tripId: number): Promise<Dispatch> {
    const now = this.clock.now();
    const { trip, events } = await this.db.transaction(async (tx) => {
      const trip = await this.loadingTrip(tx, caller, tripId);
      const stops = await tx
        .select({ pedidoId: t.entregas.pedidoId })
        .from(t.entregas)
        .where(and(eq(t.entregas.viajeId, tripId), eq(t.entregas.estado, 'PENDIENTE')))
        .orderBy(asc(t.entregas.orden));
      if (stops.length === 0) throw new AppError(409, DELIVERY_MESSAGES.tripEmpty);
      const orders = await tx
        .select()
        .from(t.pedidos)
        .where(
          inArray(
            t.pedidos.id,
            stops.map((s) => s.pedidoId),
          ),
        )
        .orderBy(asc(t.pedidos.id))
        .for('update');
      const notReady = orders.find((o) => !o.activo || o.estado !== 'PREPARADO');
      if (notReady)
        throw new AppError(409, DELIVERY_MESSAGES.notReady(formatOrderNumber(notReady.id)));
      await tx
        .update(t.viajes)
        .set({ estado: 'EN_CAMINO', salioEn: now })
        .where(eq(t.viajes.id, tripId));
      const events: LiveEvent[] = [];
      for (const order of orders)
        events.push(
          await changeOrderState(
            tx,
            order,
            { estado: 'ENVIADO', activo: true },
            caller.user.id,
            now,
          ),
        );
      events.push(tripUpdated(trip));
      return { trip, events };
    });
    events.forEach(this.publish);
    return this.dispatch(caller, trip.sedeId);
  }

  // ── Settlements ──────────────────────────────────────────────────────────────

  /** The branch's shifts of the last `days` days, newest first: who, what to hand in, settled. */
  async shifts(caller: AuthContext, sedeId: number, days = 7): Promise<ShiftSummary[]> {
    this.assertBranch(caller, sedeId);
    const since = new Date(this.clock.now().getTime() - days * 24 * 60 * 60 * 1000);
    const rows = await this.db
      .select({
        turno: t.turnosRepartidor,
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
        diferencia: t.liquidaciones.diferencia,
      })
      .from(t.turnosRepartidor)
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.turnosRepartidor.usuarioId))
      .leftJoin(t.liquidaciones, eq(t.liquidaciones.turnoId, t.turnosRepartidor.id))
      .where(and(eq(t.turnosRepartidor.sedeId, sedeId), gte(t.turnosRepartidor.inicio, since)))
      .orderBy(desc(t.turnosRepartidor.inicio))
      .limit(200);
    const stops = await this.shiftStops(rows.map((r) => r.turno.id));
    return rows.map((r) => {
      const own = stops.filter((s) => s.turnoId === r.turno.id);
      return {
        id: r.turno.id,
        repartidor: { id: r.turno.usuarioId, nombre: fullName(r.nombre, r.apellido) },
        inicio: r.turno.inicio.toISOString(),
        fin: r.turno.fin?.toISOString() ?? null,
        entregados: own.filter((s) => s.estado === 'ENTREGADO').length,
        devueltos: own.filter((s) => s.estado === 'NO_ENTREGADO').length,
        a_entregar: own.reduce((sum, s) => sum + s.efectivo, 0),
        diferencia: r.diferencia,
        liquidado: r.diferencia !== null,
      };
    });
  }

  /** What a shift must hand in, order by order, and its closing when it was settled. */
  async settlement(caller: AuthContext, turnoId: number): Promise<Settlement> {
    const [row] = await this.db
      .select({
        turno: t.turnosRepartidor,
        sede: { id: t.sedes.id, nombre: t.sedes.nombre },
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
        cierre: t.liquidaciones,
      })
      .from(t.turnosRepartidor)
      .innerJoin(t.sedes, eq(t.sedes.id, t.turnosRepartidor.sedeId))
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.turnosRepartidor.usuarioId))
      .leftJoin(t.liquidaciones, eq(t.liquidaciones.turnoId, t.turnosRepartidor.id))
      .where(eq(t.turnosRepartidor.id, turnoId));
    if (!row || !caller.sedeIds.has(row.turno.sedeId))
      throw notFound(SETTLEMENT_MESSAGES.shiftNotFound);
    const stops = await this.shiftStops([turnoId]);
    const delivered = (metodo: MetodoPago) =>
      stops.filter((s) => s.estado === 'ENTREGADO' && s.metodo_pago === metodo).map(settled);
    const efectivo = [
      ...delivered('EFECTIVO'),
      ...delivered('EN_LINEA').filter((s) => s.efectivo > 0),
    ];
    let cerradoPor: string | null = null;
    if (row.cierre?.cerradoPor) {
      const [who] = await this.db
        .select({ nombre: t.usuarios.firstName, apellido: t.usuarios.lastName })
        .from(t.usuarios)
        .where(eq(t.usuarios.id, row.cierre.cerradoPor));
      cerradoPor = who ? fullName(who.nombre, who.apellido) : null;
    }
    return {
      turno: {
        id: row.turno.id,
        repartidor: { id: row.turno.usuarioId, nombre: fullName(row.nombre, row.apellido) },
        sede: row.sede,
        inicio: row.turno.inicio.toISOString(),
        fin: row.turno.fin?.toISOString() ?? null,
      },
      efectivo,
      datafono: delivered('DATAFONO'),
      en_linea: delivered('EN_LINEA'),
      devueltos: stops.filter((s) => s.estado === 'NO_ENTREGADO').map(settled),
      pendientes: stops.filter((s) => s.estado === 'PENDIENTE').length,
      a_entregar: stops.reduce((sum, s) => sum + s.efectivo, 0),
      cierre: row.cierre && {
        efectivo_recibido: row.cierre.efectivoRecibido,
        diferencia: row.cierre.diferencia,
        nota: row.cierre.nota,
        cerrado_por: cerradoPor,
        cerrado_en: row.cierre.cerradoEn.toISOString(),
      },
    };
  }

  /**
   * Closes a shift's settlement with the cash received; a difference needs a note. A shift still
   * open ends with it (once every stop is closed).
   */
  async closeSettlement(
    caller: AuthContext,
    turnoId: number,
    input: { efectivo_recibido: number; nota: string },
  ): Promise<Settlement> {
    const now = this.clock.now();
    const event = await this.db.transaction(async (tx) => {
      const [shift] = await tx
        .select()
        .from(t.turnosRepartidor)
        .where(eq(t.turnosRepartidor.id, turnoId))
        .for('update');
      if (!shift || !caller.sedeIds.has(shift.sedeId))
        throw notFound(SETTLEMENT_MESSAGES.shiftNotFound);
      const [closed] = await tx
        .select({ turnoId: t.liquidaciones.turnoId })
        .from(t.liquidaciones)
        .where(eq(t.liquidaciones.turnoId, turnoId));
      if (closed) throw new AppError(409, SETTLEMENT_MESSAGES.alreadyClosed);
      const stops = await this.shiftStops([turnoId], tx);
      if (stops.some((s) => s.estado === 'PENDIENTE'))
        throw new AppError(409, SETTLEMENT_MESSAGES.pendingStops);
      const expected = stops.reduce((sum, s) => sum + s.efectivo, 0);
      const diferencia = input.efectivo_recibido - expected;
      if (diferencia !== 0 && input.nota.trim() === '')
        throw new AppError(400, SETTLEMENT_MESSAGES.noteRequired, {
          nota: [SETTLEMENT_MESSAGES.noteRequired],
        });
      await tx.insert(t.liquidaciones).values({
        turnoId,
        efectivoEsperado: expected,
        efectivoRecibido: input.efectivo_recibido,
        diferencia,
        nota: input.nota.trim(),
        cerradoPor: caller.user.id,
        cerradoEn: now,
      });
      if (shift.fin !== null) return null;
      // Settled while open: the shift ends, with any empty trip being loaded.
      await tx
        .delete(t.viajes)
        .where(and(eq(t.viajes.turnoId, turnoId), eq(t.viajes.estado, 'ASIGNADO')));
      await tx
        .update(t.turnosRepartidor)
        .set({ fin: now })
        .where(eq(t.turnosRepartidor.id, turnoId));
      return tripUpdated({ id: null, sedeId: shift.sedeId, repartidorId: shift.usuarioId });
    });
    if (event) this.publish(event);
    return this.settlement(caller, turnoId);
  }

  /** Every stop of the shifts' trips, with the cash each brings back. */
  private async shiftStops(turnoIds: number[], db: Executor = this.db) {
    if (turnoIds.length === 0) return [];
    const rows = await db
      .select({
        turnoId: t.viajes.turnoId,
        pedido: t.pedidos.id,
        estado: t.entregas.estado,
        motivo: t.entregas.motivo,
        cerradoEn: t.entregas.cerradoEn,
        total: t.pedidos.totalPedido,
        metodo_pago: t.pedidos.metodoPago,
        pagaCon: t.pedidos.pagaCon,
        saldo: t.pedidos.saldoPendiente,
        invitado: t.invitados.nombre,
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
      })
      .from(t.entregas)
      .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
      .innerJoin(t.pedidos, eq(t.pedidos.id, t.entregas.pedidoId))
      .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
      .where(inArray(t.viajes.turnoId, turnoIds))
      .orderBy(asc(t.entregas.cerradoEn), asc(t.entregas.id));
    return rows.map((r) => {
      const cobro = collectOf({
        metodoPago: r.metodo_pago,
        total: r.total,
        pagaCon: r.pagaCon,
        saldoPendiente: r.saldo,
      });
      return {
        turnoId: r.turnoId,
        pedido: r.pedido,
        estado: r.estado as StopState,
        motivo: (r.motivo as FailedDeliveryReason | null) ?? null,
        cerrado_en: r.cerradoEn?.toISOString() ?? null,
        cliente: r.invitado ?? fullName(r.nombre, r.apellido),
        ...cobro,
        efectivo: cashToHandIn({ estado: r.estado as StopState, cobro }),
      };
    });
  }

  // ── Where the pizza is ───────────────────────────────────────────────────────

  /**
   * The rider's phone says where it is, while a trip is under way: kept at most once every 5 s;
   * when the next stop is about two minutes away its customer is told (once, by the notifier).
   */
  async position(caller: AuthContext, input: PositionInput): Promise<{ guardada: boolean }> {
    const now = this.clock.now();
    const at = input.tomada_en ? new Date(input.tomada_en) : now;
    if (
      now.getTime() - at.getTime() > POSITION_MAX_AGE_MS ||
      at.getTime() > now.getTime() + POSITION_MAX_AGE_MS
    )
      throw new AppError(400, POSITION_MESSAGES.stale, { tomada_en: [POSITION_MESSAGES.stale] });
    if (!inColombia(input))
      throw new AppError(400, POSITION_MESSAGES.outsideColombia, {
        lat: [POSITION_MESSAGES.outsideColombia],
      });
    const [trip] = await this.db
      .select({ id: t.viajes.id })
      .from(t.viajes)
      .where(and(eq(t.viajes.repartidorId, caller.user.id), eq(t.viajes.estado, 'EN_CAMINO')))
      .orderBy(desc(t.viajes.id))
      .limit(1);
    if (!trip) throw new AppError(409, POSITION_MESSAGES.notUnderWay);
    // One every 5 s at most: the insert happens only when the rider's last one is older.
    const since = new Date(at.getTime() - POSITION_INTERVAL_MS);
    const inserted = (await this.db.execute(sql`
      INSERT INTO ${t.posicionesRepartidor} (viaje_id, repartidor_id, lat, lng, registrada_en)
      SELECT ${trip.id}, ${caller.user.id}, ${input.lat}, ${input.lng}, ${at.toISOString()}::timestamptz
      WHERE NOT EXISTS (
        SELECT 1 FROM ${t.posicionesRepartidor}
        WHERE repartidor_id = ${caller.user.id} AND registrada_en > ${since.toISOString()}::timestamptz
      )
      RETURNING id`)) as unknown as { rows: unknown[] };
    const guardada = inserted.rows.length > 0;
    if (guardada) await this.checkArriving(trip.id);
    return { guardada };
  }

  /** Tells the next stop's customer the rider is arriving, when about two minutes away. */
  private async checkArriving(tripId: number): Promise<void> {
    const [next] = await this.db
      .select({
        pedidoId: t.entregas.pedidoId,
        lat: t.direccionesPedido.lat,
        lng: t.direccionesPedido.lng,
      })
      .from(t.entregas)
      .innerJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.entregas.pedidoId))
      .where(and(eq(t.entregas.viajeId, tripId), eq(t.entregas.estado, 'PENDIENTE')))
      .orderBy(asc(t.entregas.orden))
      .limit(1);
    if (!next || next.lat === null || next.lng === null) return;
    const track = await this.recentTrack(tripId);
    const here = track.at(-1);
    if (!here) return;
    const seconds = arrivalSeconds(
      metersBetween(here, { lat: next.lat, lng: next.lng }),
      recentSpeed(track),
      0,
    );
    if (seconds <= ARRIVING_SECONDS) this.onArriving(next.pedidoId);
  }

  /** The trip's positions of the last two minutes, oldest first. */
  private async recentTrack(tripId: number) {
    const rows = await this.db
      .select({
        lat: t.posicionesRepartidor.lat,
        lng: t.posicionesRepartidor.lng,
        at: t.posicionesRepartidor.registradaEn,
      })
      .from(t.posicionesRepartidor)
      .where(eq(t.posicionesRepartidor.viajeId, tripId))
      .orderBy(desc(t.posicionesRepartidor.registradaEn))
      .limit(24);
    const newest = rows[0]?.at.getTime() ?? 0;
    return rows
      .filter((r) => newest - r.at.getTime() <= 2 * 60_000)
      .reverse()
      .map((r) => ({ lat: r.lat, lng: r.lng, at: r.at.getTime() }));
  }

  /**
   * The rider bringing an order, for its customer (by the order's tracking token): only while it
   * is Enviado in a trip under way. Answers the rider's first name, last position and an ETA.
   */
  async tracking(pedidoId: number): Promise<RiderTracking> {
    const [stop] = await this.db
      .select({
        viajeId: t.entregas.viajeId,
        orden: t.entregas.orden,
        estadoPedido: t.pedidos.estado,
        nombre: t.usuarios.firstName,
        lat: t.direccionesPedido.lat,
        lng: t.direccionesPedido.lng,
      })
      .from(t.entregas)
      .innerJoin(t.viajes, eq(t.viajes.id, t.entregas.viajeId))
      .innerJoin(t.pedidos, eq(t.pedidos.id, t.entregas.pedidoId))
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.viajes.repartidorId))
      .leftJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.entregas.pedidoId))
      .where(
        and(
          eq(t.entregas.pedidoId, pedidoId),
          eq(t.entregas.estado, 'PENDIENTE'),
          eq(t.viajes.estado, 'EN_CAMINO'),
        ),
      );
    if (!stop || stop.estadoPedido !== 'ENVIADO') throw notFound(POSITION_MESSAGES.notOnTheWay);
    const [before] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.entregas)
      .where(
        and(
          eq(t.entregas.viajeId, stop.viajeId),
          eq(t.entregas.estado, 'PENDIENTE'),
          sql`${t.entregas.orden} < ${stop.orden}`,
        ),
      );
    const stopsBefore = before?.n ?? 0;
    const track = await this.recentTrack(stop.viajeId);
    const here = track.at(-1);
    const destino =
      stop.lat !== null && stop.lng !== null ? { lat: stop.lat, lng: stop.lng } : null;
    const distance = here && destino ? Math.round(metersBetween(here, destino)) : null;
    const seconds =
      distance === null ? null : arrivalSeconds(distance, recentSpeed(track), stopsBefore);
    return {
      repartidor: firstName(stop.nombre),
      posicion: here
        ? { lat: here.lat, lng: here.lng, registrada_en: new Date(here.at).toISOString() }
        : null,
      destino,
      distancia_m: distance,
      eta_min: seconds === null ? null : Math.max(1, Math.ceil(seconds / 60)),
      paradas_antes: stopsBefore,
      llegando: seconds !== null && stopsBefore === 0 && seconds <= ARRIVING_SECONDS,
    };
  }

  /** Deletes positions older than 24 hours; answers how many. */
  async forgetOldPositions(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - POSITION_RETENTION_HOURS * 60 * 60 * 1000);
    const gone = await this.db
      .delete(t.posicionesRepartidor)
      .where(lt(t.posicionesRepartidor.registradaEn, before))
      .returning({ id: t.posicionesRepartidor.id });
    return gone.length;
  }

  /** Each rider's last position while a trip of theirs is under way. */
  private async lastPositions(tripIds: number[]) {
    if (tripIds.length === 0)
      return new Map<number, { lat: number; lng: number; registrada_en: string }>();
    const rows = await this.db
      .selectDistinctOn([t.posicionesRepartidor.repartidorId], {
        repartidorId: t.posicionesRepartidor.repartidorId,
        lat: t.posicionesRepartidor.lat,
        lng: t.posicionesRepartidor.lng,
        at: t.posicionesRepartidor.registradaEn,
      })
      .from(t.posicionesRepartidor)
      .where(inArray(t.posicionesRepartidor.viajeId, tripIds))
      .orderBy(t.posicionesRepartidor.repartidorId, desc(t.posicionesRepartidor.registradaEn));
    return new Map(
      rows.map((r) => [
        r.repartidorId,
        { lat: r.lat, lng: r.lng, registrada_en: r.at.toISOString() },
      ]),
    );
  }

  // ── Reading ──────────────────────────────────────────────────────────────────

  private assertBranch(caller: AuthContext, sedeId: number): void {
    if (!caller.sedeIds.has(sedeId)) throw new AppError(403, 'No tienes acceso a esta sede.');
  }

  /** A trip of the caller's branches still being loaded, locked. */
  private async loadingTrip(tx: Tx, caller: AuthContext, tripId: number) {
    const [trip] = await tx.select().from(t.viajes).where(eq(t.viajes.id, tripId)).for('update');
    if (!trip || !caller.sedeIds.has(trip.sedeId)) throw notFound(DELIVERY_MESSAGES.tripNotFound);
    if (trip.estado !== 'ASIGNADO') {
      const [rider] = await tx
        .select({ nombre: t.usuarios.firstName, apellido: t.usuarios.lastName })
        .from(t.usuarios)
        .where(eq(t.usuarios.id, trip.repartidorId));
      throw new AppError(
        409,
        DELIVERY_MESSAGES.tripLeft(`${rider?.nombre ?? ''} ${rider?.apellido ?? ''}`.trim()),
      );
    }
    return trip;
  }

  private async openShift(db: Executor, userId: number, lock = false) {
    const query = db
      .select()
      .from(t.turnosRepartidor)
      .where(and(eq(t.turnosRepartidor.usuarioId, userId), isNull(t.turnosRepartidor.fin)));
    const [shift] = lock ? await query.for('update') : await query;
    return shift ?? null;
  }

  private async shiftOf(shift: typeof t.turnosRepartidor.$inferSelect): Promise<Shift> {
    const [sede] = await this.db
      .select({ id: t.sedes.id, nombre: t.sedes.nombre })
      .from(t.sedes)
      .where(eq(t.sedes.id, shift.sedeId));
    return {
      id: shift.id,
      sede: sede ?? { id: shift.sedeId, nombre: '' },
      inicio: shift.inicio.toISOString(),
      fin: shift.fin?.toISOString() ?? null,
    };
  }

  /** The last stop of each order, when it could not be delivered: why it came back. */
  private async lastFailures(pedidoIds: number[]): Promise<Map<number, FailedDeliveryReason>> {
    if (pedidoIds.length === 0) return new Map();
    const rows = await this.db
      .selectDistinctOn([t.entregas.pedidoId], {
        pedidoId: t.entregas.pedidoId,
        estado: t.entregas.estado,
        motivo: t.entregas.motivo,
      })
      .from(t.entregas)
      .where(inArray(t.entregas.pedidoId, pedidoIds))
      .orderBy(t.entregas.pedidoId, desc(t.entregas.id));
    return new Map(
      rows
        .filter((r) => r.estado === 'NO_ENTREGADO' && r.motivo)
        .map((r) => [r.pedidoId, r.motivo as FailedDeliveryReason]),
    );
  }

  /** Trips with their rider, branch and stops in order. */
  private async trips(ids: number[]): Promise<Trip[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        viaje: t.viajes,
        sede: { id: t.sedes.id, nombre: t.sedes.nombre, direccion: t.sedes.direccion },
        nombre: t.usuarios.firstName,
        apellido: t.usuarios.lastName,
      })
      .from(t.viajes)
      .innerJoin(t.sedes, eq(t.sedes.id, t.viajes.sedeId))
      .innerJoin(t.usuarios, eq(t.usuarios.id, t.viajes.repartidorId))
      .where(inArray(t.viajes.id, ids));
    const stops = await this.db
      .select({
        viajeId: t.entregas.viajeId,
        orden: t.entregas.orden,
        estado: t.entregas.estado,
        motivo: t.entregas.motivo,
        cerradoEn: t.entregas.cerradoEn,
        pedido: {
          id: t.pedidos.id,
          estado: t.pedidos.estado,
          total: t.pedidos.totalPedido,
          metodoPago: t.pedidos.metodoPago,
          pagaCon: t.pedidos.pagaCon,
          saldoPendiente: t.pedidos.saldoPendiente,
          entregaEstimada: t.pedidos.entregaEstimada,
        },
        invitado: { nombre: t.invitados.nombre, numero: t.invitados.numero },
        usuario: {
          nombre: t.usuarios.firstName,
          apellido: t.usuarios.lastName,
          numero: t.usuarios.numero,
        },
        direccion: t.direccionesPedido,
      })
      .from(t.entregas)
      .innerJoin(t.pedidos, eq(t.pedidos.id, t.entregas.pedidoId))
      .leftJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.pedidos.id))
      .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
      .where(inArray(t.entregas.viajeId, ids))
      .orderBy(asc(t.entregas.orden), asc(t.entregas.id));
    const byTrip = new Map<number, Stop[]>();
    for (const s of stops) {
      const p = s.pedido;
      const stop: Stop = {
        pedido: p.id,
        orden: s.orden,
        estado_pedido: p.estado,
        estado: s.estado as Stop['estado'],
        cliente: s.invitado?.nombre ?? fullName(s.usuario?.nombre, s.usuario?.apellido),
        telefono: s.invitado?.numero ?? s.usuario?.numero ?? null,
        direccion: s.direccion?.direccionEntrega ?? '',
        instrucciones: s.direccion?.instrucciones ?? '',
        lat: s.direccion?.lat ?? null,
        lng: s.direccion?.lng ?? null,
        distancia_km: s.direccion?.distanciaKm ?? null,
        cobro: collectOf(p),
        entrega_estimada: p.entregaEstimada?.toISOString() ?? null,
        entregado_en: s.estado === 'ENTREGADO' ? (s.cerradoEn?.toISOString() ?? null) : null,
        motivo: (s.motivo as FailedDeliveryReason | null) ?? null,
      };
      byTrip.set(s.viajeId, [...(byTrip.get(s.viajeId) ?? []), stop]);
    }
    const byId = new Map(
      rows.map((r) => [
        r.viaje.id,
        {
          id: r.viaje.id,
          sede: r.sede,
          repartidor: { id: r.viaje.repartidorId, nombre: fullName(r.nombre, r.apellido) },
          estado: r.viaje.estado as TripState,
          creado_en: r.viaje.creadoEn.toISOString(),
          salio_en: r.viaje.salioEn?.toISOString() ?? null,
          terminado_en: r.viaje.terminadoEn?.toISOString() ?? null,
          paradas: byTrip.get(r.viaje.id) ?? [],
        } satisfies Trip,
      ]),
    );
    return ids.map((id) => byId.get(id)).filter((trip): trip is Trip => trip !== undefined);
  }

  /** Nearest to the branch first (dispatch's suggestion), numbered 1, 2, 3… */
  private async sortByDistance(tx: Tx, tripId: number): Promise<void> {
    const stops = await tx
      .select({
        id: t.entregas.id,
        pedido: t.entregas.pedidoId,
        distancia_km: t.direccionesPedido.distanciaKm,
      })
      .from(t.entregas)
      .leftJoin(t.direccionesPedido, eq(t.direccionesPedido.pedidoId, t.entregas.pedidoId))
      .where(and(eq(t.entregas.viajeId, tripId), eq(t.entregas.estado, 'PENDIENTE')));
    for (const [i, stop] of suggestedStopOrder(stops).entries())
      await tx
        .update(t.entregas)
        .set({ orden: i + 1 })
        .where(eq(t.entregas.id, stop.id));
  }

  /** Numbers a trip's stops 1, 2, 3… in their order (after one was taken out). */
  private async renumber(tx: Tx, tripId: number): Promise<void> {
    const stops = await tx
      .select({ id: t.entregas.id })
      .from(t.entregas)
      .where(eq(t.entregas.viajeId, tripId))
      .orderBy(asc(t.entregas.orden), asc(t.entregas.id));
    if (stops.length === 0) {
      await tx.delete(t.viajes).where(eq(t.viajes.id, tripId));
      return;
    }
    for (const [i, stop] of stops.entries())
      await tx
        .update(t.entregas)
        .set({ orden: i + 1 })
        .where(eq(t.entregas.id, stop.id));
  }

  /** A shift started or ended: the branch's dispatch refetches (a trip event without a trip). */
  private publishShift(userId: number, sedeId: number): void {
    this.publish(tripUpdated({ id: null, sedeId, repartidorId: userId }));
  }
}

/** A shift's stop as the settlement lists it. */
function settled(stop: {
  pedido: number;
  cliente: string;
  total: number;
  metodo_pago: MetodoPago;
  paga_con: number | null;
  cambio: number | null;
  efectivo: number;
  cerrado_en: string | null;
  motivo: FailedDeliveryReason | null;
}): SettlementOrder {
  return {
    pedido: stop.pedido,
    cliente: stop.cliente,
    total: stop.total,
    metodo_pago: stop.metodo_pago,
    paga_con: stop.paga_con,
    cambio: stop.cambio,
    efectivo: stop.efectivo,
    cerrado_en: stop.cerrado_en,
    motivo: stop.motivo,
  };
}

/** 'Nombre Apellido', without the missing part. */
function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ');
}

/** What the rider collects for an order: cash with the change to bring, or what was paid. */
function collectOf(order: {
  metodoPago: MetodoPago;
  total: number;
  pagaCon: number | null;
  saldoPendiente: number | null;
}): Collect {
  const cash = order.metodoPago === 'EFECTIVO';
  return {
    metodo_pago: order.metodoPago,
    total: order.total,
    paga_con: cash ? order.pagaCon : null,
    cambio: cash && order.pagaCon !== null ? Math.max(order.pagaCon - order.total, 0) : null,
    saldo_pendiente: order.saldoPendiente,
  };
}
