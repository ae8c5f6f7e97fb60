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
