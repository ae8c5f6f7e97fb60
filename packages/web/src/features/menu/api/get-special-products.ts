import type { ProductoEspecial } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { specialProductsKey, specialProductsRequest } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';

/** The special (configurable) products a branch sells. */
export function getSpecialProducts(
  sedeId: number,
  signal?: AbortSignal,
): Promise<ProductoEspecial[]> {
  const [path, params] = specialProductsRequest(sedeId);
  return api.get<ProductoEspecial[]>(path, { params, signal, anonymous: true });
}

export const specialProductsQueryOptions = (sedeId: number | null) =>
  queryOptions({
    queryKey: specialProductsKey(sedeId),
    queryFn: sedeId === null ? skipToken : ({ signal }) => getSpecialProducts(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
  });

export function useSpecialProducts(sedeId: number | null) {
  return useQuery(specialProductsQueryOptions(sedeId));
}
