import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every product-categories query of the back office starts with this key. */
export const ADMIN_CATEGORIES_KEY = ['admin-categories'] as const;

/** Every category in menu order, with the active products of all branches counted. */
export function getCategories(signal?: AbortSignal): Promise<CategoriaProducto[]> {
  return api.get<CategoriaProducto[]>('/api/categoria-productos/', { signal });
}

export const categoriesQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_CATEGORIES_KEY, queryFn: ({ signal }) => getCategories(signal) });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}
