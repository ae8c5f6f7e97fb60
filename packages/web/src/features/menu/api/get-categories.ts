import type { CategoriaProducto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { MENU_QUERY_KEYS } from '../../../lib/menu-queries';
import { categoriesRequest } from '@horno/domain/menu-reads';

// The address is shared with the server, which sends its answer in the menu's HTML (decision 020).
export { categoriesRequest };

/** A branch's categories, sorted by `orden`, with that branch's active product counts. */
export function getCategories(sedeId: number, signal?: AbortSignal): Promise<CategoriaProducto[]> {
  const [path, params] = categoriesRequest(sedeId);
  return api.get<CategoriaProducto[]>(path, { params, signal, anonymous: true });
}

export const categoriesQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: [MENU_QUERY_KEYS.categories, sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getCategories(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
    ...(sedeId === null
      ? {}
      : earlyInitialData<CategoriaProducto[]>(...categoriesRequest(sedeId), { anonymous: true })),
  });

export function useCategories(sedeId: number | null) {
  return useQuery(categoriesQueryOptions(sedeId));
}
