import { formatOrderNumber } from '@horno/domain/dates';
import type { Dispatch } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useDispatchMutation } from './dispatch-mutation';

/** Takes an order back from a trip that has not left: it waits in 'Por despachar' again. */
export function unassignOrder(pedido: number): Promise<Dispatch> {
  return api.delete<Dispatch>(`/api/despacho/asignaciones/${pedido}/`);
}

export function useUnassignOrder(sede: number) {
  return useDispatchMutation(sede, unassignOrder, {
    success: (pedido) => `Pedido #${formatOrderNumber(pedido)} devuelto a 'Por despachar'`,
    failure: 'No se pudo quitar el pedido del viaje',
  });
}
