import type { CloseSettlementInput, Settlement } from '@horno/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { DISPATCH_KEY } from './get-dispatch';
import { settlementKey } from './get-settlement';

/** Settles a shift with the cash received (a shift still open ends with it). */
export function closeSettlement({
  turno,
  ...input
}: CloseSettlementInput & { turno: number }): Promise<Settlement> {
  return api.post<Settlement>(`/api/despacho/turnos/${turno}/liquidacion/`, input);
}

export function useCloseSettlement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSettlement,
    onSuccess: (settlement) => {
      queryClient.setQueryData(settlementKey(settlement.turno.id), settlement);
      // The shifts list and the board: the shift is settled, and the rider off shift.
      void queryClient.invalidateQueries({ queryKey: DISPATCH_KEY });
    },
    onError: (error, { turno }) => {
      // Settled by someone else, or a stop reopened: the page shows the shift as it is now.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: settlementKey(turno) });
    },
  });
}
