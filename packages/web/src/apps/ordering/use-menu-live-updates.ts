import type { MenuEvent } from '@horno/domain/menu-events';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  BRANCH_HOURS_KEY,
  branchStatusQueryOptions,
} from '../../features/branches/api/get-branch-status';
import { branchesQueryOptions } from '../../features/branches/api/get-branches';
import { SOLD_OUT_KEY, soldOutKey } from '../../features/menu/api/sold-out';
import { browserMenuSocket, connectMenuSocket } from '../../lib/live-menu/menu-socket';
import { invalidateMenus } from '../../lib/menu-queries';

const invalidate = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.invalidateQueries({ queryKey });

/**
 * What an open menu reads again when told that something changed: a branch (its status, the
 * list and its hours), the catalog (every menu query), or one branch's sold-out list; 'all' after the socket was
 * down.
 */
export function refreshAfter(queryClient: QueryClient, event: MenuEvent | 'all'): Promise<void> {
  const branches = () =>
    Promise.all([
      invalidate(queryClient, branchStatusQueryOptions().queryKey),
      invalidate(queryClient, branchesQueryOptions().queryKey),
      invalidate(queryClient, [BRANCH_HOURS_KEY]),
    ]);
  const reads: Promise<unknown>[] = [];
  if (event === 'all' || event.type === 'sedes') reads.push(branches());
  if (event === 'all' || event.type === 'catalogo') reads.push(invalidateMenus(queryClient));
  if (event === 'all') reads.push(invalidate(queryClient, [SOLD_OUT_KEY]));
  else if (event.type === 'agotados') reads.push(invalidate(queryClient, soldOutKey(event.sede)));
  return Promise.all(reads).then(() => undefined);
}

/**
 * Keeps an open menu (the customer's, or staff mode's) in step with the back office: a change of
 * hours, a pause, the catalog or a sold-out switch on any instance is read again at once.
 */
export function useMenuLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      connectMenuSocket(browserMenuSocket(), {
        onEvent: (event) => void refreshAfter(queryClient, event),
        onReconnect: () => void refreshAfter(queryClient, 'all'),
      }),
    [queryClient],
  );
}
