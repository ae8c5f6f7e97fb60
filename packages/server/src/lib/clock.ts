/** The one source of "now" (ARCHITECTURE decision 13); tests pin it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(instant: Date | string): Clock & { set(next: Date | string): void } {
  let current = new Date(instant);
  return {
    now: () => new Date(current),
    set: (next) => {
      current = new Date(next);
    },
  };
}

/**
 * A clock that starts at an instant and runs at real speed from there (demos, browser tests);
 * `moveTo` sets it to another instant, from which it runs on.
 */
export function startingClock(
  start: Date | string,
): Clock & { moveTo(instant: Date | string): void } {
  let offset = new Date(start).getTime() - Date.now();
  return {
    now: () => new Date(Date.now() + offset),
    moveTo: (instant) => {
      offset = new Date(instant).getTime() - Date.now();
    },
  };
}
