// Orders this browser placed or looked up, with their tracking tokens, so a guest can come back
// to an order's detail and the menu can show the ones still in progress.
import { TRACKED_ORDERS_COOKIE, trackedOrdersCookieValue } from '@horno/domain/menu-reads';
import { mirrorInCookie } from '../../lib/first-party-cookie';

export interface TrackedOrder {
  id: number;
  token: string;
}

export const TRACKED_ORDERS_KEY = 'horno-pedidos';
const MAX_TRACKED = 20;

/** The remembered orders in a stored value, newest first; anything malformed is skipped. */
export function parseTrackedOrders(raw: string | null): TrackedOrder[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is TrackedOrder =>
      typeof item === 'object' &&
      item !== null &&
      Number.isSafeInteger((item as TrackedOrder).id) &&
      typeof (item as TrackedOrder).token === 'string' &&
      (item as TrackedOrder).token.length > 0,
  );
}

/** The list with `order` first, without an older entry for the same id, at most 20 long. */
export function withTrackedOrder(
  list: readonly TrackedOrder[],
  order: TrackedOrder,
): TrackedOrder[] {
  return [order, ...list.filter((item) => item.id !== order.id)].slice(0, MAX_TRACKED);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function trackedOrders(): TrackedOrder[] {
  return parseTrackedOrders(storage()?.getItem(TRACKED_ORDERS_KEY) ?? null);
}

/** Remembers an order's tracking token (after placing it or looking it up). */
export function rememberOrder(order: TrackedOrder): void {
  const list = withTrackedOrder(trackedOrders(), order);
  try {
    storage()?.setItem(TRACKED_ORDERS_KEY, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the order is still shown now, only not remembered.
  }
  mirrorTrackedOrders(list);
}

/**
 * The latest followed orders are also kept in a cookie sent with the order pages' requests: the
 * server then sends the order with its page's HTML (decision 036). A month: about how long an
 * order's page is worth coming back to.
 */
function mirrorTrackedOrders(list: readonly TrackedOrder[]): void {
  mirrorInCookie(TRACKED_ORDERS_COOKIE, trackedOrdersCookieValue(list), {
    path: '/pedidos/',
    maxAgeSeconds: 30 * 24 * 3600,
  });
}

// Orders remembered before the cookie existed get it as the app starts.
if (typeof document !== 'undefined') mirrorTrackedOrders(trackedOrders());

/** The tracking token remembered for an order id. */
export function trackingTokenFor(id: number): string | undefined {
  return trackedOrders().find((item) => item.id === id)?.token;
}
