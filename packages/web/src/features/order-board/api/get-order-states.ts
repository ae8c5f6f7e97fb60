import {
  ESTADO_PEDIDO_LABELS,
  type EstadoPedido,
  ESTADOS_PEDIDO,
} from '@horno/domain/order-states';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface OrderStateOption {
  value: EstadoPedido;
  label: string;
}

// The same list the server answers, so the menu is never empty while it loads.
const KNOWN_STATES: OrderStateOption[] = ESTADOS_PEDIDO.map((value) => ({
  value,
  label: ESTADO_PEDIDO_LABELS[value],
}));

export function getOrderStates(signal?: AbortSignal): Promise<OrderStateOption[]> {
  return api.get<OrderStateOption[]>('/api/estados-pedido/', { signal });
}

/** The states staff may pick, in the board's order (GET /api/estados-pedido/). */
export function useOrderStates(): OrderStateOption[] {
  const query = useQuery({
    queryKey: ['order-states'],
    queryFn: ({ signal }) => getOrderStates(signal),
    staleTime: Infinity,
  });
  return query.data ?? KNOWN_STATES;
}
