import { ORDER_MESSAGES } from '@horno/domain/order-messages';
import type { CreatedOrder, OrderInput } from '@horno/domain/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../../lib/toast';
import { createOrder } from '../api/create-order';
import { newIdempotencyKey } from '../idempotency-key';
import { orderFailureMessage } from '../order-failure';

// customer-app.md §9: the submit button comes back 2 s after submitting.
const LOCK_MS = 2_000;

/** The id of the 'complete every field' toast, so a placed order takes it away. */
export const INCOMPLETE_TOAST = 'checkout-incomplete';

interface PlaceOrderOptions {
  onPlaced: (order: CreatedOrder) => void;
  onFailed?: (error: unknown) => void;
}

/**
 * Sends the order once at a time. One Idempotency-Key lives until an order is created, so a
 * retry after a lost answer gets the same order back instead of a second one; a changed order
 * (another cart, address or contact) gets a new key, since the server binds a key to its body.
 */
export function usePlaceOrder({ onPlaced, onFailed }: PlaceOrderOptions) {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const sent = useRef<{ key: string; body: string } | null>(null);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const place = useCallback(
    async (input: OrderInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setSubmitting(true);
      const body = JSON.stringify(input);
      if (sent.current?.body !== body) sent.current = { key: newIdempotencyKey(), body };
      const started = Date.now();
      try {
        const order = await createOrder(input, sent.current.key);
        sent.current = null;
        notify.dismiss(INCOMPLETE_TOAST);
        notify.success(ORDER_MESSAGES.created);
        onPlaced(order);
      } catch (error) {
        notify.error(orderFailureMessage(error));
        onFailed?.(error);
      } finally {
        timer.current = setTimeout(
          () => {
            inFlight.current = false;
            if (mounted.current) setSubmitting(false);
          },
          Math.max(0, LOCK_MS - (Date.now() - started)),
        );
      }
    },
    [onPlaced, onFailed],
  );

  return { submitting, place };
}
