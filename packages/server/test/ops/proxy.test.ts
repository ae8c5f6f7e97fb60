// Horno as deployed (issue 34): two instances on one PostgreSQL behind Caddy with the shipped
// deploy/Caddyfile, on localhost. One instance is stopped (SIGTERM) while orders keep coming: the
// proxy sends everything to the other, the staff socket that was on it reconnects, and every
// acknowledged order is on the board once.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect as http2Connect, type ClientHttp2Session } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testEngine } from '../helper';
import {
  ADMIN_DOMAIN,
  type Caddy,
  caddyMissing,
  DOMAIN,
  startCaddy,
  toLocalhost,
  viaProxy,
} from './caddy';
import { nginxMissing, startNginx } from './nginx';
import {
  freePort,
  type Instance,
  newPostgresDatabase,
  pickUpOrder,
  sleep,
  startInstance,
  until,
} from './instances';

const skipped =
  testEngine !== 'postgres' ? 'it runs on PostgreSQL (HORNO_TEST_DB=postgres)' : caddyMissing;
if (testEngine === 'postgres' && skipped) console.log(`⤼ ${skipped}`);
else if (testEngine === 'postgres' && nginxMissing) console.log(`⤼ ${nginxMissing}`);

/** How long a stopping instance answers 503 on its health before it closes. */
const DRAIN_MS = 3000;

async function writeWithSiblings(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

interface Pushed {
  type: string;
  pedido?: { id: number };
}

/**
 * A staff member's live socket through the proxy, as the web app keeps it: after a close it
 * opens again, authenticates, and reads the board to catch up on what it missed.
 */
class StaffSocket {
  readonly announced = new Set<number>();
  readonly refetched = new Set<number>();
  closes: number[] = [];
  reconnectedAt: number | null = null;
  private ws!: WebSocket;
  private stopped = false;

  constructor(
    private readonly port: number,
    private readonly token: string,
  ) {}

  async open(): Promise<void> {
    const ws = new WebSocket(`wss://${ADMIN_DOMAIN}:${this.port}/ws/pedidos/`, {
      lookup: toLocalhost,
      rejectUnauthorized: false,
    });
    this.ws = ws;
    const authed = new Promise<void>((resolve, reject) => {
      ws.once('error', reject);
      ws.on('message', (raw) => {
        const message = JSON.parse(String(raw)) as Pushed;
        if (message.type === 'auth_ok') resolve();
        if (message.type === 'pedido_creado' && message.pedido) {
          this.announced.add(message.pedido.id);
        }
      });
    });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token: this.token })));
    ws.on('close', (code) => {
      if (this.stopped) return;
      this.closes.push(code);
      void sleep(300).then(() => this.reconnect());
    });
    await authed;
  }

  private async reconnect(): Promise<void> {
    await this.open();
    const board = await viaProxy(this.port, ADMIN_DOMAIN, 'GET', '/api/pedidos/activos/', {
      headers: { authorization: `Token ${this.token}` },
    });
    for (const order of JSON.parse(board.body) as { id: number }[]) this.refetched.add(order.id);
    this.reconnectedAt = Date.now();
  }

  close(): void {
    this.stopped = true;
    this.ws.close();
  }
}

describe.skipIf(skipped)('behind Caddy, two instances on one PostgreSQL', () => {
  let dir: string;
  let database: { url: string; drop(): Promise<void> };
  let dist: string;
  const instances: Instance[] = [];
  let caddy: Caddy;
  let port: number;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'horno-proxy-'));
    dist = join(dir, 'web');
    await mkdir(join(dist, 'assets'), { recursive: true });
    await mkdir(join(dist, 'admin'), { recursive: true });
    const page = `<!doctype html><html lang="es"><head><title>Horno</title>\n  </head><body>${'<p>menú</p>'.repeat(200)}</body></html>`;
    await writeWithSiblings(join(dist, 'index.html'), page);
    await writeWithSiblings(
      join(dist, 'admin', 'index.html'),
      page.replace(
        '</head>',
        '<script type="module" src="/admin/assets/panel.js"></script></head>',
      ),
    );
    await writeWithSiblings(
      join(dist, 'assets', 'menu-Ab12.js'),
      `export const menu = ${JSON.stringify('pizza '.repeat(500))};\n`,
    );
    database = await newPostgresDatabase();
    const [a, b, httpPort, httpsPort] = await Promise.all([
      freePort(),
      freePort(),
      freePort(),
      freePort(),
    ]);
    port = httpsPort;
    for (const [instancePort, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      instances.push(
        await startInstance(instancePort, {
          DATABASE_URL: database.url,
          DATA_DIR: join(dir, `data-${name}`),
          WEB_DIST: dist,
          PUBLIC_URL: `https://${DOMAIN}:${httpsPort}`,
          TRUST_PROXY: 'true',
          SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        }),
      );
    }
    caddy = await startCaddy({ dir, httpPort, httpsPort, upstreams: [a, b] });
  }, 120_000);

  afterAll(async () => {
    await caddy?.stop();
    for (const instance of instances) instance.signal('SIGKILL');
    await Promise.all(instances.map((i) => i.exited));
    await database?.drop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("speaks HTTP/2 (and offers HTTP/3) on both hosts, passing the server's compressed files and its one CSP", async () => {
    const get = (session: ClientHttp2Session, path: string, headers = {}) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': path, ...headers });
        const chunks: Buffer[] = [];
        let responseHeaders: Record<string, unknown> = {};
        stream.on('response', (h) => (responseHeaders = h));
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => resolve({ headers: responseHeaders, body: Buffer.concat(chunks) }));
        stream.on('error', reject);
      });
    const open = (host: string) =>
      http2Connect(`https://${host}:${port}`, { lookup: toLocalhost, rejectUnauthorized: false });
    const customer = open(DOMAIN);
    const admin = open(ADMIN_DOMAIN);
    try {
      const script = await get(customer, '/assets/menu-Ab12.js', { 'accept-encoding': 'br' });
      expect(customer.alpnProtocol).toBe('h2');
      expect(script.headers[':status']).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      // The bytes the build compressed, not compressed again by the proxy.
      expect(script.body.equals(await readFile(join(dist, 'assets', 'menu-Ab12.js.br')))).toBe(
        true,
      );
      expect(String(script.headers['alt-svc'])).toMatch(/h3=/);

      const menu = await get(customer, '/', { 'accept-encoding': 'gzip' });
      expect(menu.headers[':status']).toBe(200);
      const csp = String(menu.headers['content-security-policy']);
      expect(csp.match(/default-src/g)).toHaveLength(1);
      expect(csp).toContain("script-src 'self'");

      const panel = await get(admin, '/pedidos', { 'accept-encoding': 'identity' });
      expect(admin.alpnProtocol).toBe('h2');
      expect(panel.headers[':status']).toBe(200);
      expect(panel.body.toString()).toContain('/admin/assets/panel.js');
    } finally {
      customer.close();
      admin.close();
    }
  });

  it.skipIf(nginxMissing)(
    'works the same behind nginx with the shipped site: HTTP/2, both instances, the live socket',
    async () => {
      const [httpPort, httpsPort] = await Promise.all([freePort(), freePort()]);
      const nginx = await startNginx({
        dir,
        httpPort,
        httpsPort,
        upstreams: [instances[0]!.port, instances[1]!.port],
      });
      try {
        const session = http2Connect(`https://${DOMAIN}:${httpsPort}`, {
          lookup: toLocalhost,
          rejectUnauthorized: false,
        });
        const status = await new Promise<unknown>((resolve, reject) => {
          const stream = session.request({ ':path': '/api/health' });
          stream.on('response', (h) => resolve(h[':status']));
          stream.on('error', reject);
          stream.resume();
        });
        expect(session.alpnProtocol).toBe('h2');
        expect(status).toBe(200);
        session.close();
        const login = await viaProxy(httpsPort, ADMIN_DOMAIN, 'POST', '/api/users/login/', {
          body: { email: 'cajero@horno.co', password: 'HornoCajero2026' },
        });
        expect(login.status, login.body).toBe(200);
        const socket = new StaffSocket(
          httpsPort,
          (JSON.parse(login.body) as { token: string }).token,
        );
        await socket.open();
        socket.close();
      } finally {
        await nginx.stop();
      }
    },
  );

  it('loses and repeats no order when one instance stops mid-load; the staff socket on it reconnects', async () => {
    const [stopping, staying] = instances as [Instance, Instance];
    const login = await viaProxy(port, ADMIN_DOMAIN, 'POST', '/api/users/login/', {
      body: { email: 'cajero@horno.co', password: 'HornoCajero2026' },
    });
    expect(login.status, login.body).toBe(200);
    const { token } = JSON.parse(login.body) as { token: string };
    // Least connections: a socket counts while open, so the second goes to the other instance.
    const sockets = [new StaffSocket(port, token), new StaffSocket(port, token)];
    for (const socket of sockets) await socket.open();

    const order = pickUpOrder((await viaProxy(port, DOMAIN, 'GET', '/api/productos/?sede=1')).body);

    // Customers placing orders, each retrying with the same Idempotency-Key until answered.
    const acknowledged = new Map<string, number>();
    const statuses: number[] = [];
    let loading = true;
    const customer = async () => {
      while (loading) {
        const key = randomUUID();
        for (let tries = 0; ; tries++) {
          const res = await viaProxy(port, DOMAIN, 'POST', '/api/pedidos/', {
            headers: { 'idempotency-key': key },
            body: order,
          }).catch((err: Error) => ({ status: 0, body: err.message }));
          statuses.push(res.status);
          if (res.status === 201 || res.status === 200) {
            acknowledged.set(key, (JSON.parse(res.body) as { id: number }).id);
            break;
          }
          if (tries > 20) throw new Error(`an order was never acknowledged: ${res.body}`);
          await sleep(250);
        }
        await sleep(50);
      }
    };
    const load = Promise.all([customer(), customer(), customer()]);

    await sleep(1500);
    const ordersBeforeStop = acknowledged.size;
    stopping.signal('SIGTERM');
    // Draining: the stopping instance says so to the proxy's health checks, for a while.
    let drainingAnswers = 0;
    await until('the stopping instance to answer 503 on its health', async () => {
      const res = await fetch(`http://127.0.0.1:${stopping.port}/api/health`);
      if (res.status === 503) drainingAnswers += 1;
      return drainingAnswers > 0;
    });
    expect(await stopping.exited, stopping.output()).toBe(0);
    const ordersAtStop = acknowledged.size;
    await until('a staff socket to reconnect', () => sockets.some((s) => s.reconnectedAt));
    await sleep(1500);
    loading = false;
    await load;
    for (const socket of sockets) socket.close();

    // Orders kept coming before, while and after the instance stopped, all of them answered.
    expect(ordersBeforeStop).toBeGreaterThan(3);
    expect(acknowledged.size).toBeGreaterThan(ordersAtStop);
    expect(statuses.filter((s) => s !== 201)).toEqual([]);

    // The socket on the stopped instance was told it was going away (1001) and came back.
    expect(sockets.map((s) => s.closes)).toContainEqual([1001]);
    expect(sockets.filter((s) => s.closes.length > 0)).toHaveLength(1);

    // Every acknowledged order once on the board, and once in the database.
    const ids = [...acknowledged.values()];
    expect(new Set(ids).size).toBe(ids.length);
    const board = await viaProxy(port, ADMIN_DOMAIN, 'GET', '/api/pedidos/activos/', {
      headers: { authorization: `Token ${token}` },
    });
    const onBoard = (JSON.parse(board.body) as { id: number }[]).map((o) => o.id);
    expect(onBoard.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(new Set(onBoard).size).toBe(onBoard.length);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: string }>('select count(*) as n from pedidos');
      expect(Number(rows[0]!.n)).toBe(ids.length);
    } finally {
      await client.end();
    }

    // Each socket heard of every order, live or by reading the board after reconnecting.
    for (const socket of sockets) {
      const known = new Set([...socket.announced, ...socket.refetched]);
      expect(ids.filter((id) => !known.has(id))).toEqual([]);
    }
    // The instance left serves on: it answers directly, and through the proxy.
    expect((await fetch(`http://127.0.0.1:${staying.port}/api/health`)).status).toBe(200);
  });
});
