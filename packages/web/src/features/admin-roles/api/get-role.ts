import type { Rol } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ROLES_KEY } from './get-roles';

export function getRole(id: number, signal?: AbortSignal): Promise<Rol> {
  return api.get<Rol>(`/api/users/roles/${id}/`, { signal });
}

export const roleQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ROLES_KEY, id], queryFn: ({ signal }) => getRole(id, signal) });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
