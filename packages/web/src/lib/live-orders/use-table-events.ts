import type { TableEvent } from '@horno/domain/order-events';
import { useEffect, useEffectEvent, useState } from 'react';
import { type LiveMessage, type LiveStatus, orderSocketHub } from './order-socket';
import type { LiveConnection } from './use-order-events';

/**
 * Listens, with a staff member's API token, to the table events of their branches and to the
 * order events on the same socket; `connected` says when to refetch what was missed.
 */
export function useTableEvents(
  token: string | null,
  onEvent: (message: LiveMessage | TableEvent) => void,
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
        onStatus: setStatus,
      },
    );
  }, [token]);

  return token ? status : 'off';
}
