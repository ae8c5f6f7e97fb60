import { createHash } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { limitesIntentos } from '../db/schema';
import type { Clock } from './clock';
import { AppError } from './errors';

/** Expired windows are swept about once every this many tries. */
const SWEEP_EVERY = 500;

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Fixed-window counters kept in the database, so every instance sharing it counts the same tries
 * and a restart forgets nothing (decision 002). One statement per try: the row is created, counted
 * or restarted atomically, however many instances hit it at once.
 */
export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Counts one try against `key`; throws 429 once more than `limit` tries fall in the window. */
  async hit(key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowMs);
    const expired = sql`${limitesIntentos.reiniciaEn} <= ${now}`;
    const [row] = await this.db
      .insert(limitesIntentos)
      .values({ clave: hashKey(key), intentos: 1, reiniciaEn: resetAt })
      .onConflictDoUpdate({
        target: limitesIntentos.clave,
        set: {
          intentos: sql`case when ${expired} then 1 else ${limitesIntentos.intentos} + 1 end`,
          reiniciaEn: sql`case when ${expired} then excluded.reinicia_en else ${limitesIntentos.reiniciaEn} end`,
        },
      })
      .returning({ intentos: limitesIntentos.intentos, reiniciaEn: limitesIntentos.reiniciaEn });
    if (++this.hits % SWEEP_EVERY === 0) await this.sweep(now);
    if (row!.intentos <= limit) return;
    const seconds = Math.max(1, Math.ceil((row!.reiniciaEn.getTime() - now.getTime()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      429,
      `Demasiados intentos. Inténtalo de nuevo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
      undefined,
      { retry_after: seconds },
    );
  }

  /** Forgets the tries of `key` (e.g. after a successful login). */
  async reset(key: string): Promise<void> {
    await this.db.delete(limitesIntentos).where(eq(limitesIntentos.clave, hashKey(key)));
  }

  private async sweep(now: Date): Promise<void> {
    await this.db.delete(limitesIntentos).where(lt(limitesIntentos.reiniciaEn, now));
  }
}
