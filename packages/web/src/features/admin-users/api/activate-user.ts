import type { Usuario } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** Lets a deactivated user sign in again with their password. */
export function activateUser(id: number): Promise<Usuario> {
  return api.post<Usuario>(`/api/users/usuarios/${id}/activar/`);
}

export function useActivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
