import { type TipoPedido, TIPOS_PEDIDO } from '@horno/domain/order-states';
import type { LucideIcon } from 'lucide-react';
import { ORDER_TYPE_ICONS } from '../../components/ui/order-type';
import { TIPO_PEDIDO_LABELS } from './board-orders';

/** Each order type's short label (the board's tabs are narrow) and its icon. */
export const TIPO_PEDIDO_STYLE = Object.fromEntries(
  TIPOS_PEDIDO.map((tipo) => [
    tipo,
    { label: TIPO_PEDIDO_LABELS[tipo], icon: ORDER_TYPE_ICONS[tipo] },
  ]),
) as Record<TipoPedido, { label: string; icon: LucideIcon }>;
