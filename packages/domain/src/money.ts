import { onFirstUse } from './first-use';

// Whole pesos, nearly every amount on screen, are written out here: a page's first Intl object
// loads ICU's data, 20–70 ms of a phone's main thread in the middle of the menu's first render
// (decision 020). The rest (cents, -0, amounts past 2^53) go through Intl, made on first use; the
// test holds both to the same output.
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
  if (!Number.isSafeInteger(amount) || Object.is(amount, -0)) return cop().format(amount);
  const grouped = String(Math.abs(amount)).replace(/\B(?=(\d{3})+$)/g, '.');
  return `${amount < 0 ? '-' : ''}$\u00a0${grouped}`;
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
