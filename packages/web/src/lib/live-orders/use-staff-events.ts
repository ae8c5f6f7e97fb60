import type { TableEvent, TripEvent } from '@horno/domain/order-events';
import { useEffect, useEffectEvent, useState } from 'react';
import { type LiveMessage, type LiveStatus, orderSocketHub } from './order-socket';
import type { LiveConnection } from './use-order-events';

/** What a token's socket carries besides order events: tables, and riders' trips. */
export type StaffEvent = LiveMessage | TableEvent | TripEvent;

/**
 * Listens, with an API token, to everything its socket carries: the order events, the table
 * events of a staff member's branches, and riders' trips (a branch's staff hear its trips, a
 * rider their own); `connected` says when to refetch what was missed.
 */
export function useStaffEvents(
  token: string | null,
  onEvent: (message: StaffEvent) => void,
): LiveConnection {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handle = useEffectEvent(onEvent);

  useEffect(() => {
    if (!token) return;
    return orderSocketHub().subscribe(
      { token },
      {
        onMessage: (message) => handle(message),
        onTable: (event) => handle(event),
        onTrip: (event) => handle(event),
        onStatus: setStatus,
      },
    );
  }, [token]);

  return token ? status : 'off';
}
