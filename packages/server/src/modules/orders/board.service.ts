import {
  and,
  asc,
  count,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
} from 'drizzle-orm';
import { bogotaInstant, bogotaParts, parseBogotaDateTime } from '@horno/domain/bogota-time';
import { type EstadoPedido, ESTADOS_ACTIVOS } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { type OrderEvent, orderUpdated, type PublishOrderEvent } from '../../realtime/order-events';
import type { AuthContext } from '../auth/auth.queries';
import { SchedulingService } from '../scheduling/scheduling.service';
import { loadOrders } from './orders.queries';

export type BoardList = 'todos' | 'activos' | 'finalizados';

export interface BoardFilter {
  sede?: number | undefined;
  fecha_inicio?: string | undefined;
  fecha_fin?: string | undefined;
}

/**
 * What the board shows: every order but one paid online and not paid yet (it is placed on the
 * board when paid, and never when its window to pay expires).
 */
export const ON_THE_BOARD = or(
  ne(t.pedidos.metodoPago, 'EN_LINEA'),
  isNotNull(t.pedidos.pagadoEn),
)!;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Moves a locked order to `next`, recording who, when, from and to; answers the event to
 * publish once the transaction has committed. The board's changes and the kitchen's move to
 * Preparado go through it.
 */
export async function changeOrderState(
  tx: Tx,
  current: typeof t.pedidos.$inferSelect,
  next: { estado: EstadoPedido; activo: boolean },
  usuarioId: number,
  now: Date,
): Promise<OrderEvent> {
  await tx.update(t.pedidos).set(next).where(eq(t.pedidos.id, current.id));
  // A cancelled order gives its slot's place back, and takes it again if brought back.
  if (next.estado === 'CANCELADO' && current.estado !== 'CANCELADO')
    await SchedulingService.release(tx, current);
  else if (current.estado === 'CANCELADO' && next.estado !== 'CANCELADO')
    await SchedulingService.retake(tx, current);
  await tx.insert(t.historialEstadosPedido).values({
    pedidoId: current.id,
    estadoAnterior: current.estado,
    estadoNuevo: next.estado,
    activoAnterior: current.activo,
    activoNuevo: next.activo,
    usuarioId,
    creadoEn: now,
  });
  return orderUpdated({ ...current, ...next });
}

/** Most orders one board list answers; the rest are counted in its `X-Total-Count` header. */
export const BOARD_LIST_LIMIT = 2000;

/** The staff order board: lists by branch and Bogotá date range, state and activo changes. */
export class BoardService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publish: PublishOrderEvent,
  ) {}

  private sedesOf(caller: AuthContext, sede: number | undefined): number[] {
    if (sede === undefined) return [...caller.sedeIds];
    if (!caller.sedeIds.has(sede)) throw new AppError(403, 'No tienes acceso a esta sede.');
    return [sede];
  }

  /** The range asked for, defaulting to today in Bogotá (00:00:00 to 23:59:59). */
  private range(filter: BoardFilter): [Date, Date] {
    const today = bogotaParts(this.clock.now()).ymd;
    const from = filter.fecha_inicio
      ? parseBogotaDateTime(filter.fecha_inicio)
      : bogotaInstant(today);
    const to = filter.fecha_fin
      ? parseBogotaDateTime(filter.fecha_fin)
      : new Date(bogotaInstant(today, 24 * 60).getTime() - 1);
    if (!from) throw badRequest('Fecha inválida', { fecha_inicio: ['Fecha inválida'] });
    if (!to) throw badRequest('Fecha inválida', { fecha_fin: ['Fecha inválida'] });
    // A bare end date ('2026-11-25') means the whole day.
    const end =
      filter.fecha_fin && /^\d{4}-\d{2}-\d{2}$/.test(filter.fecha_fin.trim())
        ? new Date(to.getTime() + 24 * 60 * 60 * 1000 - 1)
        : to;
    if (end < from)
      throw badRequest('El rango de fechas no es válido', {
        fecha_fin: ['Debe ser posterior a la fecha de inicio'],
      });
    return [from, end];
  }

  /**
   * Orders sorted by the state order (PENDIENTE first), then oldest first: at most
   * `BOARD_LIST_LIMIT`, with `total` saying how many match when there are more.
   */
  async list(
    caller: AuthContext,
    which: BoardList,
    filter: BoardFilter,
  ): Promise<{ orders: Order[]; total: number }> {
    const sedes = this.sedesOf(caller, filter.sede);
    if (sedes.length === 0) return { orders: [], total: 0 };
    const [from, to] = this.range(filter);
    const conditions: SQL[] = [
      ON_THE_BOARD,
      inArray(t.pedidos.sedeId, sedes),
      // Placed in the range, for a slot in it, or for later still to come ('Programados').
      or(
        and(gte(t.pedidos.fecha, from), lte(t.pedidos.fecha, to)),
        and(gte(t.pedidos.programadoPara, from), lte(t.pedidos.programadoPara, to)),
        gt(t.pedidos.programadoPara, this.clock.now()),
      )!,
    ];
    const active = and(eq(t.pedidos.activo, true), inArray(t.pedidos.estado, [...ESTADOS_ACTIVOS]));
    if (which === 'activos') conditions.push(active!);
    if (which === 'finalizados') {
      conditions.push(
        or(eq(t.pedidos.activo, false), notInArray(t.pedidos.estado, [...ESTADOS_ACTIVOS]))!,
      );
    }
    const where = and(...conditions);
    const rows = await this.db
      .select({ id: t.pedidos.id })
      .from(t.pedidos)
      .where(where)
      // The enum is declared in the board's state order.
      .orderBy(asc(t.pedidos.estado), asc(t.pedidos.fecha), asc(t.pedidos.id))
      .limit(BOARD_LIST_LIMIT + 1);
    let total = rows.length;
    if (rows.length > BOARD_LIST_LIMIT) {
      rows.length = BOARD_LIST_LIMIT;
      const [row] = await this.db.select({ n: count() }).from(t.pedidos).where(where);
      total = row!.n;
    }
    const orders = await loadOrders(
      this.db,
      rows.map((r) => r.id),
    );
    return { orders, total };
  }

  /** Pending orders of a branch, for the sidebar badge. */
  async pendingCount(caller: AuthContext, sede: number | undefined): Promise<number> {
    const sedes = this.sedesOf(caller, sede);
    if (sedes.length === 0) return 0;
    const [row] = await this.db
      .select({ n: count() })
      .from(t.pedidos)
      .where(
        and(
          inArray(t.pedidos.sedeId, sedes),
          eq(t.pedidos.estado, 'PENDIENTE'),
          eq(t.pedidos.activo, true),
          ON_THE_BOARD,
        ),
      );
    return row?.n ?? 0;
  }

  /** Changes the state or the activo flag, recording who, when, from and to, and tells the sockets. */
  async change(
    caller: AuthContext,
    id: number,
    change: { estado: EstadoPedido } | { toggleActivo: true },
  ): Promise<Order> {
    const now = this.clock.now();
    const event = await this.db.transaction(async (tx): Promise<OrderEvent> => {
      const [current] = await tx.select().from(t.pedidos).where(eq(t.pedidos.id, id)).for('update');
      if (!current || !caller.sedeIds.has(current.sedeId)) throw notFound('Pedido no encontrado');
      if (current.metodoPago === 'EN_LINEA' && current.pagadoEn === null) {
        throw new AppError(
          409,
          'Este pedido aún no está pagado: llega al tablero cuando se pague.',
        );
      }
      return changeOrderState(
        tx,
        current,
        {
          estado: 'estado' in change ? change.estado : current.estado,
          activo: 'toggleActivo' in change ? !current.activo : current.activo,
        },
        caller.user.id,
        now,
      );
    });
    // After the commit, not waited for: a NOTIFY inside the transaction would serialize commits.
    this.publish(event);
    const [order] = await loadOrders(this.db, [id]);
    return order!;
  }
}
