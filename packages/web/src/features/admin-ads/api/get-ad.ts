import type { Publicidad } from '@horno/domain/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADS_KEY } from './get-ads';

export function getAd(id: number, signal?: AbortSignal): Promise<Publicidad> {
  return api.get<Publicidad>(`/api/publicidades/${id}/`, { signal });
}

export const adQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADS_KEY, id], queryFn: ({ signal }) => getAd(id, signal) });

export function useAd(id: number) {
  return useQuery(adQueryOptions(id));
}
