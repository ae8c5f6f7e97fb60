import { formatOrderNumber } from '@horno/domain/dates';
import type { AssignInput, Dispatch } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useDispatchMutation } from './dispatch-mutation';

/** Puts an order into the rider's trip being loaded (the server opens one when there is none). */
export function assignOrder(input: AssignInput): Promise<Dispatch> {
  return api.post<Dispatch>('/api/despacho/asignaciones/', input);
}

export function useAssignOrder(sede: number) {
  return useDispatchMutation(
    sede,
    ({ pedido, repartidor }: AssignInput & { nombre: string }) =>
      assignOrder({ pedido, repartidor }),
    {
      success: ({ pedido, nombre }) =>
        `Pedido #${formatOrderNumber(Number(pedido))} asignado a ${nombre}`,
      failure: 'No se pudo asignar el pedido',
    },
  );
}
