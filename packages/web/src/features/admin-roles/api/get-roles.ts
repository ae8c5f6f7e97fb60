import type { Rol } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every roles query starts with this key, so one invalidation refreshes them all. */
export const ROLES_KEY = ['admin-roles'] as const;

export function getRoles(signal?: AbortSignal): Promise<Rol[]> {
  return api.get<Rol[]>('/api/users/roles/', { signal });
}

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ROLES_KEY, queryFn: ({ signal }) => getRoles(signal) });

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
