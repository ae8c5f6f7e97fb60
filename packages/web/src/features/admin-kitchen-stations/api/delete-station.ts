import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STATIONS_KEY } from './get-stations';

/** Removes a station: its screen gets no more tickets; the kitchen times it kept stay. */
export function deleteStation(id: number): Promise<void> {
  return api.delete<void>(`/api/cocina/estaciones/${id}/`);
}

export function useDeleteStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATIONS_KEY }),
  });
}
