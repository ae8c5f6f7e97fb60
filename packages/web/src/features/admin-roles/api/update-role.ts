import type { Rol } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ROLES_KEY } from './get-roles';

/** A new name, or the full list of permission ids (it replaces the current one). */
export type UpdateRoleInput = { id: number } & ({ rol: string } | { permisos: number[] });

export function updateRole({ id, ...body }: UpdateRoleInput): Promise<Rol> {
  return api.patch<Rol>(`/api/users/roles/${id}/`, body);
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
