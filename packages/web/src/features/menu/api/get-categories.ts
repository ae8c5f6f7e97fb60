import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { categoriesKey, categoriesRequest } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';

/** A branch's categories, sorted by `orden`, with that branch's active product counts. */
export function getCategories(sedeId: number, signal?: AbortSignal): Promise<CategoriaProducto[]> {
  const [path, params] = categoriesRequest(sedeId);
  return api.get<CategoriaProducto[]>(path, { params, signal, anonymous: true });
}

export const categoriesQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: categoriesKey(sedeId),
    queryFn: sedeId === null ? skipToken : ({ signal }) => getCategories(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
  });

export function useCategories(sedeId: number | null) {
  return useQuery(categoriesQueryOptions(sedeId));
}
