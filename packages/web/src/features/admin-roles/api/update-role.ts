import type { Rol } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { roleAddress, roleKey } from './get-role';
import { ROLES_KEY } from './get-roles';

/** A new name, or the full list of permission ids (it replaces the current one). */
export type UpdateRoleInput = { id: number } & ({ rol: string } | { permisos: number[] }) & {
    /** The version of the role the form opened with (refused if another person changed it). */
    version?: RecordVersion | undefined;
  };

export function updateRole({ id, version, ...body }: UpdateRoleInput): Promise<Rol> {
  return api.patch<Rol>(roleAddress(id), body, version?.save());
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: (saved) => {
      // The role as saved, with the version its answer carried (`version.save()`).
      queryClient.setQueryData(roleKey(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: ROLES_KEY });
    },
  });
}
