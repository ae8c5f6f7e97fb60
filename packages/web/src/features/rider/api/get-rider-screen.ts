import type { RiderScreen } from '@horno/domain/deliveries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const RIDER_SCREEN_KEY = ['rider', 'screen'] as const;

/** The live socket keeps it current; this read is the safety net when an event is missed. */
export const RIDER_REFETCH_MS = 30_000;

/** The rider's open shift, current trip and the branches a shift may start at. */
export function getRiderScreen(signal?: AbortSignal): Promise<RiderScreen> {
  return api.get<RiderScreen>('/api/repartos/', { signal });
}

export function useRiderScreen() {
  return useQuery({
    queryKey: RIDER_SCREEN_KEY,
    queryFn: ({ signal }) => getRiderScreen(signal),
    staleTime: 0,
    refetchInterval: RIDER_REFETCH_MS,
  });
}
