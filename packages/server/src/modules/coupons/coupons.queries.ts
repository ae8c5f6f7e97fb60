import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/**
 * Gives codes back: their orders were never placed (an online payment that expired). A
 * single-use code is unused again; every code counts one use less. The order keeps its discount
 * on record.
 */
export async function releaseCoupons(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(t.cupones)
    .set({ usado: false, usadoEn: null, usos: sql`greatest(0, ${t.cupones.usos} - 1)` })
    .where(inArray(t.cupones.id, [...ids]));
}

/** Takes a released code again; false when another order used it up in the meantime. */
export async function claimCoupon(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(t.cupones)
    .set({ usado: t.cupones.unSoloUso, usadoEn: now, usos: sql`${t.cupones.usos} + 1` })
    .where(
      and(eq(t.cupones.id, id), or(eq(t.cupones.unSoloUso, false), eq(t.cupones.usado, false))),
    )
    .returning({ id: t.cupones.id });
  return claimed.length > 0;
}
