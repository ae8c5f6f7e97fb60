import type { Estacion } from '@horno/domain/kitchen';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of the branches' kitchen stations starts with this key. */
export const STATIONS_KEY = ['admin-kitchen-stations'] as const;

/** A branch's kitchen stations, in their order. */
export function getStations(sedeId: number, signal?: AbortSignal): Promise<Estacion[]> {
  return api.get<Estacion[]>(`/api/locations/sedes/${sedeId}/estaciones/`, { signal });
}

export const stationsQueryOptions = (sedeId: number) =>
  queryOptions({
    queryKey: [...STATIONS_KEY, sedeId],
    queryFn: ({ signal }) => getStations(sedeId, signal),
  });

/** `fresh`: read again on opening, whatever is cached (a form starts from the stations as they are). */
export function useStations(sedeId: number, { fresh = false } = {}) {
  return useQuery({ ...stationsQueryOptions(sedeId), refetchOnMount: fresh ? 'always' : true });
}
