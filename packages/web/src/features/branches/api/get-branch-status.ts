import type { EstadoSede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { LIVE_STATUS_MS } from '../branch-status';

export function getBranchStatus(signal?: AbortSignal): Promise<EstadoSede[]> {
  return api.get<EstadoSede[]>('/api/locations/estado-sedes/', { signal });
}

export const branchStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['branch-status'],
    queryFn: ({ signal }) => getBranchStatus(signal),
    // More often than the spec's 5 minutes near a change: hours, pauses and 'Modo ocupado'
    // change from the back office and reach open pages within seconds (only while visible).
    refetchInterval: LIVE_STATUS_MS,
    refetchOnWindowFocus: 'always',
    // Status errors are only logged by the spec; the menu still works without them.
    retry: 1,
  });

export function useBranchStatus() {
  return useQuery(branchStatusQueryOptions());
}
