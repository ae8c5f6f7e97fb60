import type { Order } from '@horno/domain/orders';
import { orderByTokenPath } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';

/**
 * An order by its tracking token; no session needed, so none is sent: the answer is the same, and
 * the order page's HTML may carry it (decision 036).
 */
export function getOrderByToken(token: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(orderByTokenPath(token), { signal, anonymous: true });
}
