import type { ZonaEntrega, ZonasEntregaInput } from '@horno/domain/delivery-areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { deliveryAreasKey } from './get-delivery-areas';

/** Replaces a branch's delivery areas (one transaction on the server). */
export function saveDeliveryAreas(sedeId: number, body: ZonasEntregaInput): Promise<ZonaEntrega[]> {
  return api.put<ZonaEntrega[]>(`/api/locations/sedes/${sedeId}/zonas/`, body);
}

/** Saves the areas; the editor reads them back as saved, and address quotes are asked again. */
export function useSaveDeliveryAreas(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ZonasEntregaInput) => saveDeliveryAreas(sedeId, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryAreasKey(sedeId), saved);
      return queryClient.invalidateQueries({ queryKey: ['address-suggestions', sedeId] });
    },
  });
}
