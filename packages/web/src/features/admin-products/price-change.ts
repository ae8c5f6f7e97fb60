import { formatCOP } from '@horno/domain/money';

/** A change of more than half the price, up or down, asks before it is saved (a typo's size). */
export function isBigPriceChange(from: number | null, to: number): boolean {
  if (from === null || from <= 0) return false;
  return Math.abs(to - from) > from / 2;
}

/** The question a big change asks: '¿Cambiar el precio de $ 38.900 a $ 3.890?'. */
export function bigPriceChangeQuestion(from: number, to: number): string {
  return `¿Cambiar el precio de ${formatCOP(from)} a ${formatCOP(to)}?`;
}
