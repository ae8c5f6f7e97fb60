import { useQueryClient } from '@tanstack/react-query';
import type { LiveConnection } from '../../../lib/live-orders/use-order-events';
import { useStaffEvents } from '../../../lib/live-orders/use-staff-events';
import { RIDER_SCREEN_KEY } from '../api/get-rider-screen';

/**
 * Keeps the rider's screen current: the socket brings a rider only their own trips' events
 * (assigned, reordered, sent, taken back) and reads it again on every (re)connection, as events
 * may have been missed meanwhile.
 */
export function useRiderLive(token: string | null): LiveConnection {
  const queryClient = useQueryClient();
  return useStaffEvents(token, (message) => {
    if (message.type === 'connected') {
      void queryClient.invalidateQueries({ queryKey: RIDER_SCREEN_KEY }, { cancelRefetch: false });
      return;
    }
    if (message.type === 'viaje_actualizado')
      void queryClient.invalidateQueries({ queryKey: RIDER_SCREEN_KEY });
  });
}
