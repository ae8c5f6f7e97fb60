import type { CategoriaIngrediente } from '@horno/domain/catalog-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const INGREDIENT_CATEGORIES_KEY = ['admin-ingredient-categories'] as const;

/** The categories of ingredients, by name. */
export function getIngredientCategories(signal?: AbortSignal): Promise<CategoriaIngrediente[]> {
  return api.get<CategoriaIngrediente[]>('/api/categoria-ingredientes/', { signal });
}

export const ingredientCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: INGREDIENT_CATEGORIES_KEY,
    queryFn: ({ signal }) => getIngredientCategories(signal),
  });

export function useIngredientCategories() {
  return useQuery(ingredientCategoriesQueryOptions());
}
