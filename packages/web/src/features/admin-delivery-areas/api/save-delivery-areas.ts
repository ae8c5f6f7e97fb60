import type { ZonaEntrega, ZonasEntregaInput } from '@horno/domain/delivery-areas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { deliveryAreasAddress, deliveryAreasKey } from './get-delivery-areas';

/**
 * Replaces a branch's delivery areas (one transaction on the server); with `version`, refused if
 * another person saved them meanwhile.
 */
export function saveDeliveryAreas(
  sedeId: number,
  body: ZonasEntregaInput,
  version?: RecordVersion,
): Promise<ZonaEntrega[]> {
  return api.put<ZonaEntrega[]>(deliveryAreasAddress(sedeId), body, version?.save());
}

export interface SaveDeliveryAreasInput {
  body: ZonasEntregaInput;
  /** The version of the areas the editor opened with. */
  version?: RecordVersion | undefined;
}

/** Saves the areas; the editor reads them back as saved, and address quotes are asked again. */
export function useSaveDeliveryAreas(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: SaveDeliveryAreasInput) =>
      saveDeliveryAreas(sedeId, body, version),
    onSuccess: (saved) => {
      // The areas as saved, with the version their answer carried (`version.save()`).
      queryClient.setQueryData(deliveryAreasKey(sedeId), saved);
      return queryClient.invalidateQueries({ queryKey: ['address-suggestions', sedeId] });
    },
  });
}
