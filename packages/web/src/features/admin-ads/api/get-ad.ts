import type { Publicidad } from '@horno/domain/ads';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';
import { ADS_KEY } from './get-ads';

/** An ad's address: its read answers the version its saves send back. */
export const adAddress = (id: number) => `/api/publicidades/${id}/`;

export function getAd(id: number, signal?: AbortSignal): Promise<Publicidad> {
  return api.get<Publicidad>(adAddress(id), { signal, onHeaders: remembersVersion(adAddress(id)) });
}

export const adQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...ADS_KEY, id], queryFn: ({ signal }) => getAd(id, signal) });

export function useAd(id: number) {
  return useQuery(adQueryOptions(id));
}
