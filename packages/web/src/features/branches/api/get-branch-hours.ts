import type { HorarioSede } from '@horno/domain/branches';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCH_HOURS_KEY } from './get-branch-status';

export function getBranchHours(sedeId: number, signal?: AbortSignal): Promise<HorarioSede[]> {
  return api.get<HorarioSede[]>('/api/locations/horarios-sede/', {
    params: { sede_id: sedeId },
    signal,
  });
}

export function useBranchHours(sedeId: number | null) {
  return useQuery({
    queryKey: [BRANCH_HOURS_KEY, sedeId],
    queryFn: ({ signal }) => getBranchHours(sedeId!, signal),
    enabled: sedeId !== null,
    staleTime: 10 * 60_000,
  });
}
