// The WhatsApp messages a customer gets as their order moves (issue 14): which state sends
// which template, with its parameters and the text it reads as. The templates must exist,
// approved, in the pizzeria's WhatsApp Business account (README, "WhatsApp messages").
import { bogotaParts } from './bogota-time';
import { formatDayLong, formatOrderNumber, formatTime } from './dates';
import { formatCOP } from './money';
import type { EstadoPedido, TipoPedido } from './order-states';

export const ORDER_TEMPLATES = {
  accepted: 'pedido_aceptado',
  onTheWay: 'pedido_enviado',
  /** On its way with one of the branch's riders, named (issue 33). */
  onTheWayWithRider: 'pedido_en_camino',
  /** The rider is about two minutes away. */
  arriving: 'pedido_llegando',
  ready: 'pedido_listo',
  cancelled: 'pedido_cancelado',
  paymentRejected: 'pago_rechazado',
  changed: 'pedido_modificado',
  scheduled: 'pedido_programado',
  rescheduled: 'pedido_reprogramado',
} as const;
export type OrderTemplate = (typeof ORDER_TEMPLATES)[keyof typeof ORDER_TEMPLATES];

/** The template a state change sends, if any: table orders are served in person. */
export function templateFor(estado: EstadoPedido, tipo: TipoPedido): OrderTemplate | null {
  if (tipo === 'MESA') return null;
  if (estado === 'ACEPTADO') return ORDER_TEMPLATES.accepted;
  if (estado === 'ENVIADO' && tipo === 'DOMICILIO') return ORDER_TEMPLATES.onTheWay;
  if (estado === 'PREPARADO' && tipo === 'RECOGER') return ORDER_TEMPLATES.ready;
  if (estado === 'CANCELADO') return ORDER_TEMPLATES.cancelled;
  return null;
}

const BODIES: Record<OrderTemplate, (p: readonly string[]) => string> = {
  pedido_reprogramado: ([nombre, numero, sede, link, cuando]) =>
    `Hola ${nombre}, ${sede} cambió la hora de tu pedido #${numero}: ${cuando}. Síguelo aquí: ${link}`,
  pedido_programado: ([nombre, numero, sede, link, cuando]) =>
    `Hola ${nombre}, ${sede} recibió tu pedido #${numero} para el ${cuando}. Síguelo aquí: ${link}`,
  pedido_modificado: ([nombre, numero, sede, link, total]) =>
    `Hola ${nombre}, ${sede} modificó tu pedido #${numero}. Nuevo total: ${total}. Detalles: ${link}`,
  pedido_aceptado: ([nombre, numero, sede, link]) =>
    `Hola ${nombre}, ${sede} aceptó tu pedido #${numero}. Síguelo aquí: ${link}`,
  pedido_en_camino: ([nombre, numero, sede, link, repartidor]) =>
    `Hola ${nombre}, ${repartidor} va en camino con tu pedido #${numero} de ${sede}. Síguelo aquí: ${link}`,
  pedido_llegando: ([nombre, numero, sede, link, repartidor]) =>
    `Hola ${nombre}, tu pedido #${numero} de ${sede} está llegando: ${repartidor} está a unos dos minutos. Síguelo aquí: ${link}`,
  pedido_enviado: ([nombre, numero, sede, link]) =>
    `Hola ${nombre}, tu pedido #${numero} de ${sede} va en camino. Síguelo aquí: ${link}`,
  pedido_listo: ([nombre, numero, sede, link]) =>
    `Hola ${nombre}, tu pedido #${numero} está listo para recoger en ${sede}. Detalles: ${link}`,
  pedido_cancelado: ([nombre, numero, sede, link]) =>
    `Hola ${nombre}, ${sede} canceló tu pedido #${numero}. Si tienes dudas, escríbenos. Detalles: ${link}`,
  pago_rechazado: ([nombre, numero, sede, link]) =>
    `Hola ${nombre}, el pago en línea de tu pedido #${numero} en ${sede} fue rechazado. Puedes intentarlo de nuevo aquí: ${link}`,
};

export interface OrderMessage {
  template: OrderTemplate;
  /**
   * {{1}} the customer's first name, {{2}} the order number, {{3}} the branch, {{4}} the link;
   * 'pedido_modificado' adds {{5}}, the new total.
   */
  params: string[];
  body: string;
}

/**
 * The message for an order that just moved to `estado`, or null when that move sends none; with
 * `template`, that one (an online payment rejected).
 */
export function orderMessage(
  order: {
    id: number;
    estado: EstadoPedido;
    tipo: TipoPedido;
    cliente: string;
    sede: string;
    link: string;
    /** The order's new total ('pedido_modificado'). */
    total?: number;
    /** The slot an order for later was placed for ('pedido_programado'). */
    programadoPara?: Date | string | null;
    /** The rider's first name, when one of the branch's riders took it ('pedido_en_camino'). */
    repartidor?: string | null;
  },
  template: OrderTemplate | null = templateFor(order.estado, order.tipo),
): OrderMessage | null {
  if (!template) return null;
  // Accepted for later: the message says for when.
  if (template === ORDER_TEMPLATES.accepted && order.programadoPara)
    return orderMessage(order, ORDER_TEMPLATES.scheduled);
  // On its way with a rider of the branch: the message names them.
  if (template === ORDER_TEMPLATES.onTheWay && order.repartidor)
    return orderMessage(order, ORDER_TEMPLATES.onTheWayWithRider);
  const firstName = order.cliente.trim().split(/\s+/)[0] || 'cliente';
  const params = [firstName, formatOrderNumber(order.id), order.sede, order.link];
  if (template === ORDER_TEMPLATES.changed) params.push(formatCOP(order.total ?? 0));
  if (template === ORDER_TEMPLATES.onTheWayWithRider || template === ORDER_TEMPLATES.arriving)
    params.push(order.repartidor || 'el domiciliario');
  if (template === ORDER_TEMPLATES.scheduled || template === ORDER_TEMPLATES.rescheduled) {
    const when = order.programadoPara ? new Date(order.programadoPara) : null;
    const day = when && `${formatDayLong(bogotaParts(when).ymd)}, ${formatTime(when)}`;
    params.push(
      template === ORDER_TEMPLATES.scheduled
        ? (day ?? '')
        : day
          ? `ahora es para el ${day}`
          : 'ahora es lo antes posible',
    );
  }
  return { template, params, body: BODIES[template](params) };
}
