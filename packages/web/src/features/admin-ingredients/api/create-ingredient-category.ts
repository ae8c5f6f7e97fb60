import type { CategoriaIngrediente, CategoriaIngredienteInput } from '@horno/domain/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INGREDIENT_CATEGORIES_KEY } from './get-ingredient-categories';

export function createIngredientCategory(
  input: CategoriaIngredienteInput,
): Promise<CategoriaIngrediente> {
  return api.post<CategoriaIngrediente>('/api/categoria-ingredientes/', input);
}

export function useCreateIngredientCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIngredientCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INGREDIENT_CATEGORIES_KEY }),
  });
}
