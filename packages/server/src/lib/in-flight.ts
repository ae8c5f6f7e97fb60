import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Counts requests from `onRequest` until their reply is sent. `onSend` runs even when the client
 * has already gone, so a handler that outlives its connection still counts: closing the app
 * waits for it before the database ends. WebSocket upgrades are left out; they stay open.
 * Returns a function that resolves once nothing is in flight.
 */
export function trackInFlight(app: FastifyInstance): () => Promise<void> {
  const inFlight = new WeakSet<FastifyRequest>();
  let count = 0;
  let waiters: (() => void)[] = [];
  const finish = (request: FastifyRequest) => {
    if (!inFlight.delete(request)) return;
    count -= 1;
    if (count === 0) {
      for (const wake of waiters) wake();
      waiters = [];
    }
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers.upgrade === undefined) {
      inFlight.add(request);
      count += 1;
    }
    done();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    finish(request);
    done(null, payload);
  });
  // Covers a reply that never passes `onSend` (a hijacked one).
  app.addHook('onResponse', (request, _reply, done) => {
    finish(request);
    done();
  });
  return () =>
    count === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve));
}

/** Waits for `settled` at most `ms`, calling `onTimeout` if it did not settle by then. */
export async function settledWithin(settled: Promise<void>, ms: number, onTimeout: () => void) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
    timer.unref();
  });
  if ((await Promise.race([settled, timeout])) === 'timeout') onTimeout();
  clearTimeout(timer);
}
