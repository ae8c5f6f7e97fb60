import { formatDateTimeLong } from '@horno/domain/dates';
import { ESTADO_PEDIDO_LABELS, type EstadoPedido } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { cn } from '../../../lib/cn';
import { ORDER_STATUS_STYLE } from '../../../components/ui/order-status';

const DELIVERY_FLOW: readonly EstadoPedido[] = [
  'PENDIENTE',
  'ACEPTADO',
  'EN_PROCESO',
  'PREPARADO',
  'ENVIADO',
  'ENTREGADO',
];
const PICKUP_FLOW = DELIVERY_FLOW.filter((estado) => estado !== 'ENVIADO');

/** The usual steps still ahead of an order in progress, shown greyed out. */
function stepsAhead(order: Order): EstadoPedido[] {
  if (!order.activo || order.estado === 'CANCELADO' || order.estado === 'ENTREGADO') return [];
  const flow = order.tipo_pedido === 'DOMICILIO' ? DELIVERY_FLOW : PICKUP_FLOW;
  const at = flow.indexOf(order.estado);
  return at < 0 ? [] : flow.slice(at + 1);
}

/** The order's state changes, oldest first, then what usually comes next. */
export function OrderTimeline({ order }: { order: Order }) {
  const ahead = stepsAhead(order);
  const last = order.historial.length - 1;
  return (
    <ol className="relative space-y-4">
      {order.historial.map((entry, index) => {
        const { icon: Icon, dot } = ORDER_STATUS_STYLE[entry.estado];
        const current = index === last;
        return (
          <li key={`${entry.fecha}-${index}`} className="relative flex gap-3">
            {(index < last || ahead.length > 0) && (
              <span
                aria-hidden="true"
                className="absolute top-9 bottom-[-1rem] left-4 w-0.5 bg-line"
              />
            )}
            <span
              className={cn(
                'relative flex size-8 shrink-0 items-center justify-center rounded-full text-white',
                dot,
                current && 'ring-4 ring-primary-soft',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 pt-0.5">
              <p className={cn('font-extrabold', current ? 'text-ink' : 'text-ink-muted')}>
                {ESTADO_PEDIDO_LABELS[entry.estado]}
                {!entry.activo && ' (pedido inactivo)'}
                {current && <span className="sr-only"> (estado actual)</span>}
              </p>
              <p className="text-sm text-ink-muted">{formatDateTimeLong(entry.fecha)}</p>
            </div>
          </li>
        );
      })}
      {ahead.map((estado, index) => {
        const { icon: Icon } = ORDER_STATUS_STYLE[estado];
        return (
          <li key={estado} className="relative flex gap-3">
            {index < ahead.length - 1 && (
              <span
                aria-hidden="true"
                className="absolute top-9 bottom-[-1rem] left-4 w-0.5 bg-line"
              />
            )}
            <span className="relative flex size-8 shrink-0 items-center justify-center rounded-full border-2 border-dashed border-line bg-surface text-ink-muted">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <p className="pt-1 text-ink-muted">
              {ESTADO_PEDIDO_LABELS[estado]}
              <span className="sr-only"> (próximo paso)</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
