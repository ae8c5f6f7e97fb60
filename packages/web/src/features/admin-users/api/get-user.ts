import type { Usuario } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

export function getUser(id: number, signal?: AbortSignal): Promise<Usuario> {
  return api.get<Usuario>(`/api/users/usuarios/${id}/`, { signal });
}

export const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...USERS_KEY, id], queryFn: ({ signal }) => getUser(id, signal) });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
