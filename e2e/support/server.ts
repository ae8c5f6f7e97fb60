// Starts the built server on a free port with a fresh data folder, for the whole e2e run
// (`startServer` also starts extra servers: e2e/support/extra-server.ts).
// A server whose seed settings match a database seeded once per run (`SEEDED_CLOCKS`) starts on
// a copy of it instead of migrating and seeding PGlite itself (decision 032).
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, createWriteStream, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker (e2e/vitest.config.ts): `thisWorkerServer()` picks the worker's. */
    ports: number[];
    /** Each server's JSON log (pino, level info): outbox messages such as verification codes. */
    serverLogs: string[];
    /** The databases seeded once per run, for `startServer`'s `seeded` (decision 032). */
    seeded: SeededCopy[];
  }
}

/** How many spec files run at once, each worker against a server of its own. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** A Wednesday at noon (in a week without holidays) in Bogotá: the demo's branches are open. */
export const E2E_NOW = '2026-11-25T12:00:00-05:00';

/**
 * The settings a first start's database depends on (besides the built code): the demo seed's
 * inputs (`demoSeedOptions` in packages/server/src/app.ts: the clock's time, demo orders, demo
 * ads; its uploads folder is in the data folder, copied with the database) and whether it seeds
 * at all (without the demo, the start stores a setup link's token instead).
 */
const SEED_SETTINGS = ['CLOCK_STARTS_AT', 'SEED_DEMO', 'SEED_DEMO_ORDERS', 'SEED_DEMO_ADS'];

const seedKeyOf = (env: Record<string, string | undefined>) =>
  JSON.stringify(SEED_SETTINGS.map((name) => env[name] ?? null));

/**
 * The clocks the global setup seeds a database at, once per run: the workers' and most spec
 * files' (E2E_NOW), and before opening time (closed-branch, scheduled-orders, staff-ordering). A
 * server with another clock or other seed settings migrates and seeds its own, as before; a spec
 * that only needs another time of day starts at E2E_NOW and moves its clock instead
 * (`startExtraServerMovedTo`, extra-server.ts).
 */
const SEEDED_CLOCKS = [E2E_NOW, '2026-11-25T05:00:00-05:00'];

/** The database and uploads of a server stopped right after its first start (SIGTERM). */
export interface SeededCopy {
  /** Its seed settings (`seedKeyOf`). */
  key: string;
  /** Holds `pglite` and `uploads`, as a data folder does. */
  dir: string;
}

/** The parts of a data folder a first start fills: the PGlite database and the demo's pictures. */
const SEEDED_PARTS = ['pglite', 'uploads'];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A first start migrates and seeds PGlite: under a 2-core machine's full load it has passed 60 s. */
const HEALTH_WAIT_MS = 180_000;

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_WAIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy within ${HEALTH_WAIT_MS / 1000} s`);
}

const PINO_WARN = 40;

/** Writes the server's stdout to `file`, echoing warnings and errors as before. */
function keepLog(child: ChildProcess, file: string): void {
  const out = createWriteStream(file);
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const { level } = JSON.parse(line) as { level?: number };
        if (level !== undefined && level < PINO_WARN) continue;
      } catch {
        // not a JSON log line: show it
      }
      process.stdout.write(`${line}\n`);
    }
  });
  child.once('exit', () => out.end());
}

export interface StartedServer {
  port: number;
  /** The fresh data folder (PGlite database, uploads, the web copy, the log). */
  dataDir: string;
  /** The server's JSON log (pino, level info). */
  serverLog: string;
  /** Stops the server and removes its data folder. */
  stop: () => Promise<void>;
  /** Stops the server (SIGTERM), keeping its data folder; resolves with its exit code. */
  halt: () => Promise<number | null>;
  /** The seed settings it started with: which `SeededCopy` its first start matches. */
  seedKey: string;
  /** Sets the server's clock to an instant (ISO with offset), from which it runs on. */
  moveClock: (instant: string) => Promise<void>;
}

/**
 * Starts packages/server/dist/main.js on a free port with a fresh data folder, a private copy of
 * the built web app and no DATABASE_URL (PGlite), its clock starting at `clockStartsAt`; resolves
 * once /api/health answers. The data folder starts with a copy of the one of `seeded` that has
 * the same seed settings, if any.
 */
export async function startServer({
  clockStartsAt,
  env: extraEnv = {},
  seeded = [],
}: {
  clockStartsAt: string;
  /** More settings for this server (a fake Wompi's keys and addresses). */
  env?: Record<string, string>;
  /** The databases seeded once per run (`inject('seeded')`). */
  seeded?: readonly SeededCopy[];
}): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'horno-e2e-'));
  const main = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
  // A copy of the built web app, so a rebuild during the run cannot pull files from under it.
  const webDist = join(dataDir, 'web');
  cpSync(fileURLToPath(new URL('../../packages/web/dist', import.meta.url)), webDist, {
    recursive: true,
  });
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const env = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    // 'info' so the outbox's WhatsApp messages (verification codes) reach the log file.
    LOG_LEVEL: 'info',
    PUBLIC_URL: `http://localhost:${port}`,
    CLOCK_STARTS_AT: clockStartsAt,
    LOGIN_LIMIT_PER_ADDRESS: '1000',
    SEED_DEMO_ORDERS: 'false', // the specs start from an empty order board
    // The demo's ads stored inactive: no pop-up opens over the other specs' menus (ads.test.ts
    // creates its own and deactivates it when it ends).
    SEED_DEMO_ADS: 'false',
    // WhatsApp messages link to the order's tracking page (decision 015).
    ORDER_LINK_SECRET: 'e2e-secreto-de-enlaces-de-pedidos-32+',
    // A print job unacknowledged for this long is sent again, three times, then 'No se
    // imprimió' (decision 028): 10 s in production; printers.test.ts waits for the three.
    PRINT_ACK_TIMEOUT_MS: '1500',
    // No proxy routes by these servers' health: they close at once on SIGTERM.
    SHUTDOWN_DRAIN_MS: '0',
    ...extraEnv,
  };
  const seedKey = seedKeyOf(env);
  const copy = seeded.find((c) => c.key === seedKey);
  if (copy) {
    for (const part of SEEDED_PARTS) {
      cpSync(join(copy.dir, part), join(dataDir, part), { recursive: true });
    }
  }
  const child = spawn(process.execPath, [main], {
    env,
    // The IPC channel lets the test move this server's clock (`moveClock`).
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const serverLog = join(dataDir, 'server.log');
  keepLog(child, serverLog);
  const halt = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    return exited;
  };
  const stop = async () => {
    await halt();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  const moveClock = (instant: string) =>
    new Promise<void>((resolve, reject) => {
      const answer = (message: { clockMovedTo?: string }) => {
        if (!message?.clockMovedTo) return;
        child.off('message', answer);
        resolve();
      };
      child.on('message', answer);
      child.send({ moveClockTo: instant }, (error) => error && reject(error));
    });
  return { port, dataDir, serverLog, stop, halt, seedKey, moveClock };
}

/**
 * Starts a server on a fresh data folder and stops it (SIGTERM: PGlite closes, checkpointing)
 * once it answers: its migrated and seeded database and its uploads, in a folder of their own.
 */
async function seedOnce(clockStartsAt: string): Promise<SeededCopy> {
  const server = await startServer({ clockStartsAt });
  try {
    const code = await server.halt();
    // Exit code 0: app.close() ended and closed PGlite (an exit on a signal or 1 may not have).
    if (code !== 0) throw new Error(`the seeding server exited with ${code}`);
    const dir = mkdtempSync(join(tmpdir(), 'horno-e2e-seeded-'));
    for (const part of SEEDED_PARTS) renameSync(join(server.dataDir, part), join(dir, part));
    return { key: server.seedKey, dir };
  } finally {
    await server.stop();
  }
}

export default async function setup(project: TestProject) {
  const seeded = await Promise.all(SEEDED_CLOCKS.map(seedOnce));
  const servers = await Promise.all(
    Array.from({ length: E2E_WORKERS }, () => startServer({ clockStartsAt: E2E_NOW, seeded })),
  );
  project.provide('seeded', seeded);
  project.provide(
    'ports',
    servers.map((s) => s.port),
  );
  project.provide(
    'serverLogs',
    servers.map((s) => s.serverLog),
  );
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    for (const { dir } of seeded) rmSync(dir, { recursive: true, force: true });
  };
}
