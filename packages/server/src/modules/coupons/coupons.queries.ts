import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

/**
 * Gives single-use coupons back, as unused: their orders were never placed (an online payment
 * that expired). The order keeps its discount on record.
 */
export async function releaseCoupons(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(t.cupones)
    .set({ usado: false, usadoEn: null })
    .where(inArray(t.cupones.id, [...ids]));
}

/** Takes a released coupon again; false when another order used it in the meantime. */
export async function claimCoupon(db: Db, id: number, now: Date): Promise<boolean> {
  const claimed = await db
    .update(t.cupones)
    .set({ usado: true, usadoEn: now })
    .where(and(eq(t.cupones.id, id), eq(t.cupones.usado, false)))
    .returning({ id: t.cupones.id });
  return claimed.length > 0;
}
