import type { ShiftSummary } from '@horno/domain/deliveries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { DISPATCH_KEY } from './get-dispatch';

// Under the dispatch key: the live socket's refresh (a shift started, a stop closed) reaches it.
export const shiftsKey = (sede: number) => [...DISPATCH_KEY, 'turnos', sede] as const;

/** The branch's rider shifts of the last 7 days, newest first, and whether each was settled. */
export function getShifts(sede: number, signal?: AbortSignal): Promise<ShiftSummary[]> {
  return api.get<ShiftSummary[]>('/api/despacho/turnos/', { params: { sede }, signal });
}

export function useShifts(sede: number) {
  return useQuery({
    queryKey: shiftsKey(sede),
    queryFn: ({ signal }) => getShifts(sede, signal),
  });
}
