import { useDraggable } from '@dnd-kit/core';
import { formatOrderNumber, formatTime } from '@horno/domain/dates';
import {
  type DispatchOrder,
  type DispatchRider,
  FAILED_DELIVERY_LABELS,
} from '@horno/domain/deliveries';
import { formatCOP } from '@horno/domain/money';
import { METODO_PAGO_LABELS } from '@horno/domain/payments';
import { Clock, GripVertical, MapPin, Undo2 } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { cn } from '../../../lib/cn';
import { formatDistance } from '../dispatch-format';
import { AssignMenu } from './assign-menu';

/** The id a waiting order is dragged by. */
export const orderDragId = (pedido: number) => `pedido-${pedido}`;

interface WaitingOrderCardProps {
  order: DispatchOrder;
  riders: readonly DispatchRider[];
  assigning: boolean;
  onAssign: (rider: DispatchRider) => void;
}

/** A delivery waiting for a rider: who, where, how much, by when; 'Asignar' or drag it onto one. */
export function WaitingOrderCard({ order, riders, assigning, onAssign }: WaitingOrderCardProps) {
  const number = `#${formatOrderNumber(order.pedido)}`;
  // A mouse drags the card onto a rider (the keyboard and touch use 'Asignar'): no drag
  // attributes, so the card stays an article and not a button holding buttons.
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: orderDragId(order.pedido),
    data: { pedido: order.pedido },
    disabled: riders.length === 0 || assigning,
  });
  const distance = formatDistance(order.distancia_km);
  return (
    <article
      ref={setNodeRef}
      {...listeners}
      aria-label={`Pedido ${number}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:flex-row sm:items-start',
        order.devuelto && 'border-warning/60',
        riders.length > 0 && 'lg:cursor-grab',
        isDragging && 'opacity-40',
      )}
    >
      <GripVertical
        aria-hidden="true"
        className={cn(
          'mt-0.5 hidden size-5 shrink-0 text-ink-muted',
          riders.length > 0 && 'lg:block',
        )}
      />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-base font-extrabold text-ink tabular-nums">{number}</h3>
          <OrderStatusBadge estado={order.estado} size="sm" />
          {order.devuelto ? (
            <Badge tone="warning" className="gap-1">
              <Undo2 aria-hidden="true" className="size-3.5" />
              Devuelto: {FAILED_DELIVERY_LABELS[order.devuelto]}
            </Badge>
          ) : null}
        </div>
        <p className="font-bold text-ink">{order.cliente}</p>
        <p className="flex items-start gap-1.5 text-sm text-ink">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-muted" />
          <span className="min-w-0">
            {order.direccion}
            {distance ? <span className="text-ink-muted"> · {distance}</span> : null}
          </span>
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
          <span className="font-bold text-ink tabular-nums">{formatCOP(order.total)}</span>
          <span>{METODO_PAGO_LABELS[order.metodo_pago]}</span>
          {order.entrega_estimada ? (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-3.5" />
              Entrega {formatTime(order.entrega_estimada)}
            </span>
          ) : null}
        </p>
      </div>
      <AssignMenu
        pedido={order.pedido}
        riders={riders}
        pending={assigning}
        onAssign={onAssign}
        className="self-stretch sm:self-start"
      />
    </article>
  );
}
