import { onFirstUse } from './first-use';

const cop = onFirstUse(
  () =>
    new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
);

/** Formats pesos the es-CO way ('$ 12.500'); empty or non-numeric values show as zero. */
export function formatCOP(value: unknown): string {
  const amount = toAmount(value);
  return cop().format(amount);
}

function toAmount(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** Applies a percentage discount to a unit price and rounds to the nearest peso. */
export function applyDiscount(price: number, percent: number | null | undefined): number {
  const pct = Math.min(100, Math.max(0, percent ?? 0));
  return Math.round(price * (1 - pct / 100));
}
