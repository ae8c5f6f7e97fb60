import { formatOrderNumber } from '@horno/domain/dates';
import type { FailedStopInput, RiderScreen } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useRiderMutation } from './rider-mutation';

/** 'No se pudo entregar': the order goes back to the branch with the reason. */
export function markFailed(pedido: number, input: FailedStopInput): Promise<RiderScreen> {
  return api.post<RiderScreen>(`/api/repartos/paradas/${pedido}/no-entregado/`, input);
}

export function useMarkFailed() {
  return useRiderMutation(
    ({ pedido, input }: { pedido: number; input: FailedStopInput }) => markFailed(pedido, input),
    {
      success: ({ pedido }) =>
        `Pedido #${formatOrderNumber(pedido)} devuelto a la sede como no entregado`,
      failure: 'No se pudo registrar la entrega fallida',
      toastErrors: false,
    },
  );
}
