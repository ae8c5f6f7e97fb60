import type { Publicidad } from '@horno/domain/ads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADS_KEY } from './get-ads';

/** The list's Activar/Desactivar: the server answers the ad with its state now. */
export function setAdActive({ id, activa }: { id: number; activa: boolean }): Promise<Publicidad> {
  return api.patch<Publicidad>(`/api/publicidades/${id}/`, { activa });
}

export function useSetAdActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS_KEY }),
  });
}
