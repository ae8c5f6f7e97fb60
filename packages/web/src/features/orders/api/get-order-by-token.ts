import type { Order } from '@horno/domain/orders';
import { api } from '../../../lib/api-client';

/** The address of an order by its tracking token (also asked for early). */
export const orderByTokenPath = (token: string) =>
  `/api/pedidos/token/${encodeURIComponent(token)}/`;

/** An order by its tracking token; no session needed. */
export function getOrderByToken(token: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(orderByTokenPath(token), { signal });
}
