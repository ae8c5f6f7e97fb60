import type { EstadoPedido } from '@horno/domain/order-states';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { kitchenScreenKey } from './get-kitchen-screen';

/** 'Recuperar': a ticket the station bumped comes back to its screen. */
export function recoverTicket(
  estacion: number,
  pedido: number,
): Promise<{ pedido: number; estado: EstadoPedido }> {
  return api.delete(`/api/cocina/estaciones/${estacion}/listos/${pedido}/`);
}

export function useRecoverTicket(estacion: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pedido: number) => recoverTicket(estacion, pedido),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: kitchenScreenKey(estacion) }),
  });
}
