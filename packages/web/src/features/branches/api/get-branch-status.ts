import type { EstadoSede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { branchStatusKey } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';
import { FALLBACK_REFRESH_MS } from '../../../lib/live-menu/menu-socket';
import { BRANCH_STATUS_PATH } from './paths';

export function getBranchStatus(signal?: AbortSignal): Promise<EstadoSede[]> {
  return api.get<EstadoSede[]>(BRANCH_STATUS_PATH, { signal, anonymous: true });
}

export const branchStatusQueryOptions = () =>
  queryOptions({
    queryKey: branchStatusKey(),
    queryFn: ({ signal }) => getBranchStatus(signal),
    // Hours, pauses and 'Modo ocupado' reach open menus through their live socket
    // (`useMenuLiveUpdates`, decision 017); this poll, more often than the spec's 5 minutes near
    // a change, covers a socket that is down and the openings and closings the clock brings.
    refetchInterval: FALLBACK_REFRESH_MS,
    refetchOnWindowFocus: 'always',
    // Status errors are only logged by the spec; the menu still works without them.
    retry: 1,
  });

/**
 * The first part of a branch's hours' query key (get-branch-hours.ts). Here, on the menu's first
 * load, for the live updates that refresh the hours.
 */
export const BRANCH_HOURS_KEY = 'branch-hours';

export function useBranchStatus() {
  return useQuery(branchStatusQueryOptions());
}
