import type { Order } from '@horno/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { type BoardOrders, patchBoardOrder } from '../board-orders';
import { BOARD_KEY, staffOrderKey } from './board-keys';

export function toggleOrderActive(id: number): Promise<Order> {
  return api.post<Order>(`/api/pedidos/${id}/cambiar_estado_activo/`);
}

/** 'Desactivar'/'Activar': the server flips the flag and answers the order. */
export function useToggleOrderActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => toggleOrderActive(id),
    onSuccess: (order) => {
      queryClient.setQueriesData<BoardOrders>({ queryKey: [...BOARD_KEY, 'lists'] }, (board) =>
        board ? patchBoardOrder(board, order.id, { activo: order.activo }) : board,
      );
      queryClient.setQueryData(staffOrderKey(order.id), order);
      notify.success(
        order.activo ? 'Pedido activado correctamente' : 'Pedido desactivado correctamente',
      );
    },
    onError: (error) => {
      console.error('Error al cambiar el estado del pedido', error);
      notify.error('Error al cambiar el estado del pedido');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}
