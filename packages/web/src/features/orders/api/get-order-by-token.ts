import type { Order } from '@horno/domain/orders';
import { api } from '../../../lib/api-client';

/** An order by its tracking token; no session needed. */
export function getOrderByToken(token: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/pedidos/token/${encodeURIComponent(token)}/`, { signal });
}
