import type { Sede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * The branches the signed-in staff member belongs to, with their data: the back office's /sedes
 * (ARCHITECTURE.md: staff see only their branches). Under ['branches'], so whatever refreshes the
 * branch lists refreshes it too.
 */
export const staffBranchesQueryOptions = () =>
  queryOptions({
    queryKey: ['branches', 'staff'],
    queryFn: ({ signal }) => api.get<Sede[]>('/api/locations/sedes/asociadas/', { signal }),
  });

export function useStaffBranches() {
  return useQuery(staffBranchesQueryOptions());
}
