import { cashDifferenceLabel } from '@horno/domain/cash';
import { cn } from '../../lib/cn';

/**
 * Whether the cash counted matches what was due, said as it is typed ('Faltan $ 2.000',
 * 'Sobran $ 1.000', 'Cuadra'); `prompt` until there is a count. The cash closing and a rider's
 * settlement.
 */
export function DifferenceStatus({
  difference,
  prompt,
}: {
  difference: number | null;
  prompt: string;
}) {
  return (
    <p
      role="status"
      className={cn(
        'text-base font-extrabold tabular-nums',
        difference === null && 'text-sm font-normal text-ink-muted',
        difference === 0 && 'text-success',
        difference !== null && difference !== 0 && 'text-warning',
      )}
    >
      {difference === null ? prompt : cashDifferenceLabel(difference)}
    </p>
  );
}
