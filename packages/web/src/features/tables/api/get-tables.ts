import type { Mesa } from '@horno/domain/tables';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every tables query starts with this key. */
export const TABLES_KEY = ['tables'] as const;
export const tablesKey = (sede: number) => [...TABLES_KEY, sede] as const;

export function getTables(sede: number, signal?: AbortSignal): Promise<Mesa[]> {
  return api.get<Mesa[]>('/api/locations/mesas/', { params: { sede_id: sede }, signal });
}

/**
 * A branch's tables with their open orders, in the order they were registered; refetched when
 * the window regains focus, and every `refetchInterval` ms when one is given.
 */
export function useTables(sede: number, options: { refetchInterval?: number | false } = {}) {
  return useQuery({
    queryKey: tablesKey(sede),
    queryFn: ({ signal }) => getTables(sede, signal),
    refetchOnWindowFocus: true,
    refetchInterval: options.refetchInterval ?? false,
    enabled: sede > 0,
  });
}
