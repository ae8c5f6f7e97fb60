import type { Ingrediente } from '@horno/domain/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every ingredients query starts with this key, so one invalidation refreshes them all. */
export const INGREDIENTS_KEY = ['admin-ingredients'] as const;

/** Every ingredient with its category, by name. */
export function getIngredients(signal?: AbortSignal): Promise<Ingrediente[]> {
  return api.get<Ingrediente[]>('/api/ingredientes/', { signal });
}

export const ingredientsQueryOptions = () =>
  queryOptions({ queryKey: INGREDIENTS_KEY, queryFn: ({ signal }) => getIngredients(signal) });

export function useIngredients() {
  return useQuery(ingredientsQueryOptions());
}
