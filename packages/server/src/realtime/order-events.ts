import { sql } from 'drizzle-orm';
import type { EstadoPedido, TipoPedido } from '@horno/domain/order-states';
import type { Database, Db } from '../db/client';

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

/**
 * Publishes an order event. Called inside the order's transaction, Postgres delivers it on
 * commit, to every instance listening on the database, and never for a rolled-back change.
 */
export async function publishOrderEvent(db: Db, event: OrderEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(event)})`);
}

/** Subscribes to the order events of every instance sharing the database. */
export async function subscribeOrderEvents(
  database: Database,
  onEvent: (event: OrderEvent) => void,
): Promise<() => Promise<void>> {
  return database.listen(ORDER_CHANNEL, (payload) => {
    try {
      onEvent(JSON.parse(payload) as OrderEvent);
    } catch {
      // Not one of ours: ignore.
    }
  });
}
