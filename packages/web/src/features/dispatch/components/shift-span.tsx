import { shiftSpan } from '../settlement-format';

/** A shift's span, broken only between its start and its end. */
export function ShiftSpan({ inicio, fin }: { inicio: string; fin: string | null }) {
  const { from, to } = shiftSpan(inicio, fin);
  return (
    <span className="tabular-nums">
      <span className="whitespace-nowrap">{from} –</span>{' '}
      <span className="whitespace-nowrap">{to}</span>
    </span>
  );
}
