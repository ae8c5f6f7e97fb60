// What the live socket `/ws/pedidos/` says (decision 003): an `auth_ok` once the first message
// is accepted, then order events carrying ids and the fields sockets are scoped by, and
// `eventos_perdidos` when the server may have missed some (its database came back after a cut).
import { ESTADOS_PEDIDO, type EstadoPedido, TIPOS_PEDIDO, type TipoPedido } from './order-states';
import { isId, isObject, socketObject } from './socket-frames';

export type OrderEventType = 'pedido_creado' | 'pedido_actualizado';

export interface OrderEvent {
  type: OrderEventType;
  pedido: {
    id: number;
    sede: number;
    usuario: number | null;
    estado: EstadoPedido;
    activo: boolean;
    tipo_pedido: TipoPedido;
  };
}

/** The first message a socket sends: an API token (staff, customers) or a tracking token. */
export type OrderSocketAuth = { token: string } | { tracking: string };

/** The server stopped hearing events for a while: what a screen shows must be read again. */
export const MISSED_EVENTS = 'eventos_perdidos';

export type OrderSocketMessage = { type: 'auth_ok' } | { type: typeof MISSED_EVENTS } | OrderEvent;

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A socket message read defensively (no schema library on the customer's path); null if unknown. */
export function parseOrderSocketMessage(raw: unknown): OrderSocketMessage | null {
  const data = socketObject(raw);
  if (!data) return null;
  if (data.type === 'auth_ok') return { type: 'auth_ok' };
  if (data.type === MISSED_EVENTS) return { type: MISSED_EVENTS };
  if (data.type !== 'pedido_creado' && data.type !== 'pedido_actualizado') return null;
  const p = data.pedido;
  if (!isObject(p) || !isId(p.id) || !isId(p.sede)) return null;
  if (!(p.usuario === null || isId(p.usuario))) return null;
  if (!oneOf(ESTADOS_PEDIDO, p.estado) || !oneOf(TIPOS_PEDIDO, p.tipo_pedido)) return null;
  if (typeof p.activo !== 'boolean') return null;
  return {
    type: data.type,
    pedido: {
      id: p.id,
      sede: p.sede,
      usuario: p.usuario,
      estado: p.estado,
      activo: p.activo,
      tipo_pedido: p.tipo_pedido,
    },
  };
}

/** A table was registered or changed (state, name, an order seated at it): its branch refetches. */
export type TableEventType = 'mesa_creada' | 'mesa_actualizada';

/** What the socket says about a table: its id and the branch sockets are scoped by. */
export interface TableEvent {
  type: TableEventType;
  mesa: { id: number; sede: number };
}

/** A table event read defensively; null for anything else (order events included). */
export function parseTableSocketMessage(raw: unknown): TableEvent | null {
  const data = socketObject(raw);
  if (!data) return null;
  if (data.type !== 'mesa_creada' && data.type !== 'mesa_actualizada') return null;
  const m = data.mesa;
  if (!isObject(m) || !isId(m.id) || !isId(m.sede)) return null;
  return { type: data.type, mesa: { id: m.id, sede: m.sede } };
}

/**
 * A rider's trip changed (assigned, reordered, left, a stop closed), or their shift (`id` null):
 * dispatch and the rider refetch.
 */
export interface TripEvent {
  type: 'viaje_actualizado';
  viaje: { id: number | null; sede: number; repartidor: number };
}

/** A trip event read defensively; null for anything else. */
export function parseTripSocketMessage(raw: unknown): TripEvent | null {
  const data = socketObject(raw);
  if (!data || data.type !== 'viaje_actualizado') return null;
  const v = data.viaje;
  if (!isObject(v) || !(v.id === null || isId(v.id)) || !isId(v.sede) || !isId(v.repartidor))
    return null;
  return { type: 'viaje_actualizado', viaje: { id: v.id, sede: v.sede, repartidor: v.repartidor } };
}
