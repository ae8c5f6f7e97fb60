import type { Order } from '@horno/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 'No quiero recibir mensajes': no more WhatsApp messages about the order of `token`. */
export function useStopMessages(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<Order>(`/api/pedidos/token/${encodeURIComponent(token)}/sin-mensajes/`),
    onSuccess: (order) => queryClient.setQueryData(['order', order.id, token], order),
  });
}
