import { bogotaParts } from './bogota-time';

// Dates are written out here rather than by Intl: a page's first Intl object loads ICU's data,
// 20–70 ms of a phone's main thread while the order page draws (decision 020). The test holds
// them to what Intl's es-CO formatters write.
const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

const MINUTES_PER_DAY = 24 * 60;

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
  const { ymd, isoWeekday } = bogotaParts(date);
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[isoWeekday - 1]}, ${day} de ${MONTHS[month - 1]} de ${year}, ${formatTime(date)}`;
}

/** 'jueves 26 de noviembre': a Bogotá calendar day ('yyyy-MM-dd'), written out. */
export function formatDayLong(ymd: string): string {
  const [, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return `${weekdayName(ymd)} ${day} de ${MONTHS[month - 1]}`;
}

/** 'jueves': the weekday of a Bogotá calendar day ('yyyy-MM-dd'). */
export function weekdayName(ymd: string): string {
  const weekday = new Date(`${ymd}T00:00:00Z`).getUTCDay();
  return WEEKDAYS[(weekday + 6) % 7]!;
}

/** '26 nov': a Bogotá calendar day ('yyyy-MM-dd') in a few letters. */
export function formatDayShort(ymd: string): string {
  const [, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]!.slice(0, 3)}`;
}

/** '21/11/2026': the Bogotá day of an instant. */
export function formatDateShort(instant: Date | string): string {
  const [year, month, day] = bogotaParts(new Date(instant)).ymd.split('-');
  return `${day}/${month}/${year}`;
}

/** '21/11/2026, 7:45 p. m.' in Bogotá time. */
export function formatDateTimeShort(instant: Date | string): string {
  return `${formatDateShort(instant)}, ${formatTime(instant)}`;
}

/** Order numbers are shown padded to five digits: 12 → '00012'. */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(5, '0');
}
