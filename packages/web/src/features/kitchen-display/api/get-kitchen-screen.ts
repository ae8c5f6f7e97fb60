import type { Cocina } from '@horno/domain/kitchen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every kitchen screen's query starts with this key. */
export const KITCHEN_SCREEN_KEY = ['kitchen', 'screen'] as const;
export const kitchenScreenKey = (estacion: number) => [...KITCHEN_SCREEN_KEY, estacion] as const;

/** A station's screen: its tickets in arrival order, the last ones bumped, the all-day totals. */
export function getKitchenScreen(estacion: number, signal?: AbortSignal): Promise<Cocina> {
  return api.get<Cocina>(`/api/cocina/estaciones/${estacion}/`, { signal });
}

/**
 * A station's screen, kept current by the live socket (useKitchenLive) and, as a safety net,
 * read again every `refetchInterval` ms. Tickets move all the time: a screen is never served
 * from an old cache.
 */
export function useKitchenScreen(
  estacion: number | null,
  { refetchInterval = false }: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: kitchenScreenKey(estacion ?? 0),
    queryFn: ({ signal }) => getKitchenScreen(estacion ?? 0, signal),
    enabled: estacion !== null,
    staleTime: 0,
    refetchInterval,
    // Offline, the screen keeps drawing what it last had; the reads resume with the connection.
    networkMode: 'always',
    retry: false,
  });
}
