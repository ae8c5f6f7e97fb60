import type { Usuario } from '@horno/domain/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';
import { USERS_KEY } from './get-users';

/** A user's address: its read answers the version 'Asignar roles' sends back. */
export const userAddress = (id: number) => `/api/users/usuarios/${id}/`;

export function getUser(id: number, signal?: AbortSignal): Promise<Usuario> {
  return api.get<Usuario>(userAddress(id), {
    signal,
    onHeaders: remembersVersion(userAddress(id)),
  });
}

export const userKey = (id: number) => [...USERS_KEY, id] as const;

export const userQueryOptions = (id: number) =>
  queryOptions({
    queryKey: userKey(id),
    queryFn: ({ signal }) => getUser(id, signal),
    // Read again each time a form opens: it starts from what the server has now
    // (`isFetchedAfterMount`), with that read's version.
    refetchOnMount: 'always',
  });

export function useUser(id: number) {
  return useQuery(userQueryOptions(id));
}
