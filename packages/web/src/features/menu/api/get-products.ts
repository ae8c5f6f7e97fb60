import type { Producto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { productsKey, productsRequest } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';

/** The active regular products a branch sells. */
export function getProducts(sedeId: number, signal?: AbortSignal): Promise<Producto[]> {
  const [path, params] = productsRequest(sedeId);
  return api.get<Producto[]>(path, { params, signal, anonymous: true });
}

export const productsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: productsKey(sedeId),
    queryFn: sedeId === null ? skipToken : ({ signal }) => getProducts(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
  });

export function useProducts(sedeId: number | null) {
  return useQuery(productsQueryOptions(sedeId));
}
