// Real server processes for the operations tests (issue 34): `src/main.ts` run by tsx with its
// own environment, as systemd runs the built one, stopped with a signal.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { testConfig, WEDNESDAY_NOON, demoSeedOf, onServer } from '../helper';
import { demoTemplate } from '../templates';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it is true, failing after `timeoutMs`. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A database of its own on the suite's PostgreSQL server: the demo's template when there is one. */
export async function newPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('the operations tests need DATABASE_URL');
  const template = demoTemplate(demoSeedOf(testConfig(), new Date(WEDNESDAY_NOON)));
  const name = `horno_ops_${randomBytes(5).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export interface Instance {
  port: number;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** Resolves with its exit code once it ended. */
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
}

/** Starts `src/main.ts` on `port` and waits until its health answers. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      HORNO_TEST_DB: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      CLOCK_STARTS_AT: WEDNESDAY_NOON,
      SEED_DEMO_ORDERS: 'false',
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const instance: Instance = {
    port,
    output: () => output,
    exited,
    signal: (name) => void child.kill(name),
  };
  await Promise.race([
    until(
      `the server on ${port} to answer`,
      async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).ok,
      60_000,
    ),
    exited.then((code) => {
      throw new Error(`the server on ${port} ended (${code}): ${output}`);
    }),
  ]);
  return instance;
}

/**
 * A guest's pick-up order at branch 1 of the first sized product in `productsJson` (the answer
 * of `GET /api/productos/?sede=1`), as the operations tests place it again and again.
 */
export function pickUpOrder(productsJson: string) {
  const products = JSON.parse(productsJson) as {
    id: number;
    precios_por_medida: { medida: { id: number } }[];
  }[];
  const product = products.find((p) => p.precios_por_medida.length > 0)!;
  return {
    sede: 1,
    tipo_pedido: 'RECOGER',
    invitado: { nombre: 'Sofía Prueba', numero: '3009876543' },
    productosPedidos: [
      { producto: product.id, medida: product.precios_por_medida[0]!.medida.id, cantidad: 1 },
    ],
  };
}
