// A second server for one spec file, e.g. with its clock at another time of day than the global
// one (support/server.ts): started in beforeAll, stopped in afterAll.
import { inject } from 'vitest';
import { E2E_NOW, type StartedServer, startServer } from './server';

export interface ExtraServer extends StartedServer {
  /** The customer app's address on this server, or the back office's with `host: 'admin'`. */
  url: (path: string, host?: 'customer' | 'admin') => string;
  /** A JSON call to this server's API: the status and the parsed body, whatever the status. */
  api: <T = unknown>(
    path: string,
    init?: { method?: string; body?: unknown },
  ) => Promise<{ status: number; body: T }>;
  /** A GET that must succeed. */
  apiGet: <T>(path: string) => Promise<T>;
}

/**
 * Starts packages/server/dist/main.js like the global setup does (free port, fresh data folder,
 * private copy of packages/web/dist, PGlite, on a copy of the database seeded once per run when
 * the seed settings match), its clock starting at `clockStartsAt` (an ISO instant with offset,
 * e.g. '2026-11-25T05:00:00-05:00').
 */
export async function startExtraServer(
  clockStartsAt: string,
  env: Record<string, string> = {},
): Promise<ExtraServer> {
  const server = await startServer({ clockStartsAt, env, seeded: inject('seeded') });
  const origin = `http://127.0.0.1:${server.port}`;
  const api = async <T = unknown>(
    path: string,
    init: { method?: string; body?: unknown } = {},
  ): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${origin}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  };
  return {
    ...server,
    url: (path, host = 'customer') =>
      `http://${host === 'admin' ? 'admin.localhost' : 'localhost'}:${server.port}${path}`,
    api,
    apiGet: async <T>(path: string) => {
      const { status, body } = await api<T>(path);
      if (status < 200 || status >= 300) throw new Error(`${path}: ${status}`);
      return body;
    },
  };
}

/**
 * A server whose clock reads `instant` (another time of day than E2E_NOW) before anything asks
 * it, on the demo database seeded at E2E_NOW: it starts like `startExtraServer(E2E_NOW)`, on a
 * copy of that seed (a few seconds of CPU instead of migrating and seeding PGlite, decision 032),
 * and moves its clock at once (decision 031). The seed reads the clock only for the demo ads'
 * dates (stored inactive in these runs) and the welcome bonus' year: for a spec that looks at
 * neither, this is the server a start at `instant` would be. Not for a spec about the seed.
 */
export async function startExtraServerMovedTo(instant: string): Promise<ExtraServer> {
  const server = await startExtraServer(E2E_NOW);
  try {
    await server.moveClock(instant);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
