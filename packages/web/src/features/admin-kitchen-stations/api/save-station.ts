import type { Estacion, EstacionInput } from '@horno/domain/kitchen';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { STATIONS_KEY } from './get-stations';

/** Creates a station of branch `sedeId` (last in its order), or changes station `id` when given. */
export function saveStation({
  sedeId,
  id,
  ...input
}: EstacionInput & { sedeId: number; id?: number | undefined }): Promise<Estacion> {
  return id === undefined
    ? api.post<Estacion>(`/api/locations/sedes/${sedeId}/estaciones/`, input)
    : api.put<Estacion>(`/api/cocina/estaciones/${id}/`, input);
}

export function useSaveStation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATIONS_KEY }),
  });
}
