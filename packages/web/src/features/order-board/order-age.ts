const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The board refreshes every card's age this often (spec §9). */
export const AGE_REFRESH_MS = 60_000;

const relative = new Intl.RelativeTimeFormat('es-CO', { numeric: 'always', style: 'long' });

/**
 * How long ago an order came in: 'recién' under a minute, then minutes under an hour, hours under
 * a day, then days ('hace 5 minutos', 'hace 2 horas', 'hace 3 días').
 */
export function orderAgeLabel(fecha: string | Date, now: number): string {
  const elapsed = now - new Date(fecha).getTime();
  // A device clock slightly behind the server's makes new orders look a bit in the future.
  if (!Number.isFinite(elapsed) || elapsed < MINUTE_MS) return 'recién';
  if (elapsed < HOUR_MS) return relative.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relative.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return relative.format(-Math.floor(elapsed / DAY_MS), 'day');
}

export type AgeUrgency = 'normal' | 'waiting' | 'late';

/** An order still in progress draws the eye after 15 minutes, and more after 30. */
export function ageUrgency(fecha: string | Date, now: number): AgeUrgency {
  const minutes = (now - new Date(fecha).getTime()) / MINUTE_MS;
  if (minutes >= 30) return 'late';
  if (minutes >= 15) return 'waiting';
  return 'normal';
}
