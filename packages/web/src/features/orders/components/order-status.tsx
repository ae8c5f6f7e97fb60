import type { EstadoPedido } from '@horno/domain/order-states';
import { ESTADO_PEDIDO_LABELS } from '@horno/domain/order-states';
import {
  Bike,
  ChefHat,
  CircleCheckBig,
  CircleX,
  ClipboardCheck,
  Clock,
  type LucideIcon,
  PackageCheck,
} from 'lucide-react';
import { cn } from '../../../lib/cn';

interface StatusStyle {
  icon: LucideIcon;
  /** Soft background and strong text (AA contrast) for badges. */
  badge: string;
  /** The solid colour of the state's dot in the timeline. */
  dot: string;
}

/** One colour and one icon per order state (DESIGN.md), wherever an order's state is shown. */
export const ORDER_STATUS_STYLE: Record<EstadoPedido, StatusStyle> = {
  PENDIENTE: { icon: Clock, badge: 'bg-amber-100 text-amber-900', dot: 'bg-amber-600' },
  ACEPTADO: { icon: ClipboardCheck, badge: 'bg-sky-100 text-sky-900', dot: 'bg-sky-600' },
  EN_PROCESO: { icon: ChefHat, badge: 'bg-orange-100 text-orange-900', dot: 'bg-orange-600' },
  PREPARADO: { icon: PackageCheck, badge: 'bg-violet-100 text-violet-900', dot: 'bg-violet-600' },
  ENVIADO: { icon: Bike, badge: 'bg-indigo-100 text-indigo-900', dot: 'bg-indigo-600' },
  ENTREGADO: { icon: CircleCheckBig, badge: 'bg-green-100 text-green-900', dot: 'bg-green-700' },
  CANCELADO: { icon: CircleX, badge: 'bg-stone-200 text-stone-800', dot: 'bg-stone-500' },
};

/** The state's label with its colour and icon. */
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
