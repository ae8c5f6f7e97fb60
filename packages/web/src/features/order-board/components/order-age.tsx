import { Timer } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { ageUrgency, orderAgeLabel } from '../order-age';

const URGENCY_STYLE = {
  normal: 'bg-surface-muted text-ink-muted',
  waiting: 'bg-warning-soft text-warning',
  late: 'bg-primary-soft text-primary-strong',
} as const;

/** 'hace 12 minutos'; an order still in progress turns amber after 15 minutes, red after 30. */
export function OrderAge({
  fecha,
  now,
  inProgress,
}: {
  fecha: string;
  now: number;
  inProgress: boolean;
}) {
  const urgency = inProgress ? ageUrgency(fecha, now) : 'normal';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap',
        URGENCY_STYLE[urgency],
      )}
    >
      <Timer aria-hidden="true" className="size-3.5" />
      {orderAgeLabel(fecha, now)}
    </span>
  );
}
