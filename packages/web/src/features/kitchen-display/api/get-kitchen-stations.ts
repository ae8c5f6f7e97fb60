import type { Estacion } from '@horno/domain/kitchen';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A branch's kitchen stations, in their order: the choices of a kitchen display. */
export function getKitchenStations(sede: number, signal?: AbortSignal): Promise<Estacion[]> {
  return api.get<Estacion[]>(`/api/locations/sedes/${sede}/estaciones/`, { signal });
}

export function useKitchenStations(sede: number) {
  return useQuery({
    queryKey: ['kitchen', 'stations', sede],
    queryFn: ({ signal }) => getKitchenStations(sede, signal),
    enabled: sede > 0,
  });
}
