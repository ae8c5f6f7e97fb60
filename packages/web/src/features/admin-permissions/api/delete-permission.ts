import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PERMISSIONS_KEY } from './get-permissions';

export function deletePermission(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/api/users/permisos/${id}/`);
}

export function useDeletePermission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERMISSIONS_KEY }),
  });
}
