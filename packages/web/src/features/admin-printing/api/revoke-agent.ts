import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCH_PRINTING_KEY } from './get-branch-printing';

/** 'Desconectar': the agent's token stops working and the agent stops; pairing again needs a code. */
export function revokeAgent(id: number): Promise<void> {
  return api.delete<void>(`/api/impresion/agentes/${id}/`);
}

export function useRevokeAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAgent,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANCH_PRINTING_KEY }),
  });
}
