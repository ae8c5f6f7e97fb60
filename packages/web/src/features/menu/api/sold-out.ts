import type { Agotados } from '@horno/domain/catalog-admin';
import { useQuery } from '@tanstack/react-query';
import { CATALOG_KEYS, soldOutKey, soldOutPath } from '@horno/domain/menu-reads';
import { api } from '../../../lib/api-client';
import { FALLBACK_REFRESH_MS } from '../../../lib/live-menu/menu-socket';

export const SOLD_OUT_KEY = CATALOG_KEYS.soldOut;
export { soldOutKey, soldOutPath };

/**
 * What a branch has run out of today. An open menu hears of a switch through its live socket
 * (`useMenuLiveUpdates`); focus and a slow poll cover a socket that is down.
 */
export function useSoldOut(sedeId: number | null | undefined) {
  return useQuery({
    queryKey: soldOutKey(sedeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Agotados>(soldOutPath(sedeId as number), { signal, anonymous: true }),
    enabled: typeof sedeId === 'number',
    refetchInterval: FALLBACK_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}
