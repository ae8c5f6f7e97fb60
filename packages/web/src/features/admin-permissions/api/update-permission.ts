import type { PermisoItem } from '@horno/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PermissionInput } from './create-permission';
import { PERMISSIONS_KEY } from './get-permissions';

export function updatePermission({
  id,
  ...input
}: PermissionInput & { id: number }): Promise<PermisoItem> {
  return api.patch<PermisoItem>(`/api/users/permisos/${id}/`, input);
}

export function useUpdatePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
