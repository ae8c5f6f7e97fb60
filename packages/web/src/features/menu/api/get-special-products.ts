import type { ProductoEspecial } from '@horno/domain/catalog';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { MENU_QUERY_KEYS } from '../../../lib/menu-queries';
import { specialProductsRequest } from '@horno/domain/menu-reads';

// The address is shared with the server, which sends its answer in the menu's HTML (decision 020).
export { specialProductsRequest };

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
    queryKey: [MENU_QUERY_KEYS.specialProducts, sedeId],
    queryFn: sedeId === null ? skipToken : ({ signal }) => getSpecialProducts(sedeId, signal),
    // A menu left open follows catalog changes when the customer comes back to it.
    refetchOnWindowFocus: 'always',
    ...(sedeId === null
      ? {}
      : earlyInitialData<ProductoEspecial[]>(...specialProductsRequest(sedeId), {
          anonymous: true,
        })),
  });

export function useSpecialProducts(sedeId: number | null) {
  return useQuery(specialProductsQueryOptions(sedeId));
}
