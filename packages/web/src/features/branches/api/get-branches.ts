import type { Sede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every branch (public). */
export const BRANCHES_PATH = '/api/locations/sedes/';

export function getBranches(signal?: AbortSignal): Promise<Sede[]> {
  return api.get<Sede[]>(BRANCHES_PATH, { signal });
}

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches'],
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 5 * 60_000,
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
