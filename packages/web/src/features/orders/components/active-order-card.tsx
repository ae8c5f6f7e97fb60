import { formatOrderNumber } from '@horno/domain/dates';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from '../../../lib/link';
import { useOrderEvents } from '../../../lib/live-orders/use-order-events';
import { useActiveOrder } from '../hooks/use-active-order';
import { trackingTokenFor } from '../tracked-orders';
import { ORDER_STATUS_STYLE } from '../../../components/ui/order-status';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';

/** 'Tu pedido #00012 · En preparación · Ver estado y detalle', linking to the order in progress. */
export default function ActiveOrderCard({ signedIn }: { signedIn: boolean }) {
  const order = useActiveOrder(signedIn);
  const queryClient = useQueryClient();
  // The shown order changes live when this device knows its tracking token (it placed it).
  const orderId = order?.id;
  const tracking = useMemo(
    () => (orderId === undefined ? undefined : trackingTokenFor(orderId)),
    [orderId],
  );
  useOrderEvents(tracking ? { tracking } : null, () => {
    void queryClient.invalidateQueries({ queryKey: ['active-order'] }, { cancelRefetch: false });
    if (orderId) void queryClient.invalidateQueries({ queryKey: ['order', orderId] });
  });
  if (!order) return null;
  const { icon: Icon, badge } = ORDER_STATUS_STYLE[order.estado];
  return (
    <section aria-label="Pedido en curso">
      <Link
        to={`/pedidos/${order.id}/detalle`}
        className="group flex min-h-14 items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 shadow-card transition-shadow hover:shadow-card-hover"
      >
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${badge}`}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-extrabold text-ink">
              Tu pedido #{formatOrderNumber(order.id)}
            </span>
            <OrderStatusBadge estado={order.estado} size="sm" />
          </span>
          <span className="mt-0.5 block text-sm font-bold text-primary-strong">
            Ver estado y detalle
          </span>
        </span>
        <ChevronRight
          aria-hidden="true"
          className="size-5 shrink-0 text-primary-strong transition-transform group-hover:translate-x-0.5"
        />
      </Link>
    </section>
  );
}
