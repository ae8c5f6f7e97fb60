import {
  type AllDayItem,
  type BumpInput,
  type Cocina,
  type Estacion,
  type EstacionValues,
  KITCHEN_MESSAGES,
  RECOVERABLE_TICKETS,
  type Ticket,
  type TicketLine,
} from '@horno/domain/kitchen';
import type { OrderChangeDetail } from '@horno/domain/order-changes';
import type { EstadoPedido } from '@horno/domain/order-states';
import { and, asc, desc, eq, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import type { OrderEvent, PublishOrderEvent } from '../../realtime/order-events';
import { assertSedeAccess } from '../auth/auth.guard';
import type { AuthContext } from '../auth/auth.queries';
import { changeOrderState, ON_THE_BOARD } from '../orders/board.service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** The states an order is in the kitchen: accepted, until it is Preparado. */
export const IN_KITCHEN: readonly EstadoPedido[] = ['ACEPTADO', 'EN_PROCESO'];
/** An order is in the kitchen's time: placed for now, or for later and its time has come. */
export const kitchenTimeCame = (now: Date) =>
  or(isNull(t.pedidos.cocinaDesde), lte(t.pedidos.cocinaDesde, now))!;

/** The states a bumped ticket can be brought back in. */
export const RECOVERABLE: readonly EstadoPedido[] = [...IN_KITCHEN, 'PREPARADO'];
/** How long ago an offline bump may say it was made. */
const OFFLINE_BUMP_MAX_MS = 24 * 60 * 60 * 1000;

interface StationRow {
  id: number;
  sedeId: number;
  nombre: string;
  orden: number;
  expedidor: boolean;
  minutosAmbar: number;
  minutosRojo: number;
  categorias: number[];
}

/** A line of an order as the kitchen routes it: by its product's category. */
interface KitchenLine extends Omit<TicketLine, 'nueva' | 'antes'> {
  pedidoId: number;
  categoriaId: number | null;
}

/** Whether a station makes a line: the expediter every line, the others their categories'. */
const makes = (station: Pick<StationRow, 'expedidor' | 'categorias'>, line: KitchenLine) =>
  station.expedidor || (line.categoriaId !== null && station.categorias.includes(line.categoriaId));

function toEstacion(row: StationRow): Estacion {
  return {
    id: row.id,
    sede: row.sedeId,
    nombre: row.nombre,
    orden: row.orden,
    expedidor: row.expedidor,
    categorias: [...row.categorias].sort((a, b) => a - b),
    minutos_ambar: row.minutosAmbar,
    minutos_rojo: row.minutosRojo,
  };
}

/**
 * The kitchen display's work (issue 31): a branch's stations, each station's tickets, one-tap
 * lines and bumps, and the move to Preparado once every station with lines in an order has
 * bumped it. Each change is one transaction on the locked order and, once committed, an order
 * event that every display and board of the branch refetches on.
 */
export class KitchenService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publish: PublishOrderEvent,
  ) {}

  // ── Stations ──

  private async stationsOf(db: Executor, sedeId: number): Promise<StationRow[]> {
    const rows = await db
      .select({
        id: t.estaciones.id,
        sedeId: t.estaciones.sedeId,
        nombre: t.estaciones.nombre,
        orden: t.estaciones.orden,
        expedidor: t.estaciones.expedidor,
        minutosAmbar: t.estaciones.minutosAmbar,
        minutosRojo: t.estaciones.minutosRojo,
        categorias: sql<
          number[]
        >`coalesce(array_agg(${t.estacionCategorias.categoriaId}) filter (where ${t.estacionCategorias.categoriaId} is not null), '{}')`,
      })
      .from(t.estaciones)
      .leftJoin(t.estacionCategorias, eq(t.estacionCategorias.estacionId, t.estaciones.id))
      .where(eq(t.estaciones.sedeId, sedeId))
      .groupBy(t.estaciones.id)
      .orderBy(asc(t.estaciones.orden), asc(t.estaciones.id));
    return rows;
  }

  /** A station the caller may work at (one of their branches), or 404. */
  private async station(db: Executor, caller: AuthContext, id: number): Promise<StationRow> {
    const [row] = await db
      .select({ sedeId: t.estaciones.sedeId })
      .from(t.estaciones)
      .where(eq(t.estaciones.id, id));
    if (!row || !caller.sedeIds.has(row.sedeId)) throw notFound(KITCHEN_MESSAGES.stationNotFound);
    const station = (await this.stationsOf(db, row.sedeId)).find((s) => s.id === id);
    if (!station) throw notFound(KITCHEN_MESSAGES.stationNotFound);
    return station;
  }

  async listStations(caller: AuthContext, sedeId: number): Promise<Estacion[]> {
    assertSedeAccess(caller, sedeId);
    return (await this.stationsOf(this.db, sedeId)).map(toEstacion);
  }

  async createStation(
    caller: AuthContext,
    sedeId: number,
    values: EstacionValues,
  ): Promise<Estacion> {
    assertSedeAccess(caller, sedeId);
    const id = await this.saving(() =>
      this.db.transaction(async (tx) => {
        const [{ next = 1 } = {}] = await tx
          .select({ next: sql<number>`coalesce(max(${t.estaciones.orden}), 0)::int + 1` })
          .from(t.estaciones)
          .where(eq(t.estaciones.sedeId, sedeId));
        const [row] = await tx
          .insert(t.estaciones)
          .values({ sedeId, orden: next, ...this.columns(values) })
          .returning({ id: t.estaciones.id });
        await this.writeCategories(tx, row!.id, values.categorias);
        return row!.id;
      }),
    );
    return toEstacion(await this.station(this.db, caller, id));
  }

  async updateStation(caller: AuthContext, id: number, values: EstacionValues): Promise<Estacion> {
    await this.station(this.db, caller, id);
    await this.saving(() =>
      this.db.transaction(async (tx) => {
        await tx.update(t.estaciones).set(this.columns(values)).where(eq(t.estaciones.id, id));
        await this.writeCategories(tx, id, values.categorias);
      }),
    );
    return toEstacion(await this.station(this.db, caller, id));
  }

  /** Removes a station; its bumps' history stays, named. */
  async deleteStation(caller: AuthContext, id: number): Promise<void> {
    await this.station(this.db, caller, id);
    await this.db.delete(t.estaciones).where(eq(t.estaciones.id, id));
  }

  private columns(values: EstacionValues) {
    return {
      nombre: values.nombre,
      expedidor: values.expedidor,
      minutosAmbar: values.minutos_ambar,
      minutosRojo: values.minutos_rojo,
    };
  }

  private async writeCategories(tx: Tx, estacionId: number, categorias: readonly number[]) {
    await tx.delete(t.estacionCategorias).where(eq(t.estacionCategorias.estacionId, estacionId));
    const unique = [...new Set(categorias)];
    if (unique.length === 0) return;
    const known = await tx
      .select({ id: t.categoriaProductos.id })
      .from(t.categoriaProductos)
      .where(inArray(t.categoriaProductos.id, unique));
    if (known.length !== unique.length)
      throw new AppError(400, 'Los datos enviados no son válidos.', {
        categorias: ['Una de las categorías no existe'],
      });
    await tx
      .insert(t.estacionCategorias)
      .values(unique.map((categoriaId) => ({ estacionId, categoriaId })));
  }

  /** A name another station of the branch has is a 409 on the name. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err))
        throw new AppError(409, KITCHEN_MESSAGES.nameTaken, {
          nombre: [KITCHEN_MESSAGES.nameTaken],
        });
      throw err;
    }
  }

  // ── The display ──

  /** When each order entered the kitchen: its first acceptance, else when it was placed. */
  private async entries(db: Executor, ids: readonly number[]): Promise<Map<number, Date>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: t.pedidos.id,
        fecha: t.pedidos.fecha,
        // An order for later enters at its time, though accepted when it was placed.
        aceptado: sql<Date | null>`greatest((select min(h.creado_en) from ${t.historialEstadosPedido} h
          where h.pedido_id = ${t.pedidos.id} and h.estado_nuevo in ('ACEPTADO', 'EN_PROCESO')),
          ${t.pedidos.cocinaDesde})`,
      })
      .from(t.pedidos)
      .where(inArray(t.pedidos.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.aceptado ? new Date(r.aceptado) : r.fecha]));
  }

  /** The orders' lines with what a cook reads, their category, and this station's marks. */
  private async lines(db: Executor, ids: readonly number[], estacionId: number) {
    if (ids.length === 0) return [];
    const pp = t.pedidoProductos;
    const rows = await db
      .select({
        id: pp.id,
        pedidoId: pp.pedidoId,
        nombre: pp.nombre,
        cantidad: pp.cantidad,
        observaciones: pp.observaciones,
        medida: t.medidas.label,
        mitad: sql<
          string | null
        >`(select p2.nombre from ${t.productos} p2 where p2.id = ${pp.productoMitadId})`,
        categoriaId: sql<number | null>`coalesce(
          (select p.categoria_id from ${t.productos} p where p.id = ${pp.productoId}),
          (select e.categoria_id from ${t.productosEspeciales} e where e.id = ${pp.productoEspecialId}))`,
        adiciones: sql<string[]>`coalesce((select array_agg(a.nombre order by a.id)
          from ${t.pedidoProductoAdiciones} a where a.pedido_producto_id = ${pp.id}), '{}')`,
        selecciones: sql<{ seccion: string; opcion: string }[]>`coalesce((select json_agg(
          json_build_object('seccion', s.seccion_nombre, 'opcion', s.opcion_nombre) order by s.id)
          from ${t.pedidoProductoSelecciones} s where s.pedido_producto_id = ${pp.id}), '[]')`,
        hecha: sql<boolean>`exists (select 1 from ${t.lineasHechas} h
          where h.pedido_producto_id = ${pp.id} and h.estacion_id = ${estacionId})`,
      })
      .from(pp)
      .leftJoin(t.medidas, eq(t.medidas.id, pp.medidaId))
      .where(inArray(pp.pedidoId, [...ids]))
      .orderBy(asc(pp.id));
    return rows.map((r): KitchenLine => ({
      id: r.id,
      pedidoId: r.pedidoId,
      categoriaId: r.categoriaId === null ? null : Number(r.categoriaId),
      nombre: r.nombre,
      cantidad: r.cantidad,
      medida: r.medida ?? null,
      mitad: r.mitad,
      adiciones: r.adiciones,
      selecciones: r.selecciones,
      observaciones: r.observaciones,
      hecha: r.hecha,
    }));
  }

  /** The orders as tickets of `station`: only those with lines it makes, with those lines. */
  private async tickets(
    db: Executor,
    station: StationRow,
    orders: readonly { id: number; listoEn: Date | null }[],
  ): Promise<Ticket[]> {
    const ids = orders.map((o) => o.id);
    if (ids.length === 0) return [];
    const [entries, lines, heads, changes] = await Promise.all([
      this.entries(db, ids),
      this.lines(db, ids, station.id),
      db
        .select({
          id: t.pedidos.id,
          tipo: t.pedidos.tipoPedido,
          entrega: t.pedidos.entregaEstimada,
          programado: t.pedidos.programadoPara,
          mesa: t.mesas.nombre,
          usuario: t.usuarios.firstName,
          invitado: t.invitados.nombre,
        })
        .from(t.pedidos)
        .leftJoin(t.mesas, eq(t.mesas.id, t.pedidos.mesaId))
        .leftJoin(t.usuarios, eq(t.usuarios.id, t.pedidos.usuarioId))
        .leftJoin(t.invitados, eq(t.invitados.id, t.pedidos.invitadoId))
        .where(inArray(t.pedidos.id, ids)),
      db
        .select({
          pedidoId: t.cambiosPedido.pedidoId,
          creadoEn: t.cambiosPedido.creadoEn,
          detalle: t.cambiosPedido.detalle,
        })
        .from(t.cambiosPedido)
        .where(inArray(t.cambiosPedido.pedidoId, ids))
        .orderBy(asc(t.cambiosPedido.creadoEn), asc(t.cambiosPedido.id)),
    ]);
    const head = new Map(heads.map((h) => [h.id, h]));
    const tickets: Ticket[] = [];
    for (const order of orders) {
      const h = head.get(order.id);
      if (!h) continue;
      const marked = changesFor(
        station,
        lines.filter((l) => l.pedidoId === order.id && makes(station, l)),
        changes.filter((c) => c.pedidoId === order.id),
      );
      // A station whose every line a change took out still sees them, struck, until it bumps.
      if (marked.lineas.length === 0 && marked.quitadas.length === 0) continue;
      tickets.push({
        pedido: order.id,
        tipo_pedido: h.tipo,
        mesa: h.mesa ?? null,
        cliente: (h.usuario ?? h.invitado)?.split(' ')[0] ?? null,
        entro_en: (entries.get(order.id) ?? new Date(0)).toISOString(),
        entrega_estimada: h.entrega ? new Date(h.entrega).toISOString() : null,
        programado: h.programado !== null,
        listo_en: order.listoEn ? order.listoEn.toISOString() : null,
        ...marked,
      });
    }
    return tickets;
  }

  /** A station's screen: its tickets in arrival order, the last ten it bumped, the totals. */
  async display(caller: AuthContext, estacionId: number): Promise<Cocina> {
    const station = await this.station(this.db, caller, estacionId);
    const bumped = this.db
      .select({ pedidoId: t.ticketsListos.pedidoId })
      .from(t.ticketsListos)
      .where(eq(t.ticketsListos.estacionId, estacionId));
    const [pending, recent] = await Promise.all([
      this.db
        .select({ id: t.pedidos.id })
        .from(t.pedidos)
        .where(
          and(
            eq(t.pedidos.sedeId, station.sedeId),
            eq(t.pedidos.activo, true),
            inArray(t.pedidos.estado, [...IN_KITCHEN]),
            ON_THE_BOARD,
            kitchenTimeCame(this.clock.now()),
            notInArray(t.pedidos.id, bumped),
          ),
        ),
      this.db
        .select({ id: t.ticketsListos.pedidoId, listoEn: t.ticketsListos.listoEn })
        .from(t.ticketsListos)
        .innerJoin(t.pedidos, eq(t.pedidos.id, t.ticketsListos.pedidoId))
        .where(
          and(
            eq(t.ticketsListos.estacionId, estacionId),
            eq(t.pedidos.activo, true),
            inArray(t.pedidos.estado, [...RECOVERABLE]),
          ),
        )
        .orderBy(desc(t.ticketsListos.listoEn))
        .limit(RECOVERABLE_TICKETS),
    ]);
    const [tickets, recuperables] = await Promise.all([
      this.tickets(
        this.db,
        station,
        pending.map((p) => ({ id: p.id, listoEn: null })),
      ),
      this.tickets(this.db, station, recent),
    ]);
    tickets.sort((a, b) => a.entro_en.localeCompare(b.entro_en) || a.pedido - b.pedido);
    return {
      estacion: toEstacion(station),
      ahora: this.clock.now().toISOString(),
      tickets,
      recuperables,
      todo_el_dia: allDay(tickets),
    };
  }

  /**
   * An order's ticket at each of the branch's stations `estacionIds` that makes some of its
   * lines, as the station's screen shows it: what its printer prints (modules/printing).
   */
  async ticketsOfOrder(
    sedeId: number,
    pedidoId: number,
    estacionIds: readonly number[],
  ): Promise<{ estacion: Estacion; ticket: Ticket }[]> {
    const stations = (await this.stationsOf(this.db, sedeId)).filter((s) =>
      estacionIds.includes(s.id),
    );
    const tickets = await Promise.all(
      stations.map(async (station) => {
        const [ticket] = await this.tickets(this.db, station, [{ id: pedidoId, listoEn: null }]);
        return ticket && { estacion: toEstacion(station), ticket };
      }),
    );
    return tickets.filter((found) => found !== undefined);
  }

  // ── Lines, bumps and recoveries ──

  /** The order, locked, if it is one of the station's branch's; 404 otherwise. */
  private async lockOrder(tx: Tx, station: StationRow, pedidoId: number) {
    const [order] = await tx
      .select()
      .from(t.pedidos)
      .where(eq(t.pedidos.id, pedidoId))
      .for('update');
    if (!order || order.sedeId !== station.sedeId) throw notFound('Pedido no encontrado');
    return order;
  }

  /** Refuses, saying why, a change to an order that left the kitchen meanwhile. */
  private assertInKitchen(
    order: typeof t.pedidos.$inferSelect,
    states: readonly EstadoPedido[] = IN_KITCHEN,
  ) {
    if (!order.activo || order.estado === 'CANCELADO')
      throw new AppError(409, KITCHEN_MESSAGES.orderCancelled(order.id));
    if (!states.includes(order.estado))
      throw new AppError(409, KITCHEN_MESSAGES.orderNotInKitchen(order.id));
  }

  /** The event that makes every display and board of the branch read the order again. */
  private eventOf(order: typeof t.pedidos.$inferSelect): OrderEvent {
    return {
      type: 'pedido_actualizado',
      pedido: {
        id: order.id,
        sede: order.sedeId,
        usuario: order.usuarioId,
        estado: order.estado,
        activo: order.activo,
        tipo_pedido: order.tipoPedido,
      },
    };
  }

  /** Marks a line made at the station (one tap), or not made. */
  async markLine(
    caller: AuthContext,
    estacionId: number,
    lineaId: number,
    hecha: boolean,
  ): Promise<{ hecha: boolean }> {
    const event = await this.db.transaction(async (tx) => {
      const station = await this.station(tx, caller, estacionId);
      const [line] = await tx
        .select({ pedidoId: t.pedidoProductos.pedidoId })
        .from(t.pedidoProductos)
        .where(eq(t.pedidoProductos.id, lineaId));
      if (!line) throw notFound('Línea no encontrada');
      const order = await this.lockOrder(tx, station, line.pedidoId);
      this.assertInKitchen(order);
      const [kitchenLine] = (await this.lines(tx, [order.id], estacionId)).filter(
        (l) => l.id === lineaId,
      );
      if (!kitchenLine || !makes(station, kitchenLine))
        throw new AppError(409, KITCHEN_MESSAGES.lineNotOnStation);
      if (hecha) {
        await tx
          .insert(t.lineasHechas)
          .values({ pedidoProductoId: lineaId, estacionId, hechaEn: this.clock.now() })
          .onConflictDoNothing();
      } else {
        await tx
          .delete(t.lineasHechas)
          .where(
            and(
              eq(t.lineasHechas.pedidoProductoId, lineaId),
              eq(t.lineasHechas.estacionId, estacionId),
            ),
          );
      }
      return this.eventOf(order);
    });
    this.publish(event);
    return { hecha };
  }

  /**
   * 'Listo': the station is done with the order. A bump sent again (an offline replay) changes
   * nothing; one of an order that left the kitchen meanwhile is refused with the reason. The
   * last station to bump moves the order to Preparado, as the board would.
   */
  async bump(
    caller: AuthContext,
    estacionId: number,
    input: BumpInput,
  ): Promise<{ pedido: number; estado: EstadoPedido }> {
    const now = this.clock.now();
    const events = await this.db.transaction(async (tx) => {
      const station = await this.station(tx, caller, estacionId);
      const order = await this.lockOrder(tx, station, input.pedido);
      const [already] = await tx
        .select({ pedidoId: t.ticketsListos.pedidoId })
        .from(t.ticketsListos)
        .where(
          and(eq(t.ticketsListos.pedidoId, order.id), eq(t.ticketsListos.estacionId, estacionId)),
        );
      if (already) return { estado: order.estado, events: [] as OrderEvent[] };
      this.assertInKitchen(order);
      const lines = await this.lines(tx, [order.id], estacionId);
      const [ticket] = await this.tickets(tx, station, [{ id: order.id, listoEn: null }]);
      if (!ticket) throw new AppError(409, KITCHEN_MESSAGES.notOnStation(order.id));
      // Bumped offline before staff changed what this station makes: the cook has not seen it.
      if (
        input.listo_en &&
        ticket.modificado_en &&
        new Date(input.listo_en) < new Date(ticket.modificado_en)
      )
        throw new AppError(409, KITCHEN_MESSAGES.changedSince(order.id));
      const entered = (await this.entries(tx, [order.id])).get(order.id) ?? order.fecha;
      const listoEn = bumpTime(input.listo_en, now, entered);
      await tx
        .insert(t.ticketsListos)
        .values({ pedidoId: order.id, estacionId, listoEn, usuarioId: caller.user.id });
      await tx.insert(t.eventosCocina).values({
        pedidoId: order.id,
        estacionId,
        estacionNombre: station.nombre,
        tipo: 'LISTO',
        segundos: Math.max(0, Math.round((listoEn.getTime() - entered.getTime()) / 1000)),
        usuarioId: caller.user.id,
        creadoEn: now,
      });
      // Every station with lines in the order (the expediter's included) has bumped it.
      const stations = (await this.stationsOf(tx, station.sedeId)).filter((s) =>
        lines.some((l) => makes(s, l)),
      );
      const done = await tx
        .select({ estacionId: t.ticketsListos.estacionId })
        .from(t.ticketsListos)
        .where(eq(t.ticketsListos.pedidoId, order.id));
      const doneIds = new Set(done.map((d) => d.estacionId));
      if (stations.every((s) => doneIds.has(s.id))) {
        const moved = await changeOrderState(
          tx,
          order,
          { estado: 'PREPARADO', activo: order.activo },
          caller.user.id,
          now,
        );
        return { estado: 'PREPARADO' as const, events: [moved] };
      }
      return { estado: order.estado, events: [this.eventOf(order)] };
    });
    for (const event of events.events) this.publish(event);
    return { pedido: input.pedido, estado: events.estado };
  }

  /**
   * 'Recuperar': the station's ticket comes back to its screen. An order the kitchen had already
   * made Preparado goes back to En proceso; one that left (sent, delivered, cancelled) cannot.
   */
  async recover(
    caller: AuthContext,
    estacionId: number,
    pedidoId: number,
  ): Promise<{ pedido: number; estado: EstadoPedido }> {
    const now = this.clock.now();
    const result = await this.db.transaction(async (tx) => {
      const station = await this.station(tx, caller, estacionId);
      const order = await this.lockOrder(tx, station, pedidoId);
      this.assertInKitchen(order, RECOVERABLE);
      const [removed] = await tx
        .delete(t.ticketsListos)
        .where(
          and(eq(t.ticketsListos.pedidoId, order.id), eq(t.ticketsListos.estacionId, estacionId)),
        )
        .returning({ listoEn: t.ticketsListos.listoEn });
      if (!removed) throw notFound('Ese pedido no está entre los listos de esta estación');
      const entered = (await this.entries(tx, [order.id])).get(order.id) ?? order.fecha;
      await tx.insert(t.eventosCocina).values({
        pedidoId: order.id,
        estacionId,
        estacionNombre: station.nombre,
        tipo: 'RECUPERADO',
        segundos: Math.max(0, Math.round((now.getTime() - entered.getTime()) / 1000)),
        usuarioId: caller.user.id,
        creadoEn: now,
      });
      if (order.estado === 'PREPARADO') {
        const event = await changeOrderState(
          tx,
          order,
          { estado: 'EN_PROCESO', activo: order.activo },
          caller.user.id,
          now,
        );
        return { estado: 'EN_PROCESO' as const, event };
      }
      return { estado: order.estado, event: this.eventOf(order) };
    });
    this.publish(result.event);
    return { pedido: pedidoId, estado: result.estado };
  }
}

/**
 * Whether a change touched a station's ticket: one of its lines (`lineIds`) added, with another
 * quantity or observations, or taken out (`removedIds`, the lines it took out of the station).
 */
export function changeTouches(
  detalle: OrderChangeDetail,
  lineIds: ReadonlySet<number>,
  removedIds: ReadonlySet<number>,
): boolean {
  return (
    detalle.agregadas.some((id) => lineIds.has(id)) ||
    detalle.cantidades.some((c) => lineIds.has(c.linea)) ||
    detalle.observaciones.some((o) => lineIds.has(o.linea)) ||
    detalle.quitadas.some((q) => removedIds.has(q.linea))
  );
}

/**
 * A station's lines of an order marked by the changes staff made to it: new ones, quantities
 * that were others, the lines taken out, and when the last change that touched the station was.
 */
function changesFor(
  station: Pick<StationRow, 'expedidor' | 'categorias'>,
  own: readonly KitchenLine[],
  changes: readonly { creadoEn: Date; detalle: OrderChangeDetail }[],
): Pick<Ticket, 'lineas' | 'quitadas' | 'modificado_en'> {
  const ownIds = new Set(own.map((l) => l.id));
  const nuevas = new Set<number>();
  const antes = new Map<number, number>();
  const quitadas: TicketLine[] = [];
  let modificado: Date | null = null;
  for (const { creadoEn, detalle } of changes) {
    const removed = detalle.quitadas.filter(
      (q) =>
        station.expedidor || (q.categoria !== null && station.categorias.includes(q.categoria)),
    );
    for (const id of detalle.agregadas) if (ownIds.has(id)) nuevas.add(id);
    for (const c of detalle.cantidades) if (ownIds.has(c.linea)) antes.set(c.linea, c.antes);
    for (const { categoria: _c, linea, ...line } of removed)
      quitadas.push({ id: linea, ...line, hecha: false, nueva: false, antes: null });
    if (changeTouches(detalle, ownIds, new Set(removed.map((q) => q.linea)))) modificado = creadoEn;
  }
  return {
    lineas: own.map(({ pedidoId: _p, categoriaId: _c, ...line }) => ({
      ...line,
      nueva: nuevas.has(line.id),
      antes: antes.get(line.id) ?? null,
    })),
    quitadas,
    modificado_en: modificado ? new Date(modificado).toISOString() : null,
  };
}

/** An offline bump's own time when it is believable (after entry, within a day); now otherwise. */
function bumpTime(sent: string | undefined, now: Date, entered: Date): Date {
  if (!sent) return now;
  const at = new Date(sent);
  if (Number.isNaN(at.getTime()) || at > now || now.getTime() - at.getTime() > OFFLINE_BUMP_MAX_MS)
    return now;
  return at < entered ? entered : at;
}

/** What is still to make across the tickets, by name and size, most first. */
function allDay(tickets: readonly Ticket[]): AllDayItem[] {
  const totals = new Map<string, AllDayItem>();
  for (const ticket of tickets)
    for (const line of ticket.lineas) {
      if (line.hecha) continue;
      const key = `${line.nombre}\u0000${line.medida ?? ''}`;
      const item = totals.get(key) ?? { nombre: line.nombre, medida: line.medida, cantidad: 0 };
      item.cantidad += line.cantidad;
      totals.set(key, item);
    }
  return [...totals.values()].sort(
    (a, b) => b.cantidad - a.cantidad || a.nombre.localeCompare(b.nombre, 'es'),
  );
}
