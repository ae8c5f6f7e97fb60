import type { Sede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { BRANCHES_PATH } from './paths';

export function getBranches(signal?: AbortSignal): Promise<Sede[]> {
  return api.get<Sede[]>(BRANCHES_PATH, { signal, anonymous: true });
}

export const branchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches'],
    queryFn: ({ signal }) => getBranches(signal),
    staleTime: 5 * 60_000,
    ...earlyInitialData<Sede[]>(BRANCHES_PATH, undefined, { anonymous: true }),
  });

export function useBranches() {
  return useQuery(branchesQueryOptions());
}
