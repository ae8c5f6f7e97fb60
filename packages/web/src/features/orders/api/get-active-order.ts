import type { EstadoPedido } from '@horno/domain/order-states';
import { api } from '../../../lib/api-client';

/** The signed-in customer's most recent order still in progress. */
export interface ActiveOrderSummary {
  id: number;
  estado: EstadoPedido;
}

type ActiveOrderAnswer = { message: string } | (ActiveOrderSummary & { id?: number });

/** The active order, or null when the answer is a message or has no id (customer-app.md §7). */
export async function getActiveOrder(signal?: AbortSignal): Promise<ActiveOrderSummary | null> {
  const answer = await api.get<ActiveOrderAnswer>('/api/users/active-order/', { signal });
  return 'id' in answer && typeof answer.id === 'number'
    ? { id: answer.id, estado: answer.estado }
    : null;
}
