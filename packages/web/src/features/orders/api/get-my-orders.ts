import type { MyOrders } from '@horno/domain/orders';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** 'Mis pedidos': the signed-in customer's orders, newest first, a page at a time. */
export const myOrdersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['my-orders'],
    queryFn: ({ pageParam, signal }) =>
      api.get<MyOrders>('/api/pedidos/mios/', { params: { antes: pageParam }, signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.siguiente ?? undefined,
  });
