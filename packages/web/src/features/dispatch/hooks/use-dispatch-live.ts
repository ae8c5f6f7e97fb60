import { useQueryClient } from '@tanstack/react-query';
import type { LiveConnection } from '../../../lib/live-orders/use-order-events';
import { useStaffEvents } from '../../../lib/live-orders/use-staff-events';
import { DISPATCH_KEY } from '../api/get-dispatch';

/**
 * Keeps dispatch current from the live socket: a trip of the branch changed (assigned, sent, a
 * stop closed, a shift started or ended), or a delivery of the branch was created or changed
 * (ready in the kitchen, cancelled), reads the screen again; so does every (re)connection, as
 * events may have been missed meanwhile.
 */
export function useDispatchLive(sede: number, token: string | null): LiveConnection {
  const queryClient = useQueryClient();
  return useStaffEvents(token, (message) => {
    if (message.type === 'connected') {
      void queryClient.invalidateQueries({ queryKey: DISPATCH_KEY }, { cancelRefetch: false });
      return;
    }
    if (message.type === 'viaje_actualizado') {
      if (message.viaje.sede === sede)
        void queryClient.invalidateQueries({ queryKey: DISPATCH_KEY });
      return;
    }
    if (!('pedido' in message)) return;
    if (message.pedido.sede !== sede || message.pedido.tipo_pedido !== 'DOMICILIO') return;
    void queryClient.invalidateQueries({ queryKey: DISPATCH_KEY });
  });
}
