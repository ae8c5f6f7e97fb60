import type { Publicidad } from '@horno/domain/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every ads query starts with this key, so one invalidation refreshes them all. */
export const ADS_KEY = ['admin-ads'] as const;

/** Every ad with its state now, newest first (consultar_publicidad). */
export function getAds(signal?: AbortSignal): Promise<Publicidad[]> {
  return api.get<Publicidad[]>('/api/publicidades/', { signal });
}

export const adsQueryOptions = () =>
  queryOptions({ queryKey: ADS_KEY, queryFn: ({ signal }) => getAds(signal) });

export function useAds() {
  return useQuery(adsQueryOptions());
}
