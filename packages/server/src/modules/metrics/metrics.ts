import { createHash, timingSafeEqual } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { METODOS_PAGO } from '@horno/domain/payments';
import { TIPOS_PEDIDO } from '@horno/domain/order-states';
import { count, inArray } from 'drizzle-orm';
import Fastify, { type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Config } from '../../config';
import * as t from '../../db/schema';

export const METRICS_PATH = '/metrics';

/** The route label of requests no route matched (404s, and the web app's pages). */
const UNMATCHED_ROUTE = 'unmatched';

const SOCKET_KINDS = [
  'staff',
  'tables',
  'customer',
  'rider',
  'order',
  'pending',
  'menu',
  'print_agent',
] as const;

/** The outbox states worth watching: ENVIADO rows only grow. */
const OUTBOX_STATES = ['PENDIENTE', 'FALLIDO'] as const;

/** A commit whose event has not come back within this long is forgotten (its NOTIFY was lost). */
const FORGET_COMMIT_MS = 60_000;
const MAX_PENDING_COMMITS = 10_000;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Prometheus metrics (issue 34), in a registry of this app's own (tests build many apps in one
 * process): `GET /metrics` on the main port behind `Authorization: Bearer <METRICS_TOKEN>`,
 * and/or without a token on `METRICS_HOST:METRICS_PORT`. With neither set, nothing is measured
 * and the path is an unknown one (404). Call it before any route is registered: the request
 * hook must reach every route.
 */
export function installMetrics(app: FastifyInstance, config: Config['metrics']): void {
  if (config.token === undefined && config.port === undefined) return;
  const registry = new Registry();
  // Process CPU, memory, handles, GC and the event-loop delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const labelNames = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'horno_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status.',
    labelNames,
    registers,
  });
  const duration = new Histogram({
    name: 'horno_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to its answer, by method, route template and status.',
    labelNames,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    // The template, never the raw URL: one series per route, whatever its ids.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (route !== METRICS_PATH) {
      const labels = { method: request.method, route, status: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });

  const ordersCreated = new Counter({
    name: 'horno_orders_created_total',
    help: 'Orders stored by this instance, by type and payment method.',
    labelNames: ['tipo_pedido', 'metodo_pago'] as const,
    registers,
  });
  for (const tipo_pedido of TIPOS_PEDIDO) {
    for (const metodo_pago of METODOS_PAGO) ordersCreated.inc({ tipo_pedido, metodo_pago }, 0);
  }
  /**
   * Seconds from an order's commit to its 'pedido_creado' reaching this instance's sockets hub:
   * the commit is the moment the orders service has the insert's answer, on the instance that
   * stored it; the end is the moment that same instance receives the event back on its LISTEN
   * connection, just before it is sent to its sockets. So it covers the NOTIFY's batch, the
   * round trip through the database and the listener's queue (what every instance's staff wait
   * for), on a monotonic clock. Orders paid online are left out: their event waits for the
   * payment. Another instance's orders are not measured here: the event carries no commit time.
   */
  const eventDelay = new Histogram({
    name: 'horno_order_event_delay_seconds',
    help: "Time from an order's commit to its pedido_creado event arriving back on this instance's LISTEN connection.",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers,
  });
  /** Orders committed here whose event has not come back yet: id → commit time. */
  const committed = new Map<number, number>();
  const rememberCommit = (id: number) => {
    const now = performance.now();
    committed.set(id, now);
    // Oldest first (insertion order): drop what waited too long, and keep the map bounded.
    for (const [old, at] of committed) {
      if (now - at < FORGET_COMMIT_MS && committed.size <= MAX_PENDING_COMMITS) break;
      committed.delete(old);
    }
  };

  const sockets = new Gauge({
    name: 'horno_open_sockets',
    help: "WebSockets open on this instance: order sockets by whose events they hear ('pending' until authenticated), menus, print agents.",
    labelNames: ['kind'] as const,
    registers,
    collect: () => {
      const counts: Partial<Record<(typeof SOCKET_KINDS)[number], number>> = {
        ...app.sockets.countsByKind(),
        menu: app.menuSockets.size,
        print_agent: app.services.printing.connectedAgents(),
      };
      for (const kind of SOCKET_KINDS) sockets.set({ kind }, counts[kind] ?? 0);
    },
  });

  const poolConnections = new Gauge({
    name: 'horno_db_pool_connections',
    help: 'Database pool connections, in use and idle (PGlite: one session, shown idle).',
    labelNames: ['state'] as const,
    registers,
    collect: () => {
      const stats = app.database.stats();
      poolConnections.set({ state: 'in_use' }, stats.total - stats.idle);
      poolConnections.set({ state: 'idle' }, stats.idle);
      poolWaiting.set(stats.waiting);
      poolMax.set(stats.max);
    },
  });
  const poolWaiting = new Gauge({
    name: 'horno_db_pool_waiting',
    help: 'Queries waiting for a database pool connection.',
    registers,
  });
  const poolMax = new Gauge({
    name: 'horno_db_pool_max_connections',
    help: 'The database pool size (DATABASE_POOL_SIZE; 1 on PGlite).',
    registers,
  });

  const outbox = new Gauge({
    name: 'horno_outbox_messages',
    help: 'Outgoing messages (mensajes_salientes) waiting to be sent or failed, by estado.',
    labelNames: ['estado'] as const,
    registers,
    collect: async () => {
      try {
        const m = t.mensajesSalientes;
        const rows = await app.db
          .select({ estado: m.estado, n: count() })
          .from(m)
          .where(inArray(m.estado, [...OUTBOX_STATES]))
          .groupBy(m.estado);
        for (const estado of OUTBOX_STATES) {
          outbox.set({ estado }, rows.find((row) => row.estado === estado)?.n ?? 0);
        }
      } catch (err) {
        // The rest of the scrape still answers; no stale value is shown meanwhile.
        outbox.reset();
        app.log.warn({ err }, 'metrics: the outbox could not be read');
      }
    },
  });

  app.addHook('onReady', async () => {
    app.services.orders.onCreated((order) => {
      ordersCreated.inc({ tipo_pedido: order.tipoPedido, metodo_pago: order.metodoPago });
      if (order.announced) rememberCommit(order.id);
    });
    app.sockets.observe((event) => {
      if (event.type !== 'pedido_creado') return;
      const at = committed.get(event.pedido.id);
      if (at === undefined) return;
      committed.delete(event.pedido.id);
      eventDelay.observe((performance.now() - at) / 1000);
    });
  });

  const answer = async (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());

  if (config.token !== undefined) {
    const expected = digest(config.token);
    // Scrapes come every few seconds: only their warnings reach the log.
    app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
      const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      // Digests of equal length, compared in constant time: the token's length does not leak.
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'Token de métricas ausente o inválido.' });
      }
      return answer(reply);
    });
  }

  if (config.port !== undefined) {
    const listener = Fastify({
      loggerInstance: app.log.child({ listener: 'metrics' }),
      logController: new LogController({ disableRequestLogging: true }),
    });
    listener.get(METRICS_PATH, (_request, reply) => answer(reply));
    listener.setNotFoundHandler((_request, reply) =>
      reply.status(404).send({ error: 'Recurso no encontrado.' }),
    );
    let listening = false;
    // Once the app is ready (main.ts's listen, or a test's ready), on its own port.
    app.addHook('onReady', async () => {
      await listener.listen({ port: config.port!, host: config.host });
      listening = true;
    });
    app.addHook('onClose', async () => {
      if (listening) await listener.close();
    });
  }
}
