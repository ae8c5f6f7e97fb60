import { useEffect, useState } from 'react';
import { api } from './api-client';

/** How far the server's clock is ahead of this device's, in ms (0 until known). */
let offsetMs = 0;
let known = false;
let syncing: Promise<void> | null = null;

/**
 * Learns the server's time once per page load. Orders are dated by the server's clock, so a
 * screen that reasons about "today" must use it: a device whose clock or time zone is off (or a
 * demo started with CLOCK_STARTS_AT) would otherwise show another day.
 */
export function syncServerClock(): Promise<void> {
  syncing ??= (async () => {
    const sent = Date.now();
    const { ahora } = await api.get<{ ahora: string }>('/api/hora/');
    // The answer was written about half-way through the round trip.
    offsetMs = Date.parse(ahora) - (sent + Date.now()) / 2;
    known = true;
  })().catch((error: unknown) => {
    console.error('No se pudo leer la hora del servidor', error);
    syncing = null;
  });
  return syncing;
}

/** The current instant by the server's clock. */
export function serverNow(): Date {
  return new Date(Date.now() + offsetMs);
}

/**
 * The server's current time in ms, refreshed every `intervalMs` (one timer per screen); null
 * until the server's clock is known, so nothing is drawn for the device's own "today" first.
 */
export function useServerNow(intervalMs: number): number | null {
  const [now, setNow] = useState<number | null>(() => (known ? serverNow().getTime() : null));
  useEffect(() => {
    let alive = true;
    const tick = () => {
      if (alive && known) setNow(serverNow().getTime());
    };
    void syncServerClock().then(tick);
    const timer = window.setInterval(tick, intervalMs);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [intervalMs]);
  return now;
}
