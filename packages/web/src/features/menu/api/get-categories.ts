import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { MENU_QUERY_KEYS } from '../../../lib/menu-queries';

/** The address of a branch's categories (also asked for early: early-data.ts). */
export const categoriesRequest = (sedeId: number) =>
  ['/api/categoria-productos/', { sede: sedeId }] as const;

/** A branch's categories, sorted by `orden`, with that branch's active product counts. */
export function getCategories(sedeId: number, signal?: AbortSignal): Promise<CategoriaProducto[]> {
  const [path, params] = categoriesRequest(sedeId);
  return api.get<CategoriaProducto[]>(path, { params, signal });
}

export const categoriesQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: [MENU_QUERY_KEYS.categories, sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getCategories(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
    ...(sedeId === null ? {} : earlyInitialData<CategoriaProducto[]>(...categoriesRequest(sedeId))),
  });

export function useCategories(sedeId: number | null) {
  return useQuery(categoriesQueryOptions(sedeId));
}
