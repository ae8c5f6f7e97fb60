import type { Order } from '@horno/domain/orders';
import { api } from '../../../lib/api-client';

/** An order for its signed-in owner (or staff of its branch). */
export function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/pedidos/${id}/`, { signal });
}
