import type { Order } from '@horno/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffOrderKey } from './board-keys';

export function getStaffOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/pedidos/${id}/`, { signal });
}

/** An order of the staff member's branches, with its history. */
export function useStaffOrder(id: number | null) {
  return useQuery({
    queryKey: staffOrderKey(id ?? 0),
    queryFn: ({ signal }) => getStaffOrder(id!, signal),
    enabled: id !== null,
    refetchOnWindowFocus: true,
  });
}
