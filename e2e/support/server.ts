// Starts the built server on a free port with a fresh data folder, for the whole e2e run.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
  }
}

/** A Wednesday at noon (in a week without holidays) in Bogotá: the demo's branches are open. */
export const E2E_NOW = '2026-11-25T12:00:00-05:00';

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

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
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
  throw new Error('server did not become healthy within 60 s');
}

export default async function setup(project: TestProject) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'horno-e2e-'));
  const main = fileURLToPath(new URL('../../packages/server/dist/main.js', import.meta.url));
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      CLOCK_FIXED_AT: E2E_NOW,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(port, child);
  project.provide('port', port);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
