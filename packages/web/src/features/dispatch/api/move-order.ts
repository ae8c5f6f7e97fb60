import { formatOrderNumber } from '@horno/domain/dates';
import type { Dispatch } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useDispatchMutation } from './dispatch-mutation';

/** 'Pasar a…': the order goes from one rider's trip being loaded to another's. */
export function moveOrder(pedido: number, repartidor: number): Promise<Dispatch> {
  return api.put<Dispatch>(`/api/despacho/asignaciones/${pedido}/`, { repartidor });
}

export function useMoveOrder(sede: number) {
  return useDispatchMutation(
    sede,
    ({ pedido, repartidor }: { pedido: number; repartidor: number; nombre: string }) =>
      moveOrder(pedido, repartidor),
    {
      success: ({ pedido, nombre }) => `Pedido #${formatOrderNumber(pedido)} pasado a ${nombre}`,
      failure: 'No se pudo pasar el pedido',
    },
  );
}
