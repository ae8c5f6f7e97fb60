import type { AgotadoInput, Agotados } from '@horno/domain/catalog-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const soldOutKey = (sedeId: number) => ['sold-out', sedeId] as const;

/** What a branch has run out of today; read often, so kept fresh by focus and a short poll. */
export function useSoldOut(sedeId: number | null | undefined) {
  return useQuery({
    queryKey: soldOutKey(sedeId ?? 0),
    queryFn: ({ signal }) =>
      api.get<Agotados>(`/api/locations/sedes/${sedeId}/agotados/`, { signal }),
    enabled: typeof sedeId === 'number',
    refetchInterval: 20_000,
    refetchOnWindowFocus: true,
  });
}

export function useSetSoldOut(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgotadoInput) =>
      api.post<Agotados>(`/api/locations/sedes/${sedeId}/agotados/`, input),
    onSuccess: (agotados) => queryClient.setQueryData(soldOutKey(sedeId), agotados),
  });
}
