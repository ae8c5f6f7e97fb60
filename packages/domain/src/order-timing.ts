// When an order is due (issue 32), for the board and the kitchen: zod-free, the board's first
// screen reads it.
import { isPedidoActivo } from './order-states';
import type { Order } from './orders';

/** Ordered for later and not in the kitchen's time yet: the board's 'Programados'. */
export const waitsForItsTime = (order: Pick<Order, 'cocina_desde'>, now: number): boolean =>
  order.cocina_desde !== null && Date.parse(order.cocina_desde) > now;

/** Still in the works past the time it was promised. */
export const isLate = (
  order: Pick<Order, 'estado' | 'activo' | 'entrega_estimada'>,
  now: number,
): boolean =>
  order.entrega_estimada !== null &&
  isPedidoActivo(order) &&
  Date.parse(order.entrega_estimada) < now;
