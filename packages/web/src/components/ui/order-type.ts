import type { TipoPedido } from '@horno/domain/order-states';
import { type LucideIcon, ShoppingBag, Truck, Utensils } from 'lucide-react';

/** One icon per order type, wherever a type is shown: checkout, board, order detail. */
export const ORDER_TYPE_ICONS: Record<TipoPedido, LucideIcon> = {
  DOMICILIO: Truck,
  RECOGER: ShoppingBag,
  MESA: Utensils,
};
