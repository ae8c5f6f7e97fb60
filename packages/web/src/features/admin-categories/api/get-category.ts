import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_CATEGORIES_KEY } from './get-categories';

export function getCategory(id: number, signal?: AbortSignal): Promise<CategoriaProducto> {
  return api.get<CategoriaProducto>(`/api/categoria-productos/${id}/`, { signal });
}

export const categoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ADMIN_CATEGORIES_KEY, id],
    queryFn: ({ signal }) => getCategory(id, signal),
  });

export function useCategory(id: number) {
  return useQuery(categoryQueryOptions(id));
}
