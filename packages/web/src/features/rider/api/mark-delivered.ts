import { formatOrderNumber } from '@horno/domain/dates';
import type { RiderScreen } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useRiderMutation } from './rider-mutation';

/** 'Entregado': the stop is done and the order Entregado. */
export function markDelivered(pedido: number): Promise<RiderScreen> {
  return api.post<RiderScreen>(`/api/repartos/paradas/${pedido}/entregado/`);
}

export function useMarkDelivered() {
  return useRiderMutation(markDelivered, {
    success: (pedido) => `Pedido #${formatOrderNumber(pedido)} entregado`,
    failure: 'No se pudo marcar el pedido como entregado',
  });
}
