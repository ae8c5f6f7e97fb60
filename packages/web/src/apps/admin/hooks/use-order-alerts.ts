import { useQueryClient } from '@tanstack/react-query';
import {
  pendingCountKey,
  usePendingCount,
} from '../../../features/admin-layout/api/get-pending-count';
import { hasPermission, useAuthStore } from '../../../features/auth/store';
import { playNewOrderSound } from '../../../features/live-orders/new-order-sound';
import { useOrderEvents } from '../../../lib/live-orders/use-order-events';

/**
 * For staff who manage orders, on every back-office page: the selected branch's pending count
 * for the sidebar badge, kept current by the live socket, and the new-order chime.
 */
export function useOrderAlerts(): number | null {
  const queryClient = useQueryClient();
  const token = useAuthStore((s) => s.token);
  const sede = useAuthStore((s) => s.selectedLocation?.id ?? null);
  const managesOrders = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_pedidos'));
  const pending = usePendingCount(sede, managesOrders);

  useOrderEvents(managesOrders && token ? { token } : null, (message) => {
    if (sede === null) return;
    const key = pendingCountKey(sede);
    if (message.type === 'connected') {
      // Catch up with what happened while the socket was connecting or down.
      void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
      return;
    }
    // Staff of several branches hear all of them; only the selected one counts here.
    if (message.pedido.sede !== sede) return;
    if (message.type === 'pedido_creado') {
      const { estado, activo } = message.pedido;
      if (estado === 'PENDIENTE' && activo) {
        queryClient.setQueryData<number>(key, (count) => (count === undefined ? count : count + 1));
      }
      void playNewOrderSound();
    }
    void queryClient.invalidateQueries({ queryKey: key });
  });

  return pending;
}
