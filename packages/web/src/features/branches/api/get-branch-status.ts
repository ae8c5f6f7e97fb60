import type { EstadoSede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { shouldRefreshStatus, STATUS_REFRESH_MS } from '../branch-status';

export function getBranchStatus(signal?: AbortSignal): Promise<EstadoSede[]> {
  return api.get<EstadoSede[]>('/api/locations/estado-sedes/', { signal });
}

export const branchStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['branch-status'],
    queryFn: ({ signal }) => getBranchStatus(signal),
    refetchInterval: (query) => (shouldRefreshStatus(query.state.data) ? STATUS_REFRESH_MS : false),
    // Status errors are only logged by the spec; the menu still works without them.
    retry: 1,
  });

export function useBranchStatus() {
  return useQuery(branchStatusQueryOptions());
}
