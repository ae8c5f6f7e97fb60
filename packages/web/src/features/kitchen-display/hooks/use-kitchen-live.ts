import { useQueryClient } from '@tanstack/react-query';
import { type LiveConnection, useOrderEvents } from '../../../lib/live-orders/use-order-events';
import { KITCHEN_SCREEN_KEY } from '../api/get-kitchen-screen';

/**
 * Keeps the kitchen screens of a branch current from the live socket (the board's events): an
 * order of the branch accepted, changed, bumped or a line marked at any display reads the screen
 * again, so two displays of one station stay in step. Every (re)connection reads it too and
 * calls `onConnected` (the outbox sends what waited).
 */
export function useKitchenLive(
  sede: number,
  token: string | null,
  onConnected: () => void,
): LiveConnection {
  const queryClient = useQueryClient();
  return useOrderEvents(token ? { token } : null, (message) => {
    if (message.type === 'connected') {
      void queryClient.invalidateQueries(
        { queryKey: KITCHEN_SCREEN_KEY },
        { cancelRefetch: false },
      );
      onConnected();
      return;
    }
    if (message.pedido.sede !== sede) return;
    void queryClient.invalidateQueries({ queryKey: KITCHEN_SCREEN_KEY });
  });
}
