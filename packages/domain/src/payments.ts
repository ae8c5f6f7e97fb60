// How an order is paid (issue 14): the methods offered at checkout; for cash, what the
// customer pays with and the change the courier or the counter brings; for 'Pago en línea'
// (Wompi), the payment's state. Zod-free: the menu's first load and the receipt use it.
import { formatCOP } from './money';

/** 'Pago en línea' (Wompi: card, PSE, Nequi) is offered only where the pizzeria configured it. */
export const METODOS_PAGO = ['EN_LINEA', 'EFECTIVO', 'DATAFONO'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

/** What is paid on delivery or at the counter: always offered. */
export const METODOS_CONTRA_ENTREGA = ['EFECTIVO', 'DATAFONO'] as const satisfies MetodoPago[];

export const METODO_PAGO_LABELS: Record<MetodoPago, string> = {
  EN_LINEA: 'Pago en línea',
  EFECTIVO: 'Efectivo',
  DATAFONO: 'Datáfono contra entrega',
};

/**
 * An online payment's state. An order paid online reaches the board only once PAGADO; it is
 * PENDIENTE_PAGO until Wompi answers, and EXPIRADO when nothing was paid within the window.
 */
export const ESTADOS_PAGO = [
  'PENDIENTE_PAGO',
  'PAGADO',
  'RECHAZADO',
  'ANULADO',
  'EXPIRADO',
] as const;
export type EstadoPago = (typeof ESTADOS_PAGO)[number];

export const ESTADO_PAGO_LABELS: Record<EstadoPago, string> = {
  PENDIENTE_PAGO: 'Pago pendiente',
  PAGADO: 'Pagado',
  RECHAZADO: 'Pago rechazado',
  ANULADO: 'Pago anulado',
  EXPIRADO: 'Pago vencido',
};

/** How long a customer has to pay online once the order is placed. */
export const PAYMENT_WINDOW_MS = 15 * 60 * 1000;

/** A Wompi transaction's status: https://docs.wompi.co (transactions, "status"). */
export type WompiStatus = 'PENDING' | 'APPROVED' | 'DECLINED' | 'VOIDED' | 'ERROR';

/** The payment state a Wompi transaction status leads to (PENDING: no change yet). */
export function estadoPagoFor(status: string): EstadoPago | null {
  if (status === 'APPROVED') return 'PAGADO';
  if (status === 'DECLINED' || status === 'ERROR') return 'RECHAZADO';
  if (status === 'VOIDED') return 'ANULADO';
  return null;
}

/** The most a customer may say they pay with: a 100.000 bill more than any order's total. */
export const MAX_PAGA_CON = 10_000_000;

export const PAYMENT_MESSAGES = {
  methodInvalid: 'Elige una forma de pago válida',
  amountInvalid: 'Escribe el valor en pesos, sin decimales',
  amountTooHigh: `El valor no puede pasar de ${formatCOP(MAX_PAGA_CON)}`,
  onlyCash: 'Solo se indica con cuánto pagas cuando pagas en efectivo',
  onlineUnavailable: 'El pago en línea no está disponible',
  onlineNotForStaff: 'Los pedidos tomados por el personal se pagan contra entrega',
  notOnline: 'Este pedido no se paga en línea',
  alreadyPaid: 'Este pedido ya está pagado',
  expired: 'El tiempo para pagar este pedido venció. Haz el pedido de nuevo.',
  cancelled: 'Este pedido ya no está activo',
  unknownTransaction: 'No encontramos ese pago para este pedido',
  gatewayDown: 'No pudimos comunicarnos con la pasarela de pago. Intenta de nuevo en un momento.',
  belowTotal: (total: number) => `Debe ser al menos el total del pedido (${formatCOP(total)})`,
} as const;

/** The Colombian bills a customer is likely to hand over. */
const BILLS = [10_000, 20_000, 50_000, 100_000] as const;

/**
 * Quick answers to '¿Con cuánto pagas?' for a total: the next round amounts a customer would
 * hand over (the first multiple of each bill above the total), the three smallest (paying the
 * exact amount is the empty field).
 */
export function cashSuggestions(total: number): number[] {
  if (!Number.isFinite(total) || total <= 0) return [];
  const amounts = new Set(BILLS.map((bill) => (Math.floor(total / bill) + 1) * bill));
  return [...amounts].sort((a, b) => a - b).slice(0, 3);
}

/**
 * The change to bring: what the customer pays with less the total; null when there is nothing to
 * bring (no amount given, or exactly the total: decision 015).
 */
export function changeFor(total: number, pagaCon: number | null): number | null {
  return pagaCon === null || pagaCon <= total ? null : pagaCon - total;
}

/**
 * One line for the board, the detail and the receipt: 'Efectivo · paga con $50.000 · cambio
 * $12.000', or 'Pago en línea · Pagado'.
 */
export function paymentSummary(order: {
  metodo_pago: MetodoPago;
  paga_con: number | null;
  cambio: number | null;
  estado_pago: EstadoPago | null;
}): string {
  const method = METODO_PAGO_LABELS[order.metodo_pago];
  if (order.metodo_pago === 'EN_LINEA') {
    return `${method} · ${ESTADO_PAGO_LABELS[order.estado_pago ?? 'PENDIENTE_PAGO']}`;
  }
  if (order.metodo_pago !== 'EFECTIVO' || order.paga_con === null) return method;
  const change = order.cambio === null ? 'sin cambio' : `cambio ${formatCOP(order.cambio)}`;
  return `${method} · paga con ${formatCOP(order.paga_con)} · ${change}`;
}
