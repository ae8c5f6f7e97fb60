import type { FastifyInstance } from 'fastify';
import { SCHEDULED_SWEEP_MS } from './modules/scheduling/scheduling.service';
import { orderUpdated } from './realtime/order-events';

/** Runs `work` every `ms` while the app is open; a failure is logged as `failed` and retried. */
function every(app: FastifyInstance, ms: number, work: () => Promise<unknown>, failed: string) {
  const timer = setInterval(() => {
    work().catch((err) => app.log.error({ err }, failed));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The server's timers: message retries, orders for later, riders' positions, unpaid orders. */
export function startJobs(app: FastifyInstance): void {
  const { config, services } = app;
  if (config.whatsapp)
    every(app, 60_000, () => services.sender.retryFailed(), 'retrying messages failed');
  // Orders for later enter the kitchen at their slot less the preparation time (issue 32).
  every(
    app,
    SCHEDULED_SWEEP_MS,
    async () => {
      const orders = await services.scheduling.dueForKitchen();
      orders.forEach((order) => services.publishOrderEvent(orderUpdated(order)));
    },
    'announcing orders for later failed',
  );
  // Riders' positions are kept 24 hours (issue 33).
  every(
    app,
    60 * 60_000,
    () => services.deliveries.forgetOldPositions(),
    'forgetting old positions failed',
  );
  // Unpaid online orders expire 15 minutes after they were placed.
  if (config.wompi)
    every(app, 30_000, () => services.payments.expireDue(), 'expiring payments failed');
}
