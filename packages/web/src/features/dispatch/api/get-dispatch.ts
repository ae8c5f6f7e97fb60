import type { Dispatch } from '@horno/domain/deliveries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every dispatch query starts with this key, so one invalidation refreshes them all. */
export const DISPATCH_KEY = ['dispatch'] as const;
export const dispatchKey = (sede: number) => [...DISPATCH_KEY, sede] as const;

/** The live socket keeps it current; this read is the safety net when an event is missed. */
export const DISPATCH_REFETCH_MS = 30_000;

/** What waits for a rider at the branch, and the riders on shift with their trips. */
export function getDispatch(sede: number, signal?: AbortSignal): Promise<Dispatch> {
  return api.get<Dispatch>('/api/despacho/', { params: { sede }, signal });
}

export function useDispatch(sede: number) {
  return useQuery({
    queryKey: dispatchKey(sede),
    queryFn: ({ signal }) => getDispatch(sede, signal),
    staleTime: 0,
    refetchInterval: DISPATCH_REFETCH_MS,
  });
}
