import type { RiderTracking } from '@horno/domain/deliveries';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The rider's position is read again this often while the order is on its way. */
const REFRESH_MS = 10_000;

/** The rider bringing the order, by its tracking token (404 unless it is Enviado in a trip). */
export function getRiderTracking(token: string, signal?: AbortSignal): Promise<RiderTracking> {
  return api.get<RiderTracking>(`/api/pedidos/token/${encodeURIComponent(token)}/repartidor/`, {
    signal,
    anonymous: true,
  });
}

/** While `onTheWay`, the rider's name, position and ETA, every 10 s; nothing otherwise. */
export function useRiderTracking(token: string | undefined, onTheWay: boolean) {
  return useQuery({
    queryKey: ['repartidor', token],
    queryFn: ({ signal }) => getRiderTracking(token!, signal),
    enabled: Boolean(token) && onTheWay,
    refetchInterval: REFRESH_MS,
    // Not on its way with a rider (a pizzeria without dispatch): the card is simply not shown.
    retry: false,
  });
}
