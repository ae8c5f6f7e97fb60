import type { QueryClient } from '@tanstack/react-query';
import { invalidateMenus } from '../../../lib/menu-queries';
import { INACTIVE_BRANCHES_KEY } from './get-inactive-branches';

/**
 * After a branch is deactivated or activated: both lists of the branches screen, the statuses,
 * the staff member's own branches (the picker) and every menu read again.
 */
export function refreshBranchLists(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['branches'] }),
    queryClient.invalidateQueries({ queryKey: ['branch-status'] }),
    queryClient.invalidateQueries({ queryKey: INACTIVE_BRANCHES_KEY }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'my-branches'] }),
    invalidateMenus(queryClient),
  ]).then(() => undefined);
}
