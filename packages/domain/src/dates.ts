import { BOGOTA_TZ } from './bogota-time';

const longDateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TZ,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const shortDateTime = new Intl.DateTimeFormat('es-CO', {
  timeZone: BOGOTA_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const normalizeSpaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** 'sábado, 21 de noviembre de 2026, 7:45 p. m.' in Bogotá time. */
export function formatDateTimeLong(instant: Date | string): string {
  return normalizeSpaces(longDateTime.format(new Date(instant)));
}

/** '21/11/2026, 7:45 p. m.' in Bogotá time. */
export function formatDateTimeShort(instant: Date | string): string {
  return normalizeSpaces(shortDateTime.format(new Date(instant)));
}

/** Order numbers are shown padded to five digits: 12 → '00012'. */
export function formatOrderNumber(id: number): string {
  return String(id).padStart(5, '0');
}
