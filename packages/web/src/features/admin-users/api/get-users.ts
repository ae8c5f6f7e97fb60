import type { Usuario } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every users query starts with this key, so one invalidation refreshes them all. */
export const USERS_KEY = ['admin-users'] as const;

export function getUsers(signal?: AbortSignal): Promise<Usuario[]> {
  return api.get<Usuario[]>('/api/users/usuarios/', { signal });
}

export const usersQueryOptions = () =>
  queryOptions({ queryKey: USERS_KEY, queryFn: ({ signal }) => getUsers(signal) });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
