// Shared by the browser benchmarks (bundle.mjs, lighthouse.mjs): the built server on PGlite with
// a fresh data folder and a private copy of the built web app, and Chromium's flags.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's Chromium (never a downloaded browser), and the flags every benchmark launches it with. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A Wednesday at noon in Bogotá (as in the e2e tests): every demo branch is open. */
export const CLOCK_STARTS_AT = '2026-11-25T12:00:00-05:00';

/**
 * Starts the built server (BENCH_SERVER, or packages/server/dist/main.js) on `port` (with
 * `extraEnv` over the benchmark's settings) with a fresh
 * data folder, a copy of packages/web/dist or BENCH_WEB_DIST (so a rebuild during the run cannot change it) and
 * every branch open; resolves once /api/health answers. `stop()` ends it and removes the folder.
 */
export async function startWebServer(port, extraEnv = {}) {
  const main = process.env.BENCH_SERVER ?? 'packages/server/dist/main.js';
  // Another build to compare against (a checkout of the commit before, built there).
  const builtWeb = process.env.BENCH_WEB_DIST ?? 'packages/web/dist';
  for (const file of [
    main,
    join(builtWeb, 'index.html'),
    join(builtWeb, '.vite/manifest.json'),
    join(builtWeb, 'admin/index.html'),
  ]) {
    if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first.`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'horno-bench-web-'));
  const webDist = join(dataDir, 'web');
  cpSync(builtWeb, webDist, { recursive: true });
  const env = { ...process.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [main], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://localhost:${port}`,
      CLOCK_STARTS_AT,
      LOGIN_LIMIT_PER_ADDRESS: '1000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Also when the benchmark dies of an uncaught error.
  process.once('exit', () => child.kill('SIGTERM'));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error('server did not become healthy within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { port, webDist, stop, pid: child.pid };
}

/**
 * The cart the checkout page reads from localStorage ('cart-storage'): one regular pizza of
 * branch `sede`, first size, no additions (lighthouse.mjs, main-thread.mjs).
 */
export async function oneLineCart(base, sede = 1) {
  const productos = await (await fetch(`${base}/api/productos/?sede=${sede}`)).json();
  const producto = productos.find((p) => p.precios_por_medida.length > 0);
  const { medida, precio } = producto.precios_por_medida[0];
  const line = {
    tipo: 'REGULAR',
    id: producto.id,
    observaciones: '',
    medida: { id: medida.id, value: medida.value, label: medida.label },
    adiciones: [],
    mitad: null,
    configuraciones: {},
  };
  return [
    {
      ...line,
      // cartLineKey (@horno/domain/cart) of this line.
      uniqueId: ['REGULAR', producto.id, medida.id, '-', '', '', ''].join('|'),
      nombre: producto.nombre,
      imagen: producto.imagen,
      cantidad: 1,
      selecciones: [],
      precio: Number(precio),
    },
  ];
}
