import { type Estacion, ticketTone, type TicketTone } from '@horno/domain/kitchen';

const MINUTE_MS = 60_000;

/** Milliseconds a ticket has been in the kitchen at `now` (never negative: clocks drift). */
export function elapsedMs(entroEn: string, now: number): number {
  const elapsed = now - Date.parse(entroEn);
  return Number.isFinite(elapsed) ? Math.max(0, elapsed) : 0;
}

/** '7:05', '1:02:30': a ticket's time in the kitchen, as a cook reads it from afar. */
export function elapsedLabel(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const s = String(seconds % 60).padStart(2, '0');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes}:${s}`;
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}:${s}`;
}

/** '1 minuto', '12 minutos': the same time, for a screen reader. */
export function elapsedWords(ms: number): string {
  const minutes = Math.floor(ms / MINUTE_MS);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/** The ticket's colour at `now`, by the station's minutes for amber and red. */
export function toneAt(
  entroEn: string,
  now: number,
  station: Pick<Estacion, 'minutos_ambar' | 'minutos_rojo'>,
): TicketTone {
  return ticketTone(Math.floor(elapsedMs(entroEn, now) / MINUTE_MS), station);
}
