import type { LiveEvent, PublishOrderEvent } from '../../realtime/order-events';
import type { OrderNotifier } from './order-notifier';

/** Something of this instance that acts on the order events it publishes. */
export interface OrderEventFollower {
  onEvent(event: LiveEvent): void;
}

/**
 * How this instance publishes an order's events: to every instance (`toInstances`, NOTIFY: the
 * staff's sockets), then to the customer's WhatsApp messages (`notifier`, issue 14), then to the
 * other followers here (the kitchen's printed tickets, decision 028). Only the instance that made
 * the change follows it, so a message is asked for, and a ticket printed, once.
 */
export function orderPublisher(
  toInstances: PublishOrderEvent,
  notifier: OrderNotifier,
  followers: readonly OrderEventFollower[],
): PublishOrderEvent {
  return (event) => {
    toInstances(event);
    notifier.onEvent(event);
    for (const follower of followers) follower.onEvent(event);
  };
}
