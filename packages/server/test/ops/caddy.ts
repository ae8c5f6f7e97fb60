// Caddy (Debian's package) in front of test instances, with the shipped deploy/Caddyfile as
// bench/caddy.mjs adapts it to this machine, and HTTPS requests through it.
import { spawnSync } from 'node:child_process';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { LOCAL_DOMAIN, type LocalCaddyOptions, startLocalCaddy } from '../../../../bench/caddy.mjs';

export const caddyMissing =
  spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0
    ? null
    : 'Caddy is not installed (apt-get install -y caddy): the proxy test is skipped';

/** The customer host and the back office's, as the tests reach them through Caddy. */
export const DOMAIN = LOCAL_DOMAIN;
export const ADMIN_DOMAIN = `admin.${DOMAIN}`;

/** Every name resolves to this machine: Node does not resolve subdomains of localhost itself. */
export const toLocalhost: LookupFunction = (_hostname, options, callback) => {
  if (options.all) {
    (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  } else callback(null, '127.0.0.1', 4);
};

export interface Caddy {
  httpsPort: number;
  stop(): Promise<void>;
}

/** Caddy with the shipped deploy/Caddyfile in front of `upstreams`, once it proxies /api/health. */
export async function startCaddy(options: LocalCaddyOptions): Promise<Caddy> {
  const caddy = await startLocalCaddy(
    options,
    async () => (await viaProxy(options.httpsPort, DOMAIN, 'GET', '/api/health')).status === 200,
  );
  return { httpsPort: options.httpsPort, stop: caddy.stop };
}

export interface ProxiedResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTPS request to `host` through Caddy on this machine (its own certificate authority). */
export function viaProxy(
  port: number,
  host: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; timeoutMs?: number } = {},
): Promise<ProxiedResponse> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const request: RequestOptions = {
    host,
    port,
    method,
    path,
    lookup: toLocalhost,
    rejectUnauthorized: false,
    headers: {
      ...(payload ? { 'content-type': 'application/json' } : {}),
      ...options.headers,
    },
    timeout: options.timeoutMs ?? 15_000,
  };
  return new Promise((resolve, reject) => {
    const req = httpsRequest(request, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in time`)));
    req.on('error', reject);
    req.end(payload);
  });
}
