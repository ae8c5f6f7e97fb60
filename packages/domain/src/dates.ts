import { BOGOTA_TZ, bogotaParts } from './bogota-time';
import { onFirstUse } from './first-use';

// A time zone's formatter is the dearest of Intl's: made on first use.
const bogotaDate = (options: Intl.DateTimeFormatOptions) =>
  onFirstUse(() => new Intl.DateTimeFormat('es-CO', { timeZone: BOGOTA_TZ, ...options }));
const longDate = bogotaDate({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = bogotaDate({ day: '2-digit', month: '2-digit', year: 'numeric' });

const MINUTES_PER_DAY = 24 * 60;

const normalizeSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// Every time of day on screen, on the receipt and in the schedules comes from here, so the
// 12-hour Colombian style ('7:45 p. m.') is the same whatever the runtime's locale data says.
/** '7:45 p. m.', '12:00 a. m.': a wall-clock time given in minutes since midnight. */
export function formatClockTime(minuteOfDay: number): string {
  const minutes = ((Math.trunc(minuteOfDay) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const suffix = hours24 < 12 ? 'a. m.' : 'p. m.';
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/** '7:45 p. m.': the time of an instant in Bogotá. */
export function formatTime(instant: Date | string): string {
  return formatClockTime(bogotaParts(new Date(instant)).minuteOfDay);
}

/** 'sábado, 21 de noviembre de 2026, 7:45 p. m.' in Bogotá time. */
export function formatDateTimeLong(instant: Date | string): string {
  const date = new Date(instant);
  return `${normalizeSpaces(longDate().format(date))}, ${formatTime(date)}`;
}

/** '21/11/2026': the Bogotá day of an instant. */
export function formatDateShort(instant: Date | string): string {
  return normalizeSpaces(shortDate().format(new Date(instant)));
}

/** '21/11/2026, 7:45 p. m.' in Bogotá time. */
export function formatDateTimeShort(instant: Date | string): string {
  return `${formatDateShort(instant)}, ${formatTime(instant)}`;
}

/** Order numbers are shown padded to five digits: 12 → '00012'. */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(5, '0');
}
