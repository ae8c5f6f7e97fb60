import type { SedeActivacion } from '@horno/domain/retirement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshBranchLists } from './branch-lists';

/** Customers stop seeing the branch; refused (409) while it has active orders. */
export function deactivateBranch(sedeId: number): Promise<SedeActivacion> {
  return api.post<SedeActivacion>(`/api/locations/sedes/${sedeId}/desactivar/`);
}

export function useDeactivateBranch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateBranch,
    onSuccess: () => refreshBranchLists(queryClient),
  });
}
