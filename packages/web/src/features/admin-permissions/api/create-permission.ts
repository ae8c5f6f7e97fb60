import type { PermisoItem } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PERMISSIONS_KEY } from './get-permissions';

export interface PermissionInput {
  nombre: string;
  clave: string;
}

export function createPermission(input: PermissionInput): Promise<PermisoItem> {
  return api.post<PermisoItem>('/api/users/permisos/', input);
}

export function useCreatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
