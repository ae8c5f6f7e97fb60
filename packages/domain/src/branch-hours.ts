import { addDays, bogotaInstant, bogotaParts, parseClock } from './bogota-time';

export interface HoursRow {
  dia_semana: number;
  hora_inicio: string | null;
  hora_fin: string | null;
  cerrado: boolean;
  es_festivo: boolean;
}

export interface BranchStatus {
  abierta: boolean;
  /** Minutes until the branch opens or closes next, or null when that is more than a week away. */
  minutos_para_cambio: number | null;
}

interface Interval {
  start: number;
  end: number;
}

/** The row that governs a calendar day: the holiday row on holidays (when defined), else the weekday's. */
export function rowForDay(
  rows: readonly HoursRow[],
  ymd: string,
  isHoliday: (ymd: string) => boolean,
): HoursRow | undefined {
  if (isHoliday(ymd)) {
    const holidayRow = rows.find((r) => r.es_festivo);
    if (holidayRow) return holidayRow;
  }
  const weekday = bogotaParts(bogotaInstant(ymd, 12 * 60)).isoWeekday;
  return rows.find((r) => !r.es_festivo && r.dia_semana === weekday);
}

function openingInterval(row: HoursRow | undefined, ymd: string): Interval | null {
  if (!row || row.cerrado) return null;
  const start = parseClock(row.hora_inicio);
  let end = parseClock(row.hora_fin);
  if (start === null || end === null) return null;
  // A closing time at or before the opening time means the branch closes after midnight.
  if (end <= start) end += 24 * 60;
  const dayStart = bogotaInstant(ymd).getTime() / 60_000;
  return { start: dayStart + start, end: dayStart + end };
}

/** Whether a branch is open at an instant, in Bogotá time, and how long until that changes. */
export function branchStatus(
  rows: readonly HoursRow[],
  now: Date,
  isHoliday: (ymd: string) => boolean,
): BranchStatus {
  const today = bogotaParts(now).ymd;
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= 8; offset++) {
    const ymd = addDays(today, offset);
    const interval = openingInterval(rowForDay(rows, ymd, isHoliday), ymd);
    if (interval) intervals.push(interval);
  }
  const nowMin = now.getTime() / 60_000;
  const current = intervals.find((i) => i.start <= nowMin && nowMin < i.end);
  if (current) {
    // Back-to-back intervals (e.g. open until 24:00 and again from 00:00) count as one.
    let end = current.end;
    for (const next of intervals) if (next.start <= end && next.end > end) end = next.end;
    return { abierta: true, minutos_para_cambio: Math.ceil(end - nowMin) };
  }
  const upcoming = intervals.filter((i) => i.start > nowMin).sort((a, b) => a.start - b.start)[0];
  const limit = 7 * 24 * 60;
  const wait = upcoming ? Math.ceil(upcoming.start - nowMin) : null;
  return { abierta: false, minutos_para_cambio: wait !== null && wait <= limit ? wait : null };
}

/**
 * The next time the branch opens after `now` (a branch open now opens next after this opening
 * ends; back-to-back intervals are one opening), or null when it does not open within a week.
 * What is 'Agotado' today is available again then.
 */
export function nextOpening(
  rows: readonly HoursRow[],
  now: Date,
  isHoliday: (ymd: string) => boolean,
): Date | null {
  const today = bogotaParts(now).ymd;
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= 8; offset++) {
    const ymd = addDays(today, offset);
    const interval = openingInterval(rowForDay(rows, ymd, isHoliday), ymd);
    if (interval) intervals.push(interval);
  }
  intervals.sort((a, b) => a.start - b.start);
  const nowMin = now.getTime() / 60_000;
  // The end of the opening under way, grown through back-to-back intervals.
  let busyUntil = nowMin;
  for (const i of intervals) if (i.start <= busyUntil && i.end > busyUntil) busyUntil = i.end;
  const next = intervals.find((i) => i.start > busyUntil);
  return next ? new Date(next.start * 60_000) : null;
}
