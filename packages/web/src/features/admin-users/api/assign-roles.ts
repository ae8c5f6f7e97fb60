import type { Usuario } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { userAddress, userKey } from './get-user';
import { USERS_KEY } from './get-users';

export interface AssignRolesInput {
  id: number;
  roles: number[];
  /** The version of the user the form opened with (refused if another person changed them). */
  version?: RecordVersion | undefined;
}

/** Replaces the roles of a user. */
export function assignRoles({ id, roles, version }: AssignRolesInput): Promise<Usuario> {
  return api.patch<Usuario>(userAddress(id), { roles }, version?.save());
}

export function useAssignRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoles,
    onSuccess: (saved) => {
      // The user as saved, with the version their answer carried (`version.save()`).
      queryClient.setQueryData(userKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: USERS_KEY });
    },
  });
}
