import type { Producto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { MENU_QUERY_KEYS } from '../../../lib/menu-queries';
import { productsRequest } from '@horno/domain/menu-reads';

// The address is shared with the server, which sends its answer in the menu's HTML (decision 020).
export { productsRequest };

/** The active regular products a branch sells. */
export function getProducts(sedeId: number, signal?: AbortSignal): Promise<Producto[]> {
  const [path, params] = productsRequest(sedeId);
  return api.get<Producto[]>(path, { params, signal, anonymous: true });
}

export const productsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: [MENU_QUERY_KEYS.products, sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getProducts(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
    ...(sedeId === null
      ? {}
      : earlyInitialData<Producto[]>(...productsRequest(sedeId), { anonymous: true })),
  });

export function useProducts(sedeId: number | null) {
  return useQuery(productsQueryOptions(sedeId));
}
