import type { Eliminacion } from '@horno/domain/retirement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCategories } from './save-category';

/** Removes an empty category; one with products is refused (409) saying how many to move. */
export function deleteCategory(id: number): Promise<Eliminacion> {
  return api.delete<Eliminacion>(`/api/categoria-productos/${id}/`);
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => refreshCategories(queryClient),
  });
}
