// Order creation: orders per second and p99 latency with 50 clients.
// Budget (ARCHITECTURE.md): on PostgreSQL ≥ 1,000 orders/s at p99 ≤ 50 ms on 2 cores; on the
// embedded default (PGlite) ≥ 400 orders/s at p99 ≤ 200 ms.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/orders.mjs [seconds=10]
// It creates (and drops) a database of its own on that server.
// BENCH_DB=pglite: the embedded default instead (no DATABASE_URL), in a fresh DATA_DIR it
// removes afterwards, with SEED_DEMO_ORDERS=false (only the catalog is seeded).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchOrderBody, processCpuMs } from './support.mjs';

const seconds = Number(process.argv[2] ?? 10);
const pglite = process.env.BENCH_DB === 'pglite';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `horno_bench_${Date.now()}`;
const admin = pglite ? undefined : new pg.Client({ connectionString: adminUrl });
let dbEnv;
let dataDir;
if (admin) {
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  dbEnv = { DATABASE_URL: url.toString(), DATA_DIR: '/tmp/horno-bench-orders' };
} else {
  dataDir = mkdtempSync(join(tmpdir(), 'horno-bench-pglite-'));
  dbEnv = { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_ORDERS: 'false' };
}

// A free port: other benchmarks (and their servers) may be running on the machine.
const PORT = await new Promise((resolve) => {
  const free = createServer().listen(0, '127.0.0.1', () => {
    const { port } = free.address();
    free.close(() => resolve(port));
  });
});
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (open it in Chrome DevTools).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
// BENCH_SERVER=<path to a built main.js> runs another build, e.g. an older commit's, to compare.
const serverMain = process.env.BENCH_SERVER ?? 'packages/server/dist/main.js';
// The event-loop probe is preloaded (no product code): it reports over the IPC channel how long
// the server's event loop was held up during the measured window.
const probe = ['--import', new URL('./event-loop-probe.mjs', import.meta.url).href];
const server = spawn(process.execPath, [...profile, ...probe, serverMain], {
  env: {
    ...process.env,
    ...dbEnv,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLOCK_STARTS_AT: '2026-11-25T12:00:00-05:00',
  },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});
// A server that stops early (e.g. its port was taken meanwhile) must not go unnoticed.
const serverExited = () => {
  console.error('the server stopped before the benchmark ended');
  process.exit(1);
};
server.once('exit', serverExited);
const probeReport = () =>
  new Promise((resolve) => {
    server.once('message', resolve);
    server.send('report');
  });
const cleanup = async () => {
  server.off('exit', serverExited);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  if (admin) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
};

for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}
const body = await benchOrderBody(`http://127.0.0.1:${PORT}`);

// CPU time (user + system, ms) of a process. Per order, the server's and the database's CPU tell
// what a change saves even when other work on the machine skews the throughput.
const cpuMs = (pid) => {
  const { user, system } = processCpuMs(pid);
  return user + system;
};
// The backends serving this benchmark's database (the pool and the LISTEN connection).
const backendsCpuMs = async () => {
  if (!admin) return new Map(); // PGlite runs inside the server process: its CPU is the server's.
  const { rows } = await admin.query('select pid from pg_stat_activity where datname = $1', [name]);
  return new Map(rows.map((r) => [r.pid, cpuMs(r.pid)]));
};
const load = (duration) =>
  autocannon({
    url: `http://127.0.0.1:${PORT}/api/pedidos/`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: 50,
    duration,
  });

// A short warm-up opens the pool's connections and lets the JIT settle; it is not counted.
await load(2);
const loadBefore = loadavg()[0];
const serverBefore = cpuMs(server.pid);
const backendsBefore = await backendsCpuMs();
server.send('reset');
const result = await load(seconds);
const orders = result.requests.total || 1;
const eventLoop = await probeReport();
const serverCpu = cpuMs(server.pid) - serverBefore;
let backendsCpu = 0;
for (const [pid, after] of await backendsCpuMs())
  backendsCpu += after - (backendsBefore.get(pid) ?? 0);
console.log(
  JSON.stringify(
    {
      database: pglite ? 'pglite' : 'postgres',
      seconds,
      connections: 50,
      ordersPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      maxMs: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      budget: pglite ? { ordersPerSecond: 400, p99ms: 200 } : { ordersPerSecond: 1000, p99ms: 50 },
      // With PGlite the database runs in the server's process: its CPU is in `server`.
      cpuMsPerOrder: {
        server: Number((serverCpu / orders).toFixed(2)),
        postgres: pglite ? null : Number((backendsCpu / orders).toFixed(2)),
      },
      // The server's event loop during the measured window (bench/event-loop-probe.mjs).
      server: eventLoop,
      // 1-minute load average before and after: other work on the machine skews the numbers.
      loadAverage: { before: loadBefore.toFixed(2), after: loadavg()[0].toFixed(2) },
    },
    null,
    2,
  ),
);
await cleanup();
process.exit(0);
