import type { EstadoPedido } from '@horno/domain/order-states';
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

export interface OrderStatusStyle {
  icon: LucideIcon;
  /** Soft background and strong text (AA contrast) for badges. */
  badge: string;
  /** The solid colour of the state's dot in timelines and card edges. */
  dot: string;
  /** The card's left edge on the board, in the state's colour. */
  edge: string;
}

/**
 * One colour and one icon per order state (DESIGN.md), the same on the board, the detail pages,
 * the customer's tracking and the receipt's label. Every state has its own hue and icon.
 */
export const ORDER_STATUS_STYLE: Record<EstadoPedido, OrderStatusStyle> = {
  PENDIENTE: {
    icon: Clock,
    badge: 'bg-amber-100 text-amber-900',
    dot: 'bg-amber-600',
    edge: 'border-l-amber-500',
  },
  ACEPTADO: {
    icon: ClipboardCheck,
    badge: 'bg-sky-100 text-sky-900',
    dot: 'bg-sky-600',
    edge: 'border-l-sky-500',
  },
  EN_PROCESO: {
    icon: ChefHat,
    badge: 'bg-orange-100 text-orange-900',
    dot: 'bg-orange-600',
    edge: 'border-l-orange-500',
  },
  PREPARADO: {
    icon: PackageCheck,
    badge: 'bg-violet-100 text-violet-900',
    dot: 'bg-violet-600',
    edge: 'border-l-violet-500',
  },
  ENVIADO: {
    icon: Bike,
    badge: 'bg-indigo-100 text-indigo-900',
    dot: 'bg-indigo-600',
    edge: 'border-l-indigo-500',
  },
  ENTREGADO: {
    icon: CircleCheckBig,
    badge: 'bg-green-100 text-green-900',
    dot: 'bg-green-700',
    edge: 'border-l-green-600',
  },
  CANCELADO: {
    icon: CircleX,
    badge: 'bg-stone-200 text-stone-800',
    dot: 'bg-stone-500',
    edge: 'border-l-stone-400',
  },
};
