import type { Eliminacion } from '@horno/domain/retirement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INGREDIENTS_KEY } from './get-ingredients';

/** Deletes an ingredient; one a product offers, or an order names, is refused (409). */
export function deleteIngredient(id: number): Promise<Eliminacion> {
  return api.delete<Eliminacion>(`/api/ingredientes/${id}/`);
}

export function useDeleteIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteIngredient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INGREDIENTS_KEY }),
  });
}
