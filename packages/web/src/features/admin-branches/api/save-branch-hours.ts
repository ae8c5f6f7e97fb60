import type { HorariosSemana } from '@horno/domain/branch-admin';
import type { HorarioSede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Replaces a branch's week of hours (the server does it in one transaction). */
export function saveBranchHours(rows: HorariosSemana): Promise<HorarioSede[]> {
  return api.post<HorarioSede[]>('/api/locations/horarios-sede/', rows);
}

/** Saves the week; the branch's schedule and every open/closed state read again. */
export function useSaveBranchHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBranchHours,
    onSuccess: (saved, rows) => {
      queryClient.setQueryData(['branch-hours', rows[0]?.sede ?? null], saved);
      return queryClient.invalidateQueries({ queryKey: ['branch-status'] });
    },
  });
}
