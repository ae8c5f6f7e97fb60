import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const pendingCountKey = (sede: number) => ['pending-orders', sede] as const;

/** How many orders of the branch wait in PENDIENTE (the sidebar's red badge). */
export async function getPendingCount(sede: number, signal?: AbortSignal): Promise<number> {
  const answer = await api.get<{ pendientes: number }>('/api/pedidos/pendientes/', {
    params: { sede },
    signal,
  });
  return answer.pendientes;
}

/** The count, or null while unknown; a failure is only logged (spec §8). */
export function usePendingCount(sede: number | null, enabled: boolean): number | null {
  const query = useQuery({
    queryKey: pendingCountKey(sede ?? 0),
    queryFn: async ({ signal }) => {
      try {
        return await getPendingCount(sede!, signal);
      } catch (error) {
        if (!(error instanceof DOMException))
          console.error('Error al cargar pedidos pendientes', error);
        throw error;
      }
    },
    enabled: enabled && sede !== null,
    refetchOnWindowFocus: true,
  });
  return query.data ?? null;
}
