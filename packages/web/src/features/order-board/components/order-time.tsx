import { formatDateShort, formatDateTimeLong, formatTime } from '@horno/domain/dates';
import { useId } from 'react';

/**
 * The order's date and time, with the full Colombian Spanish date in a tooltip shown on hover
 * and on focus (a tap on a tablet), and read by screen readers.
 */
export function OrderTime({ fecha }: { fecha: string }) {
  const tooltipId = useId();
  const long = formatDateTimeLong(fecha);
  return (
    <span className="group/time relative inline-flex">
      <time
        dateTime={fecha}
        tabIndex={0}
        aria-describedby={tooltipId}
        className="cursor-help rounded tabular-nums underline decoration-line decoration-dotted underline-offset-4"
      >
        {/* A narrow card breaks the line after the date, never inside 'p. m.'. */}
        <span className="whitespace-nowrap">{formatDateShort(fecha)},</span>{' '}
        <span className="whitespace-nowrap">{formatTime(fecha)}</span>
      </time>
      {/* Not drawn until shown: a hidden tooltip must not widen the page (it still describes). */}
      <span
        id={tooltipId}
        role="tooltip"
        className="pointer-events-none absolute bottom-full left-0 z-20 mb-2 hidden w-max max-w-64 rounded-lg bg-night px-2.5 py-1.5 text-xs font-bold text-ink-inverse shadow-card-hover first-letter:uppercase group-focus-within/time:block group-hover/time:block"
      >
        {long}
      </span>
    </span>
  );
}
