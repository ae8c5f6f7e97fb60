import { isPedidoActivo } from '@horno/domain/order-states';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ActiveOrderSummary, getActiveOrder } from '../api/get-active-order';
import { getOrderByToken } from '../api/get-order-by-token';
import { trackedOrders } from '../tracked-orders';

// A guest rarely has more than one order going; the newest few are enough to find it.
const GUEST_ORDERS_CHECKED = 5;

/**
 * The order still in progress to show on the menu: the signed-in customer's active order, or the
 * newest active one among the orders this browser placed as a guest. Refreshed on focus.
 */
export function useActiveOrder(signedIn: boolean): ActiveOrderSummary | null {
  const [tracked] = useState(() => trackedOrders().slice(0, GUEST_ORDERS_CHECKED));

  const account = useQuery({
    queryKey: ['active-order'],
    queryFn: ({ signal }) => getActiveOrder(signal),
    enabled: signedIn,
    staleTime: 15_000,
    refetchOnWindowFocus: true,
  });

  const guest = useQueries({
    queries: tracked.map(({ id, token }) => ({
      queryKey: ['order', id, token],
      queryFn: ({ signal }: { signal: AbortSignal }) => getOrderByToken(token, signal),
      enabled: !signedIn,
      staleTime: 15_000,
      refetchOnWindowFocus: true,
      retry: false,
    })),
  });

  if (signedIn) return account.data ?? null;
  const newest = guest
    .map((query) => query.data)
    .filter((order) => order !== undefined && isPedidoActivo(order))
    .sort((a, b) => b!.id - a!.id)[0];
  return newest ? { id: newest.id, estado: newest.estado } : null;
}
