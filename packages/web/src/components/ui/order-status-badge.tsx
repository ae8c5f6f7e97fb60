import { ESTADO_PEDIDO_LABELS, type EstadoPedido } from '@horno/domain/order-states';
import { cn } from '../../lib/cn';
import { ORDER_STATUS_STYLE } from './order-status';

/** An order state's label with its colour and icon. */
export function OrderStatusBadge({
  estado,
  size = 'md',
  className,
}: {
  estado: EstadoPedido;
  size?: 'sm' | 'md';
  className?: string;
}) {
  const { icon: Icon, badge } = ORDER_STATUS_STYLE[estado];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full font-bold whitespace-nowrap',
        size === 'sm' ? 'px-2.5 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        badge,
        className,
      )}
    >
      <Icon aria-hidden="true" className={size === 'sm' ? 'size-3.5' : 'size-4'} />
      {ESTADO_PEDIDO_LABELS[estado]}
    </span>
  );
}
