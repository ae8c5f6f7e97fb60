// A second server for one spec file, e.g. with its clock at another time of day than the global
// one (support/server.ts): started in beforeAll, stopped in afterAll.
import { inject } from 'vitest';
import { type StartedServer, startServer } from './server';

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
