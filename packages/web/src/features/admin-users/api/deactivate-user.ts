import type { Usuario } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { USERS_KEY } from './get-users';

/** Deactivates a user: their sessions close at once, their orders stay. */
export function deactivateUser(id: number): Promise<Usuario> {
  return api.post<Usuario>(`/api/users/usuarios/${id}/desactivar/`);
}

export function useDeactivateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
