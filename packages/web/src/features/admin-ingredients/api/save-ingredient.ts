import type { Ingrediente, IngredienteInput } from '@horno/domain/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from '../../../lib/menu-queries';
import { INGREDIENTS_KEY } from './get-ingredients';

/** Registers an ingredient, or changes ingredient `id` when given. */
export function saveIngredient({
  id,
  ...input
}: IngredienteInput & { id?: number | undefined }): Promise<Ingrediente> {
  return id === undefined
    ? api.post<Ingrediente>('/api/ingredientes/', input)
    : api.put<Ingrediente>(`/api/ingredientes/${id}/`, input);
}

/** Saves an ingredient; the lists and the menus (additions carry its name) read again. */
export function useSaveIngredient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIngredient,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INGREDIENTS_KEY }),
        invalidateMenus(queryClient),
      ]),
  });
}
