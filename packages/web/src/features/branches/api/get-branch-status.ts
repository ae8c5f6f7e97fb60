import type { EstadoSede } from '@horno/domain/branches';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

// Spec §9: refresh every 5 minutes while some branch opens or closes within 30 minutes.
const REFRESH_MS = 300_000;
const SOON_MINUTES = 30;

export function getBranchStatus(signal?: AbortSignal): Promise<EstadoSede[]> {
  return api.get<EstadoSede[]>('/api/locations/estado-sedes/', { signal });
}

function changesSoon(estados: EstadoSede[] | undefined): boolean {
  return (estados ?? []).some(
    (estado) => estado.minutos_para_cambio !== null && estado.minutos_para_cambio <= SOON_MINUTES,
  );
}

export const branchStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['branch-status'],
    queryFn: ({ signal }) => getBranchStatus(signal),
    refetchInterval: (query) => (changesSoon(query.state.data) ? REFRESH_MS : false),
    // Status errors are only logged by the spec; the menu still works without them.
    retry: 1,
  });

export function useBranchStatus() {
  return useQuery(branchStatusQueryOptions());
}
