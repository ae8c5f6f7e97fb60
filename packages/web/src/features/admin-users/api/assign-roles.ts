import type { Usuario } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

export interface AssignRolesInput {
  id: number;
  roles: number[];
}

/** Replaces the roles of a user. */
export function assignRoles({ id, roles }: AssignRolesInput): Promise<Usuario> {
  return api.patch<Usuario>(`/api/users/usuarios/${id}/`, { roles });
}

export function useAssignRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignRoles,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
