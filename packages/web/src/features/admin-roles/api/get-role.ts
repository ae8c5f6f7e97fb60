import type { Rol } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';
import { ROLES_KEY } from './get-roles';

/** A role's address: its read answers the version its name's and its permissions' saves send. */
export const roleAddress = (id: number) => `/api/users/roles/${id}/`;

export function getRole(id: number, signal?: AbortSignal): Promise<Rol> {
  return api.get<Rol>(roleAddress(id), { signal, onHeaders: remembersVersion(roleAddress(id)) });
}

export const roleKey = (id: number) => [...ROLES_KEY, id] as const;

export const roleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: roleKey(id),
    queryFn: ({ signal }) => getRole(id, signal),
    // Read again each time a form opens: it starts from what the server has now
    // (`isFetchedAfterMount`), with that read's version.
    refetchOnMount: 'always',
  });

export function useRole(id: number) {
  return useQuery(roleQueryOptions(id));
}
