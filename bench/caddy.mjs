// The shipped deploy/Caddyfile on this machine, for the benchmarks (lighthouse.mjs) and the
// proxy test (packages/server/test/ops/proxy.test.ts): only its domain (horno.localhost, served
// with Caddy's own local certificate authority), its upstreams, its log file and its global
// options (ports, storage, no admin endpoint) are changed.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const deployed = new URL('../deploy/Caddyfile', import.meta.url);

export const LOCAL_DOMAIN = 'horno.localhost';

/** One replacement in the shipped file, which must be there: what is measured is that file. */
function replaceOnce(text, from, to) {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/Caddyfile no longer has ${String(from)}`);
  return replaced;
}

/** deploy/Caddyfile for `horno.localhost` on these ports, in front of these local ports. */
export function localCaddyfile({ dir, httpPort, httpsPort, upstreams }) {
  let config = readFileSync(deployed, 'utf8');
  config = replaceOnce(
    config,
    /^\{\n[\s\S]*?\n\}\n/m,
    [
      '{',
      `\thttp_port ${httpPort}`,
      `\thttps_port ${httpsPort}`,
      '\tadmin off',
      '\tskip_install_trust',
      `\tstorage file_system ${join(dir, 'data')}`,
      '}',
      '',
    ].join('\n'),
  );
  config = replaceOnce(config, /pizzeria\.example\.co/g, LOCAL_DOMAIN);
  config = replaceOnce(
    config,
    'to 127.0.0.1:3000\n',
    `to ${upstreams.map((port) => `127.0.0.1:${port}`).join(' ')}\n`,
  );
  return replaceOnce(config, '/var/log/caddy/horno.log', join(dir, 'access.log'));
}

/**
 * Starts Caddy with `localCaddyfile` and waits until `ready()` resolves true. Resolves with
 * `stop()` and the base64 SHA-256 hashes of its local authority's public keys (root and
 * intermediate), for Chromium's `--ignore-certificate-errors-spki-list`.
 */
export async function startLocalCaddy(options, ready) {
  const file = join(options.dir, 'Caddyfile');
  writeFileSync(file, localCaddyfile(options));
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: options.dir,
      XDG_DATA_HOME: join(options.dir, 'data'),
      XDG_CONFIG_HOME: join(options.dir, 'config'),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy ended: ${log}`);
    if (await ready().catch(() => false)) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`Caddy did not answer within 20 s: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const authority = join(options.dir, 'data', 'pki', 'authorities', 'local');
  const spki = (name) => {
    const key = execFileSync('openssl', [
      'x509',
      '-pubkey',
      '-noout',
      '-in',
      join(authority, name),
    ]);
    const der = execFileSync('openssl', ['pkey', '-pubin', '-outform', 'der'], { input: key });
    return execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString(
      'base64',
    );
  };
  return {
    spkiHashes: () => ['root.crt', 'intermediate.crt'].map(spki),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
