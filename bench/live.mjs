// Live order events: how long a new order takes to reach every staff socket, with 1,000 connected.
// Budget (ARCHITECTURE.md): an event reaches a staff socket within 50 ms at p99 with 1,000
// sockets connected.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/live.mjs [seconds=10] [sockets=1000] [orders/s=10]
// It creates (and drops) a database of its own on that server. The sockets live in this process
// and the server in a child process: on 2 cores they share the machine, so this process's own
// work (reading 1,000 frames per event) is part of what is measured.
import { spawn } from 'node:child_process';
import { benchOrderBody, processCpuMs } from './support.mjs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';

const seconds = Number(process.argv[2] ?? 10);
const socketCount = Number(process.argv[3] ?? 1000);
const ordersPerSecond = Number(process.argv[4] ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `horno_bench_live_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const PORT = 3904;
const BASE = `http://127.0.0.1:${PORT}`;
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (open it in Chrome DevTools).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
const server = spawn(process.execPath, [...profile, 'packages/server/dist/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLOCK_STARTS_AT: '2026-11-25T12:00:00-05:00',
    DATA_DIR: '/tmp/horno-bench-live',
  },
  stdio: 'inherit',
});
const sockets = [];
let listener;
const cleanup = async () => {
  for (const ws of sockets) ws.terminate();
  await listener?.end().catch(() => undefined);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
};
// A failure part-way (a socket refused, a login rejected) still stops the server and drops the
// database.
process.once('uncaughtException', (err) => {
  console.error(err);
  void cleanup().finally(() => process.exit(1));
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await sleep(200);
}

// Two staff sessions: the admin (all branches) and a branch-1 cashier; every order goes to
// branch 1, so every socket is in scope for every event.
const login = async (email, password) => {
  const res = await fetch(`${BASE}/api/users/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return (await res.json()).token;
};
const tokens = [
  await login('admin@horno.co', 'HornoAdmin2026'),
  await login('cajero@horno.co', 'HornoCajero2026'),
];

// Per order id, when each socket received its `pedido_creado` (performance.now(), ms).
const arrivals = new Map();
let unexpected = 0;
let closedEarly = 0;
const onMessage = (raw) => {
  const at = performance.now();
  const message = JSON.parse(raw.toString());
  if (message.type !== 'pedido_creado') {
    unexpected += 1;
    return;
  }
  const id = message.pedido.id;
  let times = arrivals.get(id);
  if (!times) arrivals.set(id, (times = []));
  times.push(at);
};
const openSocket = (token) =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${PORT}/ws/pedidos/`, {
      perMessageDeflate: false,
      skipUTF8Validation: true,
    });
    ws.once('error', reject);
    ws.once('open', () => ws.send(JSON.stringify({ type: 'auth', token })));
    ws.once('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type !== 'auth_ok') return reject(new Error(`auth: ${raw}`));
      ws.on('message', onMessage);
      ws.on('close', () => (closedEarly += 1));
      resolve(ws);
    });
    ws.once('close', (code, reason) => reject(new Error(`closed ${code} ${reason}`)));
  });
const connectStarted = performance.now();
for (let i = 0; i < socketCount; i += 50) {
  const batch = [];
  for (let j = i; j < Math.min(i + 50, socketCount); j++) batch.push(openSocket(tokens[j % 2]));
  sockets.push(...(await Promise.all(batch)));
}
const connectMs = performance.now() - connectStarted;

// The NOTIFY alone, seen by a LISTEN of our own: separates the database's part from the fan-out.
const notified = new Map();
listener = new pg.Client({ connectionString: url.toString() });
await listener.connect();
listener.on('notification', (n) => {
  const at = performance.now();
  notified.set(JSON.parse(n.payload).pedido.id, at);
});
await listener.query('listen horno_pedidos');

const body = await benchOrderBody(BASE);

// CPU the server process spent (user and system, in ms).
const serverCpuMs = () => processCpuMs(server.pid);

// Open loop at a steady rate: each order is sent on its schedule whether or not the previous
// one has been answered.
const orders = []; // { sentAt, answeredAt, id }
let failed = 0;
const createOrder = async () => {
  const order = { sentAt: performance.now(), answeredAt: NaN, id: null };
  try {
    const res = await fetch(`${BASE}/api/pedidos/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    order.answeredAt = performance.now();
    if (res.status !== 201) throw new Error(`${res.status} ${await res.text()}`);
    order.id = (await res.json()).id;
    orders.push(order);
  } catch (err) {
    failed += 1;
    if (failed <= 3) console.error('order failed:', err.message);
  }
};
// One pass at the steady rate; a first, shorter one warms up (JIT, pools) and is not counted.
const interval = 1000 / ordersPerSecond;
const expected = () => orders.length * socketCount;
const received = () => orders.reduce((n, o) => n + (arrivals.get(o.id)?.length ?? 0), 0);
const run = async (count) => {
  const started = performance.now();
  const inFlight = [];
  for (let i = 0; i < count; i++) {
    const wait = started + i * interval - performance.now();
    if (wait > 0) await sleep(wait);
    inFlight.push(createOrder());
  }
  await Promise.all(inFlight);
  // Give the last events time to arrive (and stop early once every delivery is in).
  for (let i = 0; i < 50 && received() < expected(); i++) await sleep(100);
};
await run(Math.max(1, Math.round(ordersPerSecond)));
orders.length = 0;
failed = 0;
arrivals.clear();
notified.clear();
unexpected = 0;
const total = Math.round(seconds * ordersPerSecond);
const loadBefore = loadavg();
const cpuBefore = serverCpuMs();
const benchCpuBefore = process.cpuUsage();
await run(total);
const benchCpu = process.cpuUsage(benchCpuBefore);
const serverCpu = serverCpuMs();
const loadAfter = loadavg();

const fromSent = [];
const fromAnswer = [];
const fromNotify = [];
const notifyFromSent = [];
const spread = [];
for (const o of orders) {
  const times = arrivals.get(o.id) ?? [];
  const notifiedAt = notified.get(o.id);
  for (const at of times) {
    fromSent.push(at - o.sentAt);
    fromAnswer.push(at - o.answeredAt);
    if (notifiedAt !== undefined) fromNotify.push(at - notifiedAt);
  }
  if (notifiedAt !== undefined) notifyFromSent.push(notifiedAt - o.sentAt);
  if (times.length > 0) spread.push(Math.max(...times) - Math.min(...times));
}
const perEvent = (ms) => Number((ms / (orders.length || 1)).toFixed(2));
const stats = (values) => {
  if (values.length === 0) return null;
  const sorted = Float64Array.from(values).sort();
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  const ms = (v) => Number(v.toFixed(1));
  return {
    p50: ms(at(0.5)),
    p95: ms(at(0.95)),
    p99: ms(at(0.99)),
    max: ms(sorted[sorted.length - 1]),
  };
};
console.log(
  JSON.stringify(
    {
      seconds,
      sockets: socketCount,
      socketsOpenAtEnd: sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length,
      connectMs: Math.round(connectMs),
      ordersPerSecond,
      events: orders.length,
      failedOrders: failed,
      deliveries: { expected: expected(), received: received(), unexpected, closedEarly },
      // From just before the POST is sent to a socket's `pedido_creado`, over every delivery.
      latencyFromSendMs: stats(fromSent),
      // From the POST's answer (can be negative: the NOTIFY may outrun the HTTP answer).
      latencyFromAnswerMs: stats(fromAnswer),
      // From the NOTIFY reaching a LISTEN of this process's own: the server's relay and fan-out
      // (and this process reading 1,000 frames), without the order's creation.
      latencyFromNotifyMs: stats(fromNotify),
      postMs: stats(orders.map((o) => o.answeredAt - o.sentAt)),
      notifyFromSendMs: stats(notifyFromSent),
      // Per event, first to last socket: the fan-out's spread (server send + this process's reads).
      fanOutSpreadMs: stats(spread),
      budget: { p99ms: 50, sockets: 1000 },
      // CPU per event (POST and fan-out) of the server, and of this process reading the frames.
      cpuMsPerEvent: {
        server: {
          user: perEvent(serverCpu.user - cpuBefore.user),
          system: perEvent(serverCpu.system - cpuBefore.system),
        },
        bench: { user: perEvent(benchCpu.user / 1000), system: perEvent(benchCpu.system / 1000) },
      },
      // Load averages (1, 5, 15 min) before and after: other work on the machine skews the numbers.
      loadAverage: {
        before: loadBefore.map((l) => l.toFixed(2)).join(' '),
        after: loadAfter.map((l) => l.toFixed(2)).join(' '),
      },
    },
    null,
    2,
  ),
);
await cleanup();
process.exit(0);
