import type { SedeInactiva } from '@horno/domain/retirement';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const INACTIVE_BRANCHES_KEY = ['admin-branches', 'inactive'] as const;

/** The deactivated branches (customers do not see them), for 'Activar'. */
export function getInactiveBranches(signal?: AbortSignal): Promise<SedeInactiva[]> {
  return api.get<SedeInactiva[]>('/api/locations/sedes/inactivas/', { signal });
}

export const inactiveBranchesQueryOptions = () =>
  queryOptions({
    queryKey: INACTIVE_BRANCHES_KEY,
    queryFn: ({ signal }) => getInactiveBranches(signal),
  });

export function useInactiveBranches() {
  return useQuery(inactiveBranchesQueryOptions());
}
