// Order creation on PostgreSQL: orders per second and p99 latency with 50 clients.
// Budget (ARCHITECTURE.md): ≥ 1,000 orders/s at p99 ≤ 50 ms on 2 cores.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/orders.mjs [seconds=10]
// It creates (and drops) a database of its own on that server.
import { spawn } from 'node:child_process';
import { benchOrderBody, processCpuMs } from './support.mjs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';

const seconds = Number(process.argv[2] ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `horno_bench_${Date.now()}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

const PORT = 3903;
// BENCH_CPU_PROF=<dir> writes a V8 CPU profile of the server there (open it in Chrome DevTools).
const profile = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
// BENCH_SERVER=<path to a built main.js> runs another build, e.g. an older commit's, to compare.
const serverMain = process.env.BENCH_SERVER ?? 'packages/server/dist/main.js';
const server = spawn(process.execPath, [...profile, serverMain], {
  env: {
    ...process.env,
    DATABASE_URL: url.toString(),
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    CLOCK_STARTS_AT: '2026-11-25T12:00:00-05:00',
    DATA_DIR: '/tmp/horno-bench-orders',
  },
  stdio: 'inherit',
});
const cleanup = async () => {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
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
const result = await load(seconds);
const orders = result.requests.total || 1;
const serverCpu = cpuMs(server.pid) - serverBefore;
let backendsCpu = 0;
for (const [pid, after] of await backendsCpuMs())
  backendsCpu += after - (backendsBefore.get(pid) ?? 0);
console.log(
  JSON.stringify(
    {
      seconds,
      connections: 50,
      ordersPerSecond: Math.round(result.requests.average),
      p50ms: result.latency.p50,
      p99ms: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      budget: { ordersPerSecond: 1000, p99ms: 50 },
      cpuMsPerOrder: {
        server: Number((serverCpu / orders).toFixed(2)),
        postgres: Number((backendsCpu / orders).toFixed(2)),
      },
      // 1-minute load average before and after: other work on the machine skews the numbers.
      loadAverage: { before: loadBefore.toFixed(2), after: loadavg()[0].toFixed(2) },
    },
    null,
    2,
  ),
);
await cleanup();
process.exit(0);
