import type { Settlement } from '@horno/domain/deliveries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DISPATCH_KEY } from './get-dispatch';

// Under the dispatch key: a stop the rider closes meanwhile refreshes what is due.
export const settlementKey = (turno: number) => [...DISPATCH_KEY, 'liquidacion', turno] as const;

/** A shift's orders by how they were paid, the cash to hand in and the closing, once settled. */
export function getSettlement(turno: number, signal?: AbortSignal): Promise<Settlement> {
  return api.get<Settlement>(`/api/despacho/turnos/${turno}/liquidacion/`, { signal });
}

export function useSettlement(turno: number) {
  return useQuery({
    queryKey: settlementKey(turno),
    queryFn: ({ signal }) => getSettlement(turno, signal),
  });
}
