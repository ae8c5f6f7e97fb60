import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { loadConfig } from '../../config';
import { placeGuestOrder } from '../../../test/guest-order';
import { buildTestApp, type TestApp, testEngine } from '../../../test/helper';
import { type Headers, jsonClient } from '../../../test/json-client';

const TOKEN = 'metricas-de-prueba-0123456789';
const CHAPINERO = 1;

type Labels = Record<string, string>;

/** The value of one sample of a scrape: `name` with exactly `labels`, or undefined. */
function sampleOf(text: string, name: string, labels: Labels = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found: Labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      found[key!] = value!;
    const same =
      Object.keys(found).length === Object.keys(labels).length &&
      Object.entries(labels).every(([key, value]) => found[key] === value);
    if (same) return Number(match[3]);
  }
  return undefined;
}

/** A stand-in for the WhatsApp Cloud API whose answers can be held back, then refused. */
function heldWhatsApp() {
  let holding = false;
  let held: (() => void)[] = [];
  let status = 200;
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const reply = () => {
        res.statusCode = status;
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(status === 200 ? { messages: [{ id: 'wamid.1' }] } : {}));
      };
      if (holding) held.push(reply);
      else reply();
    });
  });
  return {
    hold: () => {
      holding = true;
    },
    /** Answers the held requests (and the next ones) with `answer`. */
    release: (answer: number) => {
      status = answer;
      holding = false;
      for (const reply of held) reply();
      held = [];
    },
    start: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A client socket, open, that resolves its first message matching `type`. */
async function openSocket(url: string): Promise<{
  ws: WebSocket;
  next: (type: string) => Promise<void>;
  close: () => Promise<void>;
}> {
  const ws = new WebSocket(url);
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (raw) => {
    messages.push((JSON.parse(String(raw)) as { type: string }).type);
    for (const wake of waiters.splice(0)) wake();
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    next: async (type) => {
      while (!messages.includes(type)) await new Promise<void>((wake) => waiters.push(wake));
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (ws.readyState === WebSocket.CLOSED) return resolve();
        ws.once('close', () => resolve());
        ws.close();
      }),
  };
}

/** A free local port (for METRICS_PORT). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

describe(`Prometheus metrics behind a token (${testEngine})`, () => {
  const whatsapp = heldWhatsApp();
  let t: TestApp;
  let base: string;
  let admin: Headers;
  const { ok, login } = jsonClient(() => t.app);

  const scrape = async () => {
    const res = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };
  const value = async (name: string, labels: Labels = {}) => sampleOf(await scrape(), name, labels);
  /** Scrapes until the sample satisfies `check`, and answers it. */
  const eventually = (name: string, labels: Labels, check: (n: number) => boolean) =>
    vi.waitFor(
      async () => {
        const n = (await value(name, labels)) ?? NaN;
        expect(check(n), `${name} ${JSON.stringify(labels)} = ${n}`).toBe(true);
        return n;
      },
      { timeout: 5_000, interval: 25 },
    );

  beforeAll(async () => {
    const port = await whatsapp.start();
    t = await buildTestApp({
      config: {
        metrics: { token: TOKEN, port: undefined, host: '127.0.0.1' },
        whatsapp: {
          apiUrl: `http://127.0.0.1:${port}/v21.0`,
          phoneNumberId: '123',
          accessToken: 'secreto',
          language: 'es',
        },
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    admin = await login('admin@horno.co', 'HornoAdmin2026');
  });
  afterAll(async () => {
    whatsapp.release(200);
    await t.close();
    await whatsapp.stop();
  });

  it('answers only with the bearer token', async () => {
    const without = await t.app.inject({ url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toEqual({ error: 'Token de métricas ausente o inválido.' });
    for (const authorization of [
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      `Token ${TOKEN}`,
    ]) {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
    }
    expect(await scrape()).toContain('# TYPE horno_http_requests_total counter');
  });

  it('is not in the OpenAPI document', async () => {
    const doc = await ok<{ paths: Record<string, unknown> }>('GET', '/api/openapi.json', {});
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
  });

  it('counts requests by method, route template and status, not the scrapes', async () => {
    const labels = (status: string) => ({
      method: 'GET',
      route: '/api/productos/:id/',
      status,
    });
    const before = await scrape();
    const found = await t.app.inject({ url: '/api/productos/1/' });
    const missing = await t.app.inject({ url: '/api/productos/999999/' });
    const unknown = await t.app.inject({ url: '/no-existe/123' });
    expect([found.statusCode, missing.statusCode, unknown.statusCode]).toEqual([200, 404, 404]);
    const after = await scrape();
    const moved = (name: string, l: Labels) =>
      (sampleOf(after, name, l) ?? 0) - (sampleOf(before, name, l) ?? 0);
    expect(moved('horno_http_requests_total', labels('200'))).toBe(1);
    expect(moved('horno_http_requests_total', labels('404'))).toBe(1);
    expect(
      moved('horno_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(moved('horno_http_request_duration_seconds_count', labels('200'))).toBe(1);
    expect(
      moved('horno_http_request_duration_seconds_bucket', { ...labels('200'), le: '+Inf' }),
    ).toBe(1);
    // Route templates only: no raw URL, and the scrapes are not counted.
    expect(after).not.toContain('/api/productos/1/');
    expect(after).not.toContain('route="/metrics"');
  });

  it('counts an order by its type and payment method, and times its event', async () => {
    const labels = { tipo_pedido: 'RECOGER', metodo_pago: 'EFECTIVO' };
    const before = await scrape();
    expect(sampleOf(before, 'horno_orders_created_total', labels)).toBeDefined();
    // Every type and method is there from the start.
    expect(
      sampleOf(before, 'horno_orders_created_total', {
        tipo_pedido: 'DOMICILIO',
        metodo_pago: 'DATAFONO',
      }),
    ).toBeDefined();
    const timed = sampleOf(before, 'horno_order_event_delay_seconds_count')!;
    expect(timed).toBeDefined();

    await placeGuestOrder(t.app, CHAPINERO);
    expect(await value('horno_orders_created_total', labels)).toBe(
      sampleOf(before, 'horno_orders_created_total', labels)! + 1,
    );
    // The event comes back on the LISTEN connection after the answer.
    await eventually('horno_order_event_delay_seconds_count', {}, (n) => n === timed + 1);
    const slowest = await value('horno_order_event_delay_seconds_bucket', { le: '5' });
    expect(slowest).toBe(timed + 1);
    expect(await value('horno_order_event_delay_seconds_sum')).toBeGreaterThan(0);
  });

  it('counts open sockets by kind', async () => {
    const open = async (kind: string) => (await value('horno_open_sockets', { kind }))!;
    const start = {
      pending: await open('pending'),
      staff: await open('staff'),
      menu: await open('menu'),
      agents: await open('print_agent'),
    };
    expect(start).toEqual({ pending: 0, staff: 0, menu: 0, agents: 0 });

    const orders = await openSocket(`${base}/ws/pedidos/`);
    await eventually('horno_open_sockets', { kind: 'pending' }, (n) => n === 1);
    orders.ws.send(JSON.stringify({ type: 'auth', token: admin.authorization!.slice(6) }));
    await orders.next('auth_ok');
    expect(await open('staff')).toBe(1);
    expect(await open('pending')).toBe(0);

    const menu = await openSocket(`${base}/ws/menu/`);
    await eventually('horno_open_sockets', { kind: 'menu' }, (n) => n === 1);

    const { codigo } = await ok<{ codigo: string }>(
      'POST',
      `/api/locations/sedes/${CHAPINERO}/impresion/codigo/`,
      admin,
      undefined,
      201,
    );
    const { token } = await ok<{ token: string }>(
      'POST',
      '/api/impresion/emparejar/',
      {},
      { codigo, nombre: 'Caja' },
    );
    const agent = await openSocket(`${base}/ws/impresion/`);
    agent.ws.send(JSON.stringify({ type: 'auth', token }));
    await agent.next('auth_ok');
    expect(await open('print_agent')).toBe(1);

    await Promise.all([orders.close(), menu.close(), agent.close()]);
    await eventually('horno_open_sockets', { kind: 'staff' }, (n) => n === 0);
    await eventually('horno_open_sockets', { kind: 'menu' }, (n) => n === 0);
    await eventually('horno_open_sockets', { kind: 'print_agent' }, (n) => n === 0);
  });

  it('shows the event loop delay', async () => {
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The delay is measured between scrapes; Node's monitor skips its first sample after one.
    await scrape();
    await sleep(30);
    const until = Date.now() + 120;
    while (Date.now() < until) {
      // Blocks the event loop, as a slow synchronous handler would.
    }
    await sleep(30);
    expect(await value('nodejs_eventloop_lag_max_seconds')).toBeGreaterThan(0.08);
    expect(await value('nodejs_eventloop_lag_p99_seconds')).toBeDefined();
  });

  it('shows the database pool', async () => {
    const text = await scrape();
    const inUse = sampleOf(text, 'horno_db_pool_connections', { state: 'in_use' });
    const idle = sampleOf(text, 'horno_db_pool_connections', { state: 'idle' });
    const waiting = sampleOf(text, 'horno_db_pool_waiting');
    const max = sampleOf(text, 'horno_db_pool_max_connections');
    if (testEngine === 'pglite') {
      expect({ inUse, idle, waiting, max }).toEqual({ inUse: 0, idle: 1, waiting: 0, max: 1 });
      return;
    }
    expect(max).toBe(10);
    expect(waiting).toBe(0);
    // Twelve slow queries on a pool of ten: all ten in use, the others waiting. (Drizzle runs a
    // query once it is awaited: `Promise.resolve` starts each now.)
    const slow = Array.from({ length: 12 }, () =>
      Promise.resolve(t.app.db.execute(sql`select pg_sleep(1)`)),
    );
    await vi.waitFor(() => {
      const stats = t.app.database.stats();
      expect(stats.total - stats.idle).toBe(10);
    });
    // The pool is read as the scrape starts; its own outbox query then waits behind the others.
    const busy = await scrape();
    expect(sampleOf(busy, 'horno_db_pool_connections', { state: 'in_use' })).toBe(10);
    expect(sampleOf(busy, 'horno_db_pool_waiting')).toBeGreaterThanOrEqual(2);
    await Promise.all(slow);
    await eventually('horno_db_pool_waiting', {}, (n) => n === 0);
  });

  it('shows the outbox messages pending and failed', async () => {
    const pending = { estado: 'PENDIENTE' };
    const failed = { estado: 'FALLIDO' };
    const before = await scrape();
    const wasPending = sampleOf(before, 'horno_outbox_messages', pending)!;
    const wasFailed = sampleOf(before, 'horno_outbox_messages', failed)!;
    expect([wasPending, wasFailed]).toEqual([0, 0]);

    whatsapp.hold();
    const sending = t.app.services.sender.send({
      to: '573001112233',
      template: 'codigo_verificacion',
      params: ['123456'],
      body: 'Tu código es 123456',
    });
    await eventually('horno_outbox_messages', pending, (n) => n === 1);
    whatsapp.release(500);
    await sending;
    expect(await value('horno_outbox_messages', pending)).toBe(0);
    expect(await value('horno_outbox_messages', failed)).toBe(1);
  });
});

describe(`metrics turned off or on their own port (${testEngine})`, () => {
  it('has no /metrics with neither METRICS_TOKEN nor METRICS_PORT', async () => {
    const t = await buildTestApp();
    try {
      for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
        const res = await t.app.inject({
          url: '/metrics',
          headers: authorization ? { authorization } : {},
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'Recurso no encontrado.' });
      }
    } finally {
      await t.close();
    }
  });

  it('serves /metrics without a token on METRICS_PORT, and not on the main port', async () => {
    const port = await freePort();
    const t = await buildTestApp({
      config: { metrics: { token: undefined, port, host: '127.0.0.1' } },
    });
    try {
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(404);
      await t.app.inject({ url: '/api/productos/1/' });
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(
        sampleOf(text, 'horno_http_requests_total', {
          method: 'GET',
          route: '/api/productos/:id/',
          status: '200',
        }),
      ).toBe(1);
      for (const name of [
        'horno_orders_created_total',
        'horno_open_sockets',
        'nodejs_eventloop_lag_p99_seconds',
        'horno_db_pool_connections',
        'horno_outbox_messages',
        'horno_order_event_delay_seconds',
      ]) {
        expect(text).toContain(`# TYPE ${name} `);
      }
      expect((await fetch(`http://127.0.0.1:${port}/otra`)).status).toBe(404);
    } finally {
      await t.close();
    }
    // Closed with the app.
    await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
  });
});

describe('metrics settings', () => {
  it('reads METRICS_TOKEN, METRICS_PORT and METRICS_HOST', () => {
    expect(loadConfig({}).metrics).toEqual({
      token: undefined,
      port: undefined,
      host: '127.0.0.1',
    });
    expect(
      loadConfig({ METRICS_TOKEN: TOKEN, METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics,
    ).toEqual({ token: TOKEN, port: 9464, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_TOKEN: '', METRICS_PORT: '' }).metrics.token).toBeUndefined();
  });

  it('refuses a short or spaced token, a bad port, and the main port', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'corto' })).toThrow(
      /METRICS_TOKEN: debe tener de 16 a 200 caracteres visibles/,
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'con espacios en medio' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: debe ser distinto de PORT/,
    );
  });
});
