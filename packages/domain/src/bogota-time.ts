// Colombia has kept UTC-5 with no daylight saving since 1993, so a fixed offset is exact.
const BOGOTA_OFFSET_MS = -5 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const BOGOTA_TZ = 'America/Bogota';

export interface BogotaParts {
  /** 'yyyy-MM-dd' of the local calendar day. */
  ymd: string;
  /** 1 = Monday … 7 = Sunday. */
  isoWeekday: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
}

/** The Bogotá calendar day, weekday and minute of an instant. */
export function bogotaParts(instant: Date): BogotaParts {
  const local = new Date(instant.getTime() + BOGOTA_OFFSET_MS);
  const ymd = local.toISOString().slice(0, 10);
  const weekday = local.getUTCDay();
  return {
    ymd,
    isoWeekday: weekday === 0 ? 7 : weekday,
    minuteOfDay: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The instant of a Bogotá wall-clock time ('yyyy-MM-dd', minutes since midnight). */
export function bogotaInstant(ymd: string, minuteOfDay = 0): Date {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) - BOGOTA_OFFSET_MS + minuteOfDay * 60_000);
}

/** Adds whole days to a 'yyyy-MM-dd' date. */
export function addDays(ymd: string, days: number): string {
  return new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Monday to Sunday ('yyyy-MM-dd') of the Bogotá week containing the instant. */
export function bogotaWeek(instant: Date): string[] {
  const { ymd, isoWeekday } = bogotaParts(instant);
  const monday = addDays(ymd, 1 - isoWeekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Parses 'HH:mm' or 'HH:mm:ss' into minutes since midnight; null when absent or malformed. */
export function parseClock(value: string | null | undefined): number | null {
  if (!value) return null;
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** Parses a Bogotá wall-clock 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD') into an instant. */
export function parseBogotaDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(value.trim());
  if (!match) return null;
  const [, ymd, hh = '00', mm = '00', ss = '00'] = match;
  // Reject dates that do not exist (2026-02-30) instead of rolling them over.
  const day = new Date(`${ymd}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== ymd) return null;
  const instant = new Date(
    bogotaInstant(ymd!, Number(hh) * 60 + Number(mm)).getTime() + Number(ss) * 1000,
  );
  return Number.isNaN(instant.getTime()) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59
    ? null
    : instant;
}
