import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A branch's categories, sorted by `orden`, with that branch's active product counts. */
export function getCategories(sedeId: number, signal?: AbortSignal): Promise<CategoriaProducto[]> {
  return api.get<CategoriaProducto[]>('/api/categoria-productos/', {
    params: { sede: sedeId },
    signal,
  });
}

export const categoriesQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: ['categories', sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getCategories(sedeId, signal),
  });

export function useCategories(sedeId: number | null) {
  return useQuery(categoriesQueryOptions(sedeId));
}
