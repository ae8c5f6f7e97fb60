import type { EstadoPedido } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { type BoardOrders, patchBoardOrder } from '../board-orders';
import { BOARD_KEY, staffOrderKey } from './board-keys';

export function changeOrderState(id: number, estado: EstadoPedido): Promise<Order> {
  return api.post<Order>(`/api/pedidos/${id}/cambiar_estado/`, { estado });
}

const LISTS_KEY = [...BOARD_KEY, 'lists'] as const;

/**
 * Moves an order to any state at once (spec §4): the board and the detail show it before the
 * server answers, and go back if it refuses; a failure is only logged (spec §8).
 */
export function useChangeOrderState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: EstadoPedido }) =>
      changeOrderState(id, estado),
    onMutate: async ({ id, estado }) => {
      await queryClient.cancelQueries({ queryKey: BOARD_KEY });
      const snapshot: [QueryKey, unknown][] = [
        ...queryClient.getQueriesData<BoardOrders>({ queryKey: LISTS_KEY }),
        [staffOrderKey(id), queryClient.getQueryData<Order>(staffOrderKey(id))],
      ];
      queryClient.setQueriesData<BoardOrders>({ queryKey: LISTS_KEY }, (board) =>
        board ? patchBoardOrder(board, id, { estado }) : board,
      );
      queryClient.setQueryData<Order>(staffOrderKey(id), (order) =>
        order ? { ...order, estado } : order,
      );
      return { snapshot };
    },
    onError: (error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
      console.error('Error al cambiar el estado del pedido', error);
    },
    onSuccess: (order) => {
      queryClient.setQueryData(staffOrderKey(order.id), order);
      notify.success('Estado del pedido actualizado correctamente');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BOARD_KEY }),
  });
}
