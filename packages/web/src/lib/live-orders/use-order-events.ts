import type { OrderSocketAuth } from '@horno/domain/order-events';
import { useEffect, useEffectEvent, useState } from 'react';
import { type LiveMessage, type LiveStatus, orderSocketHub } from './order-socket';

/** 'off' when there are no credentials to listen with. */
export type LiveConnection = LiveStatus | 'off';

/**
 * Listens to the live order events the credentials may see (an API token, or a guest's tracking
 * token); `onEvent` also hears `connected`, to refetch what was missed while disconnected.
 */
export function useOrderEvents(
  auth: OrderSocketAuth | null,
  onEvent: (message: LiveMessage) => void,
): LiveConnection {
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const handle = useEffectEvent(onEvent);
  const token = auth && 'token' in auth ? auth.token : null;
  const tracking = auth && 'tracking' in auth ? auth.tracking : null;

  useEffect(() => {
    const credentials = token ? { token } : tracking ? { tracking } : null;
    if (!credentials) return;
    return orderSocketHub().subscribe(credentials, {
      onMessage: (message) => handle(message),
      onStatus: setStatus,
    });
  }, [token, tracking]);

  return token || tracking ? status : 'off';
}
