import type { Ingrediente } from '@horno/domain/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INGREDIENTS_KEY } from './get-ingredients';

export function getIngredient(id: number, signal?: AbortSignal): Promise<Ingrediente> {
  return api.get<Ingrediente>(`/api/ingredientes/${id}/`, { signal });
}

export const ingredientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...INGREDIENTS_KEY, id],
    queryFn: ({ signal }) => getIngredient(id, signal),
  });

export function useIngredient(id: number) {
  return useQuery(ingredientQueryOptions(id));
}
