import { orderKey } from '@horno/domain/menu-reads';
import type { Order } from '@horno/domain/orders';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { getOrder } from '../api/get-order';
import { getOrderByToken } from '../api/get-order-by-token';
import { trackingTokenFor } from '../tracked-orders';

async function fetchOrder(
  id: number,
  token: string | null,
  signedIn: boolean,
  signal: AbortSignal,
): Promise<Order> {
  if (token) {
    try {
      return await getOrderByToken(token, signal);
    } catch (error) {
      if (!signedIn || !(error instanceof ApiError) || error.status !== 404) throw error;
    }
  }
  return getOrder(id, signal);
}

/**
 * An order for its detail page: by the tracking token this browser remembers for it, else with
 * the session. The page that placed or found it puts it in the cache first (`showOrder`), and the
 * page's HTML may carry it (decision 036). Refreshed on focus; the page refetches it when the
 * live socket says it changed.
 */
export const orderDetailQueryOptions = (id: number, signedIn: boolean) => {
  const token = trackingTokenFor(id) ?? null;
  return queryOptions({
    queryKey: orderKey(id, token),
    queryFn: ({ signal }) => fetchOrder(id, token, signedIn, signal),
    enabled: (token !== null || signedIn) && id > 0,
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });
};

/** Puts an order the customer just placed or found in the cache, for its page to draw at once. */
export function showOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKey(order.id, trackingTokenFor(order.id) ?? null), order);
}

export function useOrderDetail({ id, signedIn }: { id: number; signedIn: boolean }) {
  const options = orderDetailQueryOptions(id, signedIn);
  const query = useQuery(options);
  return { ...query, reachable: options.enabled || query.data !== undefined };
}
