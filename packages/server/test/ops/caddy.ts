// Caddy (Debian's package) in front of test instances, with the shipped deploy/Caddyfile: only
// its domain, its upstreams, its log file and its global options (ports, local certificates,
// no admin endpoint) are changed for localhost.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { request as httpsRequest, type RequestOptions } from 'node:https';
import type { LookupFunction } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { until } from './instances';

export const caddyMissing =
  spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0
    ? null
    : 'Caddy is not installed (apt-get install -y caddy): the proxy test is skipped';

const deployed = fileURLToPath(new URL('../../../../deploy/Caddyfile', import.meta.url));

/** The customer host and the back office's, as the tests reach them through Caddy. */
export const DOMAIN = 'horno.localhost';
export const ADMIN_DOMAIN = `admin.${DOMAIN}`;

/** Every name resolves to this machine: Node does not resolve subdomains of localhost itself. */
export const toLocalhost: LookupFunction = (_hostname, options, callback) => {
  if (options.all)
    (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [
      { address: '127.0.0.1', family: 4 },
    ]);
  else callback(null, '127.0.0.1', 4);
};

/** One replacement in the deployed file, which must be there: the test follows the file. */
function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/Caddyfile no longer has ${String(from)}`);
  return replaced;
}

export interface Caddy {
  httpsPort: number;
  stop(): Promise<void>;
}

export async function startCaddy(options: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreams: number[];
}): Promise<Caddy> {
  let config = readFileSync(deployed, 'utf8');
  config = replaceOnce(
    config,
    /^\{\n[\s\S]*?\n\}\n/m,
    [
      '{',
      `\thttp_port ${options.httpPort}`,
      `\thttps_port ${options.httpsPort}`,
      '\tadmin off',
      '\tskip_install_trust',
      `\tstorage file_system ${join(options.dir, 'data')}`,
      '}',
      '',
    ].join('\n'),
  );
  config = replaceOnce(config, /pizzeria\.example\.co/g, DOMAIN);
  config = replaceOnce(
    config,
    'to 127.0.0.1:3000\n',
    `to ${options.upstreams.map((port) => `127.0.0.1:${port}`).join(' ')}\n`,
  );
  config = replaceOnce(config, '/var/log/caddy/horno.log', join(options.dir, 'access.log'));
  const file = join(options.dir, 'Caddyfile');
  writeFileSync(file, config);
  const child: ChildProcess = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: options.dir,
      XDG_DATA_HOME: join(options.dir, 'data'),
      XDG_CONFIG_HOME: join(options.dir, 'config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr!.on('data', (chunk) => (log += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    until('Caddy to proxy /api/health', async () => {
      const res = await viaProxy(options.httpsPort, DOMAIN, 'GET', '/api/health');
      return res.status === 200;
    }),
    exited.then(() => {
      throw new Error(`Caddy ended: ${log}`);
    }),
  ]);
  return {
    httpsPort: options.httpsPort,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
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
