import { formatClockTime } from '@horno/domain/dates';
import { CalendarDays, CalendarRange } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import {
  type DateRange,
  formatRange,
  latestPickableDay,
  matchingQuickRange,
  QUICK_RANGES,
  quickRange,
} from '../date-ranges';

interface DateRangePickerProps {
  range: DateRange;
  now: Date;
  onChange: (range: DateRange) => void;
}

/** The board's days run to 23:59 (rangeQuery). */
const LAST_MINUTE = 23 * 60 + 59;

const chip =
  'inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-4 text-sm font-bold transition-colors';
const chipIdle =
  'border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong';
const chipOn = 'bg-primary text-on-primary shadow-sm';

const dateInput =
  'min-h-11 rounded-xl border border-line bg-surface px-3 text-sm text-ink tabular-nums focus:border-primary';

/** The board's days: shortcuts (Hoy, Ayer, Última semana, Últimos 30 días) or two dates. */
export function DateRangePicker({ range, now, onChange }: DateRangePickerProps) {
  const active = matchingQuickRange(range, now);
  const [customOpen, setCustomOpen] = useState(active === null);
  const customId = useId();
  const max = latestPickableDay(now);

  const setFrom = (from: string) => {
    if (!from) return;
    onChange({ from, to: range.to < from ? from : range.to });
  };
  const setTo = (to: string) => {
    if (!to) return;
    onChange({ from: range.from > to ? to : range.from, to });
  };

  return (
    <div role="group" aria-label="Rango de fechas" className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {QUICK_RANGES.map(({ id, label }) => (
          <button
            key={id}
            type="button"
            aria-pressed={active === id}
            onClick={() => {
              onChange(quickRange(id, now));
              setCustomOpen(false);
            }}
            className={cn(chip, active === id ? chipOn : chipIdle)}
          >
            {label}
          </button>
        ))}
        <button
          type="button"
          aria-expanded={customOpen}
          aria-controls={customId}
          onClick={() => setCustomOpen((open) => !open)}
          className={cn(chip, active === null ? chipOn : chipIdle)}
        >
          <CalendarRange aria-hidden="true" className="size-4" />
          Personalizado
        </button>
      </div>
      <div id={customId} hidden={!customOpen} className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-xs font-bold text-ink-muted">
          Desde
          <input
            type="date"
            className={dateInput}
            value={range.from}
            max={max}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-bold text-ink-muted">
          Hasta
          <input
            type="date"
            className={dateInput}
            value={range.to}
            min={range.from}
            max={max}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
      </div>
      <p className="flex items-center gap-1.5 text-sm text-ink-muted" aria-live="polite">
        <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
        <span className="inline-block first-letter:uppercase">{formatRange(range)}</span>
        <span className="sr-only">
          , de las {formatClockTime(0)} a las {formatClockTime(LAST_MINUTE)}, hora de Bogotá
        </span>
      </p>
    </div>
  );
}
