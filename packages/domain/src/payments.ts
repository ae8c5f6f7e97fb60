// How an order is paid (issue 14): the methods offered at checkout and, for cash, what the
// customer pays with and the change the courier or the counter brings. Zod-free: the menu's
// first load and the receipt use it.
import { formatCOP } from './money';

/** 'Pago en línea' (Wompi) joins these when the pizzeria configures it. */
export const METODOS_PAGO = ['EFECTIVO', 'DATAFONO'] as const;
export type MetodoPago = (typeof METODOS_PAGO)[number];

export const METODO_PAGO_LABELS: Record<MetodoPago, string> = {
  EFECTIVO: 'Efectivo',
  DATAFONO: 'Datáfono contra entrega',
};

/** The most a customer may say they pay with: a 100.000 bill more than any order's total. */
export const MAX_PAGA_CON = 10_000_000;

export const PAYMENT_MESSAGES = {
  methodInvalid: 'Elige una forma de pago válida',
  amountInvalid: 'Escribe el valor en pesos, sin decimales',
  amountTooHigh: `El valor no puede pasar de ${formatCOP(MAX_PAGA_CON)}`,
  onlyCash: 'Solo se indica con cuánto pagas cuando pagas en efectivo',
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

/** The change to bring: what the customer pays with less the total (null: pays the exact total). */
export function changeFor(total: number, pagaCon: number | null): number | null {
  return pagaCon === null ? null : Math.max(0, pagaCon - total);
}

/** One line for the board, the detail and the receipt: 'Efectivo · paga con $50.000 · cambio $12.000'. */
export function paymentSummary(order: {
  metodo_pago: MetodoPago;
  paga_con: number | null;
  cambio: number | null;
}): string {
  const method = METODO_PAGO_LABELS[order.metodo_pago];
  if (order.metodo_pago !== 'EFECTIVO' || order.paga_con === null) return method;
  return `${method} · paga con ${formatCOP(order.paga_con)} · cambio ${formatCOP(order.cambio ?? 0)}`;
}
