import {
  addDays,
  BOGOTA_TZ,
  bogotaInstant,
  bogotaParts,
  parseBogotaDateTime,
} from '@horno/domain/bogota-time';

/** Whole Bogotá days, both ends included ('yyyy-MM-dd'). */
export interface DateRange {
  from: string;
  to: string;
}

export type QuickRangeId = 'hoy' | 'ayer' | 'semana' | 'mes';

/** The picker's shortcuts (spec §9): today, yesterday, the last 7 days, the last 30 days. */
export const QUICK_RANGES: ReadonlyArray<{ id: QuickRangeId; label: string }> = [
  { id: 'hoy', label: 'Hoy' },
  { id: 'ayer', label: 'Ayer' },
  { id: 'semana', label: 'Última semana' },
  { id: 'mes', label: 'Últimos 30 días' },
];

/** Date pickers reach this many years ahead (spec §9). */
const YEARS_AHEAD = 5;

const todayOf = (now: Date) => bogotaParts(now).ymd;

/** The days a shortcut stands for, judged in Bogotá whatever the device's time zone. */
export function quickRange(id: QuickRangeId, now: Date): DateRange {
  const today = todayOf(now);
  switch (id) {
    case 'hoy':
      return { from: today, to: today };
    case 'ayer': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'semana':
      return { from: addDays(today, -6), to: today };
    case 'mes':
      return { from: addDays(today, -29), to: today };
  }
}

/** The shortcut a range equals, if any. */
export function matchingQuickRange(range: DateRange, now: Date): QuickRangeId | null {
  const found = QUICK_RANGES.find(({ id }) => {
    const quick = quickRange(id, now);
    return quick.from === range.from && quick.to === range.to;
  });
  return found?.id ?? null;
}

const isDay = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !!parseBogotaDateTime(value);

/** The range in the address (`desde`, `hasta`); today when absent or malformed, ends in order. */
export function rangeFromParams(
  desde: string | null | undefined,
  hasta: string | null | undefined,
  now: Date,
): DateRange {
  const today = quickRange('hoy', now);
  const from = isDay(desde) ? desde : isDay(hasta) ? hasta : today.from;
  const to = isDay(hasta) ? hasta : isDay(desde) ? desde : today.to;
  return from <= to ? { from, to } : { from: to, to: from };
}

/** The board's query: from 00:00:00 of the first day to 23:59:59 of the last, Bogotá time. */
export function rangeQuery(range: DateRange): { fecha_inicio: string; fecha_fin: string } {
  return { fecha_inicio: `${range.from} 00:00:00`, fecha_fin: `${range.to} 23:59:59` };
}

/** The last day a date picker offers. */
export function latestPickableDay(now: Date): string {
  const today = todayOf(now);
  return `${Number(today.slice(0, 4)) + YEARS_AHEAD}${today.slice(4)}`;
}

const dayMonth = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TZ,
  day: 'numeric',
  month: 'short',
});
const dayMonthYear = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TZ,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const fullDay = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

// Midday never crosses into another day, whatever the zone arithmetic.
const noonOf = (ymd: string) => bogotaInstant(ymd, 12 * 60);
// '20 nov 2026' from the parts, so browsers' differing literals ('20 de nov.') do not matter.
const compact = (format: Intl.DateTimeFormat, ymd: string) =>
  format
    .formatToParts(noonOf(ymd))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value.replace('.', ''))
    .join(' ');

/** 'miércoles, 25 de noviembre de 2026', or '19 nov – 25 nov 2026' for several days. */
export function formatRange(range: DateRange): string {
  if (range.from === range.to) return fullDay.format(noonOf(range.from));
  const sameYear = range.from.slice(0, 4) === range.to.slice(0, 4);
  const start = compact(sameYear ? dayMonth : dayMonthYear, range.from);
  return `${start} – ${compact(dayMonthYear, range.to)}`;
}
