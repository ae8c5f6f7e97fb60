import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const deliveryAreasKey = (sedeId: number) => ['delivery-areas', sedeId] as const;

/** A branch's delivery areas, inactive ones included, in order. */
export function getDeliveryAreas(sedeId: number, signal?: AbortSignal): Promise<ZonaEntrega[]> {
  return api.get<ZonaEntrega[]>(`/api/locations/sedes/${sedeId}/zonas/`, { signal });
}

export function useDeliveryAreas(sedeId: number) {
  return useQuery({
    queryKey: deliveryAreasKey(sedeId),
    queryFn: ({ signal }) => getDeliveryAreas(sedeId, signal),
  });
}
