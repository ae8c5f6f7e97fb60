import type { Dispatch } from '@horno/domain/deliveries';
import { api } from '../../../lib/api-client';
import { useDispatchMutation } from './dispatch-mutation';

/** A trip's orders in the order the rider will deliver them. */
export function reorderTrip(viaje: number, pedidos: readonly number[]): Promise<Dispatch> {
  return api.put<Dispatch>(`/api/despacho/viajes/${viaje}/orden/`, { pedidos });
}

export function useReorderTrip(sede: number) {
  return useDispatchMutation(
    sede,
    ({ viaje, pedidos }: { viaje: number; pedidos: readonly number[] }) =>
      reorderTrip(viaje, pedidos),
    { failure: 'No se pudo cambiar el orden de entrega' },
  );
}
