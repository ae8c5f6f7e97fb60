import type { ProductoEspecial } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The special (configurable) products a branch sells. */
export function getSpecialProducts(
  sedeId: number,
  signal?: AbortSignal,
): Promise<ProductoEspecial[]> {
  return api.get<ProductoEspecial[]>('/api/productos-especiales/', {
    params: { sede: sedeId },
    signal,
  });
}

export const specialProductsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: ['special-products', sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getSpecialProducts(sedeId, signal),
  });

export function useSpecialProducts(sedeId: number | null) {
  return useQuery(specialProductsQueryOptions(sedeId));
}
