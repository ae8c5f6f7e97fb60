import type { Rol } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ROLES_KEY } from './get-roles';

export function createRole(input: { rol: string }): Promise<Rol> {
  return api.post<Rol>('/api/users/roles/', input);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ROLES_KEY }),
  });
}
