import type { SedeActivacion } from '@horno/domain/retirement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshBranchLists } from './branch-lists';

/** Brings a deactivated branch back for customers, as it was. */
export function activateBranch(sedeId: number): Promise<SedeActivacion> {
  return api.post<SedeActivacion>(`/api/locations/sedes/${sedeId}/activar/`);
}

export function useActivateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: activateBranch,
    onSuccess: () => refreshBranchLists(queryClient),
  });
}
