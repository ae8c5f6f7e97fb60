import type { Ingrediente, IngredienteInput } from '@horno/domain/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { invalidateMenus } from '../../../lib/menu-queries';
import { INGREDIENTS_KEY } from './get-ingredients';
import { ingredientAddress } from './get-ingredient';

/** Registers an ingredient, or changes ingredient `id` when given. */
export function saveIngredient({
  id,
  version,
  ...input
}: IngredienteInput & { id?: number | undefined; version?: RecordVersion }): Promise<Ingrediente> {
  return id === undefined
    ? api.post<Ingrediente>('/api/ingredientes/', input)
    : api.put<Ingrediente>(ingredientAddress(id), input, version?.save());
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
