import type { Producto } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The active regular products a branch sells. */
export function getProducts(sedeId: number, signal?: AbortSignal): Promise<Producto[]> {
  return api.get<Producto[]>('/api/productos/', {
    params: { sede: sedeId, solo_activos: true },
    signal,
  });
}

export const productsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: ['products', sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getProducts(sedeId, signal),
  });

export function useProducts(sedeId: number | null) {
  return useQuery(productsQueryOptions(sedeId));
}
