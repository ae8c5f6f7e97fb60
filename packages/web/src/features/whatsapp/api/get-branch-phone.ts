import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The branch's WhatsApp phone number. */
export function getBranchPhone(
  sedeId: number,
  signal?: AbortSignal,
): Promise<{ telefono: string }> {
  return api.get<{ telefono: string }>(`/api/locations/sedes/${sedeId}/obtener_telefono/`, {
    signal,
  });
}

export function useBranchPhone(sedeId: number | null) {
  return useQuery({
    queryKey: ['branch-phone', sedeId],
    queryFn: ({ signal }) => getBranchPhone(sedeId!, signal),
    enabled: sedeId !== null,
    retry: 1,
  });
}
