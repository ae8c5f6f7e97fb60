import type { Eliminacion } from '@horno/domain/retirement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADS_KEY } from './get-ads';

/** Deletes an ad: it leaves the list and the customers' pop-up. */
export function deleteAd(id: number): Promise<Eliminacion> {
  return api.delete<Eliminacion>(`/api/publicidades/${id}/`);
}

export function useDeleteAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADS_KEY }),
  });
}
