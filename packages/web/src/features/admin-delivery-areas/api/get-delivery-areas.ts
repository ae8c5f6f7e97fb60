import type { ZonaEntrega } from '@horno/domain/delivery-areas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { remembersVersion } from '../../../lib/record-version';

export const deliveryAreasKey = (sedeId: number) => ['delivery-areas', sedeId] as const;

/** A branch's delivery areas: its read answers the version 'Guardar zonas' sends back. */
export const deliveryAreasAddress = (sedeId: number) => `/api/locations/sedes/${sedeId}/zonas/`;

/** A branch's delivery areas, inactive ones included, in order. */
export function getDeliveryAreas(sedeId: number, signal?: AbortSignal): Promise<ZonaEntrega[]> {
  return api.get<ZonaEntrega[]>(deliveryAreasAddress(sedeId), {
    signal,
    onHeaders: remembersVersion(deliveryAreasAddress(sedeId)),
  });
}

/** Read again each time the editor opens: it starts from what the server has now. */
export function useDeliveryAreas(sedeId: number) {
  return useQuery({
    queryKey: deliveryAreasKey(sedeId),
    queryFn: ({ signal }) => getDeliveryAreas(sedeId, signal),
    refetchOnMount: 'always',
  });
}
