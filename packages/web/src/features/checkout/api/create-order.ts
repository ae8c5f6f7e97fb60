import type { CreatedOrder, OrderInput } from '@horno/domain/orders';
import { api } from '../../../lib/api-client';

/**
 * Places an order. The same `idempotencyKey` sent again (a retry after a lost answer, a double
 * click) returns the first order instead of creating another.
 */
export function createOrder(input: OrderInput, idempotencyKey: string): Promise<CreatedOrder> {
  return api.post<CreatedOrder>('/api/pedidos/', input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
