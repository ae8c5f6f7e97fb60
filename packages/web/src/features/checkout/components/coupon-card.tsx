import { lazy, Suspense } from 'react';
import type { CouponChoice } from '../hooks/use-coupon-choice';

// Its own chunk, with the checkbox it draws (Radix, about 6 KB): only a signed-in customer with a
// coupon sees it, once their coupons have been read, and a guest's checkout draws sooner without
// it on a slow phone (issue 13).
const CouponCardBody = lazy(() => import('./coupon-card-body'));

/** The signed-in customer's usable coupons; shown only when there is at least one. */
export function CouponCard({ choice }: { choice: CouponChoice }) {
  if (choice.usable.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <CouponCardBody choice={choice} />
    </Suspense>
  );
}
