import { orderByTokenPath } from '@horno/domain/menu-reads';
import type { Order } from '@horno/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, earlyInitialData } from '../../../lib/api-client';
import { getOrder } from '../api/get-order';
import { getOrderByToken } from '../api/get-order-by-token';
import { trackingTokenFor } from '../tracked-orders';

interface UseOrderDetailOptions {
  id: number;
  /** The order handed over by the page that navigated here (checkout or lookup). */
  initial: Order | undefined;
  signedIn: boolean;
}

async function fetchOrder(
  id: number,
  token: string | undefined,
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
 * the session. Refreshed on focus; the page refetches it when the live socket says it changed.
 */
export function useOrderDetail({ id, initial, signedIn }: UseOrderDetailOptions) {
  const [token] = useState(() => trackingTokenFor(id));
  const [handedOver] = useState(() => (initial?.id === id ? initial : undefined));
  const [receivedAt] = useState(() => Date.now());
  const reachable = token !== undefined || signedIn;

  const query = useQuery({
    queryKey: ['order', id, token ?? null],
    queryFn: ({ signal }) => fetchOrder(id, token, signedIn, signal),
    enabled: reachable && id > 0,
    // The order the page that navigated here handed over, else the one asked for as the page
    // started, if it has arrived.
    ...(handedOver
      ? { initialData: handedOver, initialDataUpdatedAt: receivedAt }
      : token
        ? earlyInitialData<Order>(orderByTokenPath(token), undefined, { anonymous: true })
        : {}),
    staleTime: 10_000,
    refetchOnWindowFocus: true,
  });

  return { ...query, reachable: reachable || handedOver !== undefined };
}
