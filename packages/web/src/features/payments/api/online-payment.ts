import type { Order } from '@horno/domain/orders';
import type { PaymentMethods, StartedPayment } from '@horno/domain/payment-schemas';
import { METODOS_CONTRA_ENTREGA } from '@horno/domain/payments';
import { orderKey, paymentMethodsKey } from '@horno/domain/menu-reads';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PAYMENT_METHODS_PATH } from './paths';

const tokenPath = (token: string) => `/api/pedidos/token/${encodeURIComponent(token)}`;

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodsKey(),
    // Public and the same for everyone: without the session's token, as the HTML carries it.
    queryFn: () => api.get<PaymentMethods>(PAYMENT_METHODS_PATH, { anonymous: true }),
    staleTime: 5 * 60 * 1000,
  });

/** The methods the checkout offers ('Pago en línea' only where Wompi is configured). */
export function usePaymentMethods() {
  const query = useQuery(paymentMethodsQueryOptions());
  // Until it answers (or when it cannot), what is paid on delivery is always on offer.
  return query.data?.metodos ?? [...METODOS_CONTRA_ENTREGA];
}

/** A new attempt to pay the order of `token` online: Wompi's checkout address. */
export const startOnlinePayment = (token: string) =>
  api.post<StartedPayment>(`${tokenPath(token)}/pago/`);

/** Goes to Wompi's checkout for a new attempt. */
export async function payOnline(token: string): Promise<void> {
  const { url } = await startOnlinePayment(token);
  window.location.assign(url);
}

/** Back from Wompi with a transaction id: the server asks Wompi and answers the order. */
export function useConfirmPayment(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaccion: string) =>
      api.post<Order>(`${tokenPath(token)}/pago/confirmar/`, { id: transaccion }),
    onSuccess: (order) => queryClient.setQueryData(orderKey(order.id, token), order),
  });
}
