import type { TableEvent, TripEvent } from '@horno/domain/order-events';
import type { EstadoPedido, TipoPedido } from '@horno/domain/order-states';
import type { Database } from '../db/client';

export const ORDER_CHANNEL = 'horno_pedidos';

export type OrderEventType = 'pedido_creado' | 'pedido_actualizado';

/** What a NOTIFY carries: ids and the few fields sockets are scoped by (payloads stay small). */
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

export type { TableEvent, TripEvent };

/** The 'pedido_actualizado' event of an order row as it stands (after its change). */
export function orderUpdated(order: {
  id: number;
  sedeId: number;
  usuarioId: number | null;
  estado: EstadoPedido;
  activo: boolean;
  tipoPedido: TipoPedido;
}): OrderEvent {
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

/**
 * What travels on the channel: order events, and table events (a table registered or changed,
 * or an order seated at it) scoped, like staff's order events, by branch.
 */
export type LiveEvent = OrderEvent | TableEvent | TripEvent;

export const isTableEvent = (event: LiveEvent): event is TableEvent =>
  event.type === 'mesa_creada' || event.type === 'mesa_actualizada';

export const isOrderEvent = (event: LiveEvent): event is OrderEvent =>
  event.type === 'pedido_creado' || event.type === 'pedido_actualizado';

/** The event of a rider's trip that changed. */
export function tripUpdated(trip: {
  id: number | null;
  sedeId: number;
  repartidorId: number;
}): TripEvent {
  return {
    type: 'viaje_actualizado',
    viaje: { id: trip.id, sede: trip.sedeId, repartidor: trip.repartidorId },
  };
}

/**
 * Publishes an order or table event to every instance listening on the database. Call it once
 * the change has committed, never inside its transaction: a commit holding a NOTIFY holds
 * Postgres' database-wide notify lock until it is flushed, so such commits go one at a time
 * (docs/decisions/003-orders-and-live-events.md). So an event is only sent for a committed
 * change; one is lost if the process stops between the commit and the NOTIFY, which clients
 * cover as they cover a dropped socket, by refetching. It never rejects (see `Database.notify`),
 * and callers do not wait for it: the request answers without the NOTIFY's round trip, and
 * without this instance's fan-out to its sockets, which the NOTIFY's echo on the LISTEN
 * connection would otherwise run first. A graceful shutdown still sends what was queued.
 */
export type PublishOrderEvent = (event: LiveEvent) => void;

/** The order-event publisher of a database, handed to the services that change orders. */
export function orderEventPublisher(database: Database): PublishOrderEvent {
  return (event) => void database.notify(ORDER_CHANNEL, JSON.stringify(event));
}

/** Subscribes to the order and table events of every instance sharing the database. */
export async function subscribeOrderEvents(
  database: Database,
  onEvent: (event: LiveEvent) => void,
  onMissedEvents?: () => void,
): Promise<() => Promise<void>> {
  return database.listen(
    ORDER_CHANNEL,
    (payload) => {
      try {
        onEvent(JSON.parse(payload) as LiveEvent);
      } catch {
        // Not one of ours: ignore.
      }
    },
    onMissedEvents,
  );
}
