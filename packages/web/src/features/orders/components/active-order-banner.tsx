import { lazy, Suspense, useState } from 'react';
import { trackedOrders } from '../tracked-orders';

// The card and its queries load only for visitors who may have an order going, keeping them out
// of the menu's first load for everyone else.
const ActiveOrderCard = lazy(() => import('./active-order-card'));

/** The menu's banner for an order in progress (signed-in customers, or guests who ordered here). */
export function ActiveOrderBanner({ signedIn }: { signedIn: boolean }) {
  const [ordered] = useState(() => trackedOrders().length > 0);
  if (!signedIn && !ordered) return null;
  return (
    <Suspense fallback={null}>
      <ActiveOrderCard signedIn={signedIn} />
    </Suspense>
  );
}
