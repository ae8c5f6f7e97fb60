import type { Agotados } from '@horno/domain/catalog-admin';
import { useQuery } from '@tanstack/react-query';
import { api, earlyInitialData } from '../../../lib/api-client';
import { FALLBACK_REFRESH_MS } from '../../../lib/live-menu/menu-socket';
import { soldOutPath } from '@horno/domain/menu-reads';

export const SOLD_OUT_KEY = 'sold-out';
export const soldOutKey = (sedeId: number) => [SOLD_OUT_KEY, sedeId] as const;
// Shared with the server, which sends its answer in the menu's HTML (decision 020).
export { soldOutPath };

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
    ...(typeof sedeId === 'number'
      ? earlyInitialData<Agotados>(soldOutPath(sedeId), undefined, { anonymous: true })
      : {}),
  });
}
