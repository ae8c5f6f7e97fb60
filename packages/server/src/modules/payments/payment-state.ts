import type { EstadoPago } from '@horno/domain/payments';

/**
 * How far along a Wompi transaction is. A transaction only moves forward (PENDING, then
 * APPROVED, DECLINED or ERROR, then an approval may be VOIDED), so what Wompi says of it at a
 * stage it has already passed is a replay or a late event.
 */
const STAGE: Record<string, number> = { PENDING: 0, APPROVED: 1, DECLINED: 1, ERROR: 1, VOIDED: 2 };

/** Whether `next` is news for a transaction last seen at `previous`. */
export function advances(previous: string | null, next: string): boolean {
  if (previous === null) return true;
  return (STAGE[next] ?? -1) > (STAGE[previous] ?? -1);
}

/**
 * The order's payment state from its attempts (each at its own state): an approval that stands
 * pays it; a paid order whose approvals were all voided is ANULADO; an expired one stays
 * expired; otherwise the newest attempt speaks, so a late answer about an older attempt does not
 * overrule the one the customer is paying now.
 */
export function orderPaymentState(
  order: { estadoPago: EstadoPago | null; pagadoEn: Date | null },
  attempts: readonly { id: number; estado: EstadoPago }[],
): EstadoPago {
  if (attempts.some((a) => a.estado === 'PAGADO')) return 'PAGADO';
  if (order.pagadoEn !== null) return 'ANULADO';
  if (order.estadoPago === 'EXPIRADO') return 'EXPIRADO';
  const newest = attempts.reduce<(typeof attempts)[number] | undefined>(
    (found, a) => (found && found.id > a.id ? found : a),
    undefined,
  );
  return newest?.estado ?? 'PENDIENTE_PAGO';
}
