import { formatDateShort, formatDateTimeShort, formatTime } from '@horno/domain/dates';
import type { ShiftSummary } from '@horno/domain/deliveries';

/**
 * What was received against what was due (received − due): 'Faltan $ 2.000', 'Sobran $ 1.000',
 * 'Cuadra'; the cash closing's words (@horno/domain/cash).
 */
export { cashDifferenceLabel as differenceLabel } from '@horno/domain/cash';

/**
 * A shift's span in Bogotá time: from '25/11/2026, 8:00 a. m.' to '2:15 p. m.' (the end's day
 * written when it differs), to 'en turno' while it is open.
 */
export function shiftSpan(inicio: string, fin: string | null): { from: string; to: string } {
  const from = formatDateTimeShort(inicio);
  if (fin === null) return { from, to: 'en turno' };
  const sameDay = formatDateShort(fin) === formatDateShort(inicio);
  return { from, to: sameDay ? formatTime(fin) : formatDateTimeShort(fin) };
}

export type ShiftState = 'Liquidado' | 'En turno' | 'Por liquidar';

/** Settled, still on shift, or over and waiting for its cash to be counted. */
export function shiftState(shift: Pick<ShiftSummary, 'liquidado' | 'fin'>): ShiftState {
  if (shift.liquidado) return 'Liquidado';
  return shift.fin === null ? 'En turno' : 'Por liquidar';
}
