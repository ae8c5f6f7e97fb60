import { AppError } from './errors';
import type { Clock } from './clock';

interface Window {
  count: number;
  resetAt: number;
}

/**
 * Fixed-window counters kept in this process's memory. Several instances each count on their
 * own, so the effective limit is at most (instances × limit): still enough to slow brute force.
 */
export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly clock: Clock) {}

  /** Counts one try against `key`; throws 429 once more than `limit` tries fall in the window. */
  hit(key: string, limit: number, windowMs: number): void {
    const now = this.clock.now().getTime();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
      this.sweep(now);
    }
    window.count += 1;
    if (window.count > limit) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - now) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        429,
        `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
        undefined,
        { retry_after: seconds },
      );
    }
  }

  /** Forgets the tries of `key` (e.g. after a successful login). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    if (this.windows.size < 10_000) return;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
