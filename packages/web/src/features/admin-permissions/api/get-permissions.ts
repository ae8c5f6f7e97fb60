import type { PermisoItem } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every permissions query starts with this key, so one invalidation refreshes them all. */
export const PERMISSIONS_KEY = ['admin-permissions'] as const;

export function getPermissions(signal?: AbortSignal): Promise<PermisoItem[]> {
  return api.get<PermisoItem[]>('/api/users/permisos/', { signal });
}

export const permissionsQueryOptions = () =>
  queryOptions({ queryKey: PERMISSIONS_KEY, queryFn: ({ signal }) => getPermissions(signal) });

export function usePermissions() {
  return useQuery(permissionsQueryOptions());
}
