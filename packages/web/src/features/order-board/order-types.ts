import type { TipoPedido } from '@horno/domain/order-states';
import { ShoppingBag, Truck, Utensils, type LucideIcon } from 'lucide-react';
import { TIPO_PEDIDO_LABELS } from './board-orders';

/** Each order type's label and icon on the board. */
export const TIPO_PEDIDO_STYLE: Record<TipoPedido, { label: string; icon: LucideIcon }> = {
  DOMICILIO: { label: TIPO_PEDIDO_LABELS.DOMICILIO, icon: Truck },
  RECOGER: { label: TIPO_PEDIDO_LABELS.RECOGER, icon: ShoppingBag },
  MESA: { label: TIPO_PEDIDO_LABELS.MESA, icon: Utensils },
};
