import { formatChange, percentChange } from '@horno/domain/reports';
import { cn } from '../../../lib/cn';

/**
 * The change against the comparison ('+12,5 %'), green when it is good news and amber when it is
 * not (`lowerIsBetter` for discounts and cancellations); nothing without a comparison.
 */
export function ChangeTag({
  current,
  previous,
  lowerIsBetter = false,
}: {
  current: number;
  previous: number | null | undefined;
  lowerIsBetter?: boolean;
}) {
  if (previous === null || previous === undefined) return null;
  const change = percentChange(current, previous);
  const good = change !== null && change !== 0 && change > 0 !== lowerIsBetter;
  const bad = change !== null && change !== 0 && !good;
  return (
    <span
      className={cn(
        'text-xs font-bold whitespace-nowrap tabular-nums',
        good && 'text-success',
        bad && 'text-warning',
        !good && !bad && 'text-ink-muted',
      )}
    >
      {change === null ? 'sin base' : formatChange(change)}
    </span>
  );
}
