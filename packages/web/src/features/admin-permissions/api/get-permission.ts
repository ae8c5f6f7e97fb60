import type { PermisoItem } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PERMISSIONS_KEY } from './get-permissions';

export function getPermission(id: number, signal?: AbortSignal): Promise<PermisoItem> {
  return api.get<PermisoItem>(`/api/users/permisos/${id}/`, { signal });
}

export const permissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PERMISSIONS_KEY, id],
    queryFn: ({ signal }) => getPermission(id, signal),
  });

export function usePermission(id: number) {
  return useQuery(permissionQueryOptions(id));
}
