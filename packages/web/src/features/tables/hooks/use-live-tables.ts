import { useQueryClient } from '@tanstack/react-query';
import { useStaffEvents } from '../../../lib/live-orders/use-staff-events';
import type { LiveConnection } from '../../../lib/live-orders/use-order-events';
import { tablesKey } from '../api/get-tables';

/**
 * Keeps a branch's tables current from the live socket (with the staff member's API token): a
 * table event of the branch, or an event of one of its table orders (its number and total show
 * on the card), refetches the list, and so does every (re)connection, since events may have
 * been missed meanwhile.
 */
export function useLiveTables(sede: number, token: string | null): LiveConnection {
  const queryClient = useQueryClient();
  return useStaffEvents(token, (message) => {
    const key = tablesKey(sede);
    if (message.type === 'connected') {
      void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      return;
    }
    if (message.type === 'viaje_actualizado') return;
    const about = 'mesa' in message ? message.mesa : message.pedido;
    if (about.sede !== sede) return;
    if ('pedido' in message && message.pedido.tipo_pedido !== 'MESA') return;
    void queryClient.invalidateQueries({ queryKey: key });
  });
}
