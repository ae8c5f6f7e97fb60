import type { Sede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchesKey } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';
import { BRANCHES_PATH } from './paths';

export function getBranches(signal?: AbortSignal): Promise<Sede[]> {
  return api.get<Sede[]>(BRANCHES_PATH, { signal, anonymous: true });
}

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: branchesKey(),
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 5 * 60_000,
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
