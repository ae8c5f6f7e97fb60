import type { OrderChangeInput } from '@horno/domain/order-changes';
import type { Order } from '@horno/domain/orders';
import { api } from '../../../../lib/api-client';

/** `PUT /api/pedidos/{id}/`, sent with the version the change started from. */
export function changeOrder(
  id: number,
  input: OrderChangeInput,
  version: string | null,
): Promise<Order> {
  return api.put<Order>(`/api/pedidos/${id}/`, input, {
    ...(version ? { headers: { 'If-Match': version } } : {}),
  });
}

/** The order and its version (`ETag`), read to start changing it. */
export async function getOrderToChange(
  id: number,
): Promise<{ order: Order; version: string | null }> {
  let version: string | null = null;
  const order = await api.get<Order>(`/api/pedidos/${id}/`, {
    onHeaders: (headers) => {
      version = headers.get('etag');
    },
  });
  return { order, version };
}
