// nginx (Debian's package) in front of test instances, with the shipped deploy/nginx/horno.conf:
// its domain, ports, upstreams and certificate (a self-signed one) changed for localhost.
import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOMAIN, viaProxy } from './caddy';
import { until } from './instances';

export const nginxMissing =
  spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0 &&
  spawnSync('openssl', ['version'], { stdio: 'ignore' }).status === 0
    ? null
    : 'nginx or openssl is not installed (apt-get install -y nginx): its check is skipped';

const site = fileURLToPath(new URL('../../../../deploy/nginx/horno.conf', import.meta.url));

function replaceOnce(text: string, from: string | RegExp, to: string): string {
  const replaced = text.replace(from, to);
  if (replaced === text) throw new Error(`deploy/nginx/horno.conf no longer has ${String(from)}`);
  return replaced;
}

export async function startNginx(options: {
  dir: string;
  httpPort: number;
  httpsPort: number;
  upstreams: [number, number];
}): Promise<{ stop(): Promise<void> }> {
  const { dir } = options;
  const cert = join(dir, 'nginx-cert.pem');
  const key = join(dir, 'nginx-key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      key,
      '-out',
      cert,
      '-subj',
      `/CN=${DOMAIN}`,
      '-addext',
      `subjectAltName=DNS:${DOMAIN},DNS:admin.${DOMAIN}`,
    ],
    { stdio: 'ignore' },
  );
  let config = readFileSync(site, 'utf8');
  config = replaceOnce(config, /pizzeria\.example\.co/g, DOMAIN);
  config = replaceOnce(config, /\tlisten \[::\]:(80|443)[^\n]*\n/g, '');
  config = replaceOnce(config, '\tlisten 80;', `\tlisten 127.0.0.1:${options.httpPort};`);
  config = replaceOnce(
    config,
    '\tlisten 443 ssl http2;',
    `\tlisten 127.0.0.1:${options.httpsPort} ssl http2;`,
  );
  config = replaceOnce(config, /ssl_certificate [^;]+;/, `ssl_certificate ${cert};`);
  config = replaceOnce(config, /ssl_certificate_key [^;]+;/, `ssl_certificate_key ${key};`);
  config = replaceOnce(
    config,
    'server 127.0.0.1:3000 ',
    `server 127.0.0.1:${options.upstreams[0]} `,
  );
  config = replaceOnce(
    config,
    '# server 127.0.0.1:3001 ',
    `server 127.0.0.1:${options.upstreams[1]} `,
  );
  writeFileSync(join(dir, 'horno-nginx-site.conf'), config);
  const main = join(dir, 'nginx.conf');
  writeFileSync(
    main,
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'nginx-error.log')} warn;`,
      'events {}',
      'http {',
      '\taccess_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `\t${kind}_temp_path ${join(dir, `nginx-${kind}`)};`,
      ),
      `\tinclude ${join(dir, 'horno-nginx-site.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const check = spawnSync('nginx', ['-t', '-c', main, '-p', dir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const child: ChildProcess = spawn('nginx', ['-c', main, '-p', dir], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await Promise.race([
    until('nginx to proxy /api/health', async () => {
      const res = await viaProxy(options.httpsPort, DOMAIN, 'GET', '/api/health');
      return res.status === 200;
    }),
    exited.then(() => {
      throw new Error(`nginx ended: ${readFileSync(join(dir, 'nginx-error.log'), 'utf8')}`);
    }),
  ]);
  return {
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
