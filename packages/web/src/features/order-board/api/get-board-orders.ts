import type { Order } from '@horno/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { BoardOrders } from '../board-orders';
import { type DateRange, rangeQuery } from '../date-ranges';
import { boardListsKey } from './board-keys';

/** A branch's active and finished orders in a date range (Bogotá), sorted by the server. */
export async function getBoardOrders(
  sede: number,
  range: DateRange,
  signal?: AbortSignal,
): Promise<BoardOrders> {
  const params = { sede, ...rangeQuery(range) };
  let finalizadosTotal: number | undefined;
  const [activos, finalizados] = await Promise.all([
    api.get<Order[]>('/api/pedidos/activos/', { params, signal }),
    api.get<Order[]>('/api/pedidos/finalizados/', {
      params,
      signal,
      // A long range of a busy branch is cut by the server; it says how many there were.
      onHeaders: (headers) => {
        const total = Number(headers.get('x-total-count'));
        if (total > 0) finalizadosTotal = total;
      },
    }),
  ]);
  return { activos, finalizados, finalizadosTotal };
}

export function useBoardOrders(sede: number, range: DateRange) {
  return useQuery({
    queryKey: boardListsKey(sede, range.from, range.to),
    queryFn: ({ signal }) => getBoardOrders(sede, range, signal),
    // Another range of the same branch stays on screen while the new one loads.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === sede ? previous : undefined,
    // Live events keep the board fresh; a returning tab checks anyway.
    refetchOnWindowFocus: true,
  });
}
