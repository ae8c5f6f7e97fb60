import type { TripEvent } from '@horno/domain/order-events';
import { useEffect, useEffectEvent, useState } from 'react';
import { type LiveMessage, type LiveStatus, orderSocketHub } from './order-socket';
import type { LiveConnection } from './use-order-events';

/**
 * Listens, with an API token, to riders' trip events (a branch's staff hear its trips, a rider
 * their own) and to the order events on the same socket; `connected` says when to refetch what
 * was missed.
 */
export function useTripEvents(
  token: string | null,
  onEvent: (message: LiveMessage | TripEvent) => void,
): LiveConnection {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    if (!token) return;
    return orderSocketHub().subscribe(
      { token },
      {
        onMessage: (message) => handle(message),
        onTrip: (event) => handle(event),
        onStatus: setStatus,
      },
    );
  }, [token]);

  return token ? status : 'off';
}
