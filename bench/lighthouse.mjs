// Lighthouse on the built app: the customer's menu, checkout and order detail (mobile profile:
// simulated slow 4G and 4× CPU slowdown) and the back office's login and order board (desktop
// profile), each audited `runs` times in a fresh Chromium; prints the median of each number.
// Goals (bench/README.md, issue 13): mobile performance ≥ 95, accessibility 100, LCP ≤ 2.0 s,
// TBT ≤ 150 ms, CLS ≤ 0.05; desktop performance ≥ 95 on the back office.
// Usage: npm run build && node bench/lighthouse.mjs [runs=3] [page ...]; with LIGHTHOUSE_VIA=caddy
// the browser loads the pages as deployed: https://horno.localhost:3943 through deploy/Caddyfile
// (bench/caddy.mjs; HTTP/2, Caddy's local certificate authority trusted by Chromium).
//
// Pages that need state get it before the audit, in the same browser, and the audit keeps the
// origin's storage (`disableStorageReset`) but starts from an empty HTTP cache:
// - checkout: a chosen branch (localStorage 'horno-sede' and the cookie 'horno_sede', as the menu
//   leaves them) and a one-line cart in localStorage ('cart-storage');
// - order detail: a guest pick-up order placed through the API, remembered with its tracking token
//   ('horno-pedidos', and the cookie 'horno_pedidos' that mirrors it), as the browser that placed
//   it would;
// - board: the cashier signs in through the login form, which lands on the board.
// The menu and the back-office login are audited as a first visit (storage cleared).
// LIGHTHOUSE_SCREENSHOTS=<dir> keeps each page's final screenshot (the last run's), and
// LIGHTHOUSE_REPORTS=<dir> its whole report as JSON (the LCP element, the critical chain…).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { LOCAL_DOMAIN, startLocalCaddy } from './caddy.mjs';
import { CHROMIUM, CHROMIUM_FLAGS, oneLineCart, startWebServer } from './web-server.mjs';

const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);
const PORT = 3903;
const HTTPS_PORT = 3943;
/** LIGHTHOUSE_VIA=caddy: the pages as deployed, over HTTPS and HTTP/2 through deploy/Caddyfile. */
const viaCaddy = process.env.LIGHTHOUSE_VIA === 'caddy';
const CUSTOMER = viaCaddy ? `https://${LOCAL_DOMAIN}:${HTTPS_PORT}` : `http://localhost:${PORT}`;
const ADMIN = viaCaddy
  ? `https://admin.${LOCAL_DOMAIN}:${HTTPS_PORT}`
  : `http://admin.localhost:${PORT}`;
/** Where the benchmark itself calls the API to set pages up: the server, directly. */
const API = `http://localhost:${PORT}`;
const CAJERO = { email: 'cajero@horno.co', password: 'HornoCajero2026' };
const SEDE = 1;

const server = await startWebServer(
  PORT,
  viaCaddy ? { PUBLIC_URL: CUSTOMER, TRUST_PROXY: 'true', SHUTDOWN_DRAIN_MS: '0' } : {},
);
const caddyDir = viaCaddy ? mkdtempSync(join(tmpdir(), 'horno-bench-caddy-')) : null;
const caddy = caddyDir
  ? await startLocalCaddy(
      { dir: caddyDir, httpPort: HTTPS_PORT + 1, httpsPort: HTTPS_PORT, upstreams: [PORT] },
      // Caddy answers once it has its certificate; the browser is the one to trust it.
      async () => {
        const res = await fetch(`http://127.0.0.1:${HTTPS_PORT + 1}/`, { redirect: 'manual' });
        return res.status === 308 || res.status === 301;
      },
    )
  : null;
/** Chromium trusts Caddy's local authority by its keys, as a browser trusts a real one. */
const chromiumFlags = caddy
  ? [...CHROMIUM_FLAGS, `--ignore-certificate-errors-spki-list=${caddy.spkiHashes().join(',')}`]
  : CHROMIUM_FLAGS;

/** A guest pick-up order at the branch, placed through the API: its id and tracking token. */
async function placeOrder() {
  const productos = await (await fetch(`${API}/api/productos/?sede=${SEDE}`)).json();
  const producto = productos.find((p) => p.precios_por_medida.length > 0);
  const res = await fetch(`${API}/api/pedidos/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sede: SEDE,
      tipo_pedido: 'RECOGER',
      invitado: { nombre: 'Sofía Prueba', numero: '3009876543' },
      productosPedidos: [
        { producto: producto.id, medida: producto.precios_por_medida[0].medida.id, cantidad: 1 },
      ],
    }),
  });
  if (!res.ok) throw new Error(`POST /api/pedidos/: ${res.status} ${await res.text()}`);
  const { id, token } = await res.json();
  return { id, token };
}

const branchStorage = { 'horno-sede': { state: { sedeId: SEDE }, version: 0 } };

/** The branch chosen on the menu, as the app keeps it: in localStorage and in a cookie. */
async function chooseBranch(page, values) {
  await setStorage(page, CUSTOMER, { ...branchStorage, ...values });
  await page.setCookie({ name: 'horno_sede', value: String(SEDE), url: CUSTOMER });
}

/** Sets localStorage on `origin` without loading the app (from a JSON answer of the same origin). */
async function setStorage(page, origin, values) {
  await page.goto(`${origin}/api/health`);
  await page.evaluate((entries) => {
    for (const [key, value] of entries) localStorage.setItem(key, JSON.stringify(value));
  }, Object.entries(values));
}

const PAGES = [
  { name: 'menu', profile: 'mobile', url: () => `${CUSTOMER}/menu` },
  {
    name: 'checkout',
    profile: 'mobile',
    url: () => `${CUSTOMER}/pedidos/finalizar-pedido`,
    prepare: async (page) => {
      const lines = await oneLineCart(API);
      await chooseBranch(page, { 'cart-storage': { state: { lines }, version: 1 } });
    },
  },
  {
    name: 'order detail',
    profile: 'mobile',
    prepare: async (page, state) => {
      const order = await placeOrder();
      state.path = `/pedidos/${order.id}/detalle`;
      await chooseBranch(page, { 'horno-pedidos': [order] });
      // As the app mirrors the followed orders (tracked-orders.ts).
      await page.setCookie({
        name: 'horno_pedidos',
        value: `${order.id}:${order.token}`,
        url: `${CUSTOMER}/pedidos/`,
        path: '/pedidos/',
      });
    },
    url: (state) => `${CUSTOMER}${state.path}`,
  },
  { name: 'back-office login', profile: 'desktop', url: () => `${ADMIN}/login` },
  {
    name: 'order board',
    profile: 'desktop',
    url: () => `${ADMIN}/pedidos/gestionar`,
    prepare: async (page) => {
      await page.setViewport({ width: 1350, height: 940 });
      await page.goto(`${ADMIN}/login`);
      await page.locator('input[type="email"]').fill(CAJERO.email);
      await page.locator('input[type="password"]').fill(CAJERO.password);
      await page.locator('button[type="submit"]').click();
      // The login form lands on the board (a string: it runs in the page, not in Node).
      await page.waitForFunction("location.pathname === '/pedidos/gestionar'", {
        timeout: 30_000,
      });
    },
  },
].filter((p) => only.length === 0 || only.includes(p.name));

const median = (values) => {
  const sorted = values.filter((v) => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round = (value, digits = 0) =>
  value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;

/** One audit in a fresh Chromium (its own empty profile). */
async function audit(target) {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: chromiumFlags });
  let browser;
  try {
    browser = await puppeteer.connect({
      browserURL: `http://127.0.0.1:${chrome.port}`,
      defaultViewport: null,
    });
    const state = {};
    if (target.prepare) {
      const setup = await browser.newPage();
      await target.prepare(setup, state);
      // What preparing loaded must not be in the cache of the audited load.
      const cdp = await setup.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await setup.close();
    }
    // The audit runs in the browser's first tab, still blank (the set-up page is closed, with
    // its sockets and timers).
    const [page = await browser.newPage()] = await browser.pages();
    // A tab left in the background paints nothing and never runs its animation frames (NO_FCP,
    // or protocol timeouts on the board).
    await page.bringToFront();
    const flags = {
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(target.prepare),
    };
    const config = target.profile === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(target.url(state), flags, config, page);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${target.name}: ${lhr.runtimeError.message}`);
    if (process.env.LIGHTHOUSE_SCREENSHOTS) {
      const data = lhr.audits['final-screenshot']?.details?.data ?? '';
      mkdirSync(process.env.LIGHTHOUSE_SCREENSHOTS, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_SCREENSHOTS, `${target.name.replaceAll(' ', '-')}.jpg`),
        Buffer.from(data.split(',')[1] ?? '', 'base64'),
      );
    }
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      writeFileSync(
        join(process.env.LIGHTHOUSE_REPORTS, `${target.name.replaceAll(' ', '-')}.json`),
        JSON.stringify(lhr),
      );
    }
    // What the unthrottled load showed before Lantern's simulation: a simulated LCP later than
    // the simulated FCP for the same observed paint comes from the requests started before it.
    const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
    const requests = lhr.audits['network-requests'].details?.items ?? [];
    const scripts = requests.filter((r) => r.resourceType === 'Script');
    return {
      finalUrl: lhr.finalDisplayedUrl,
      protocol: requests.find((r) => r.resourceType === 'Document')?.protocol ?? null,
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      fcpMs: lhr.audits['first-contentful-paint'].numericValue,
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      jsFiles: scripts.length,
      observedFcpMs: observed.observedFirstContentfulPaint ?? null,
      observedLcpMs: observed.observedLargestContentfulPaint ?? null,
      // Debian's Chromium 156 breaks Lighthouse 12.2's TraceElements gatherer: then the trace's
      // own last candidate names it.
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet ??
        lcpCandidateOf(result.artifacts?.Trace?.traceEvents ?? []) ??
        lhr.audits['largest-contentful-paint-element']?.errorMessage ??
        null,
      failedAccessibility: Object.values(lhr.audits)
        .filter(
          (a) =>
            lhr.categories.accessibility.auditRefs.some((ref) => ref.id === a.id) && a.score === 0,
        )
        .map((a) => a.id),
    };
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
}

/**
 * The observed largest paint as the trace records it: the node's name, its kind (text, or the
 * picture's address) and its area. Text in a form field's placeholder is in the browser's own
 * shadow DOM, where a page's PerformanceObserver sees no element; the trace still names it.
 */
function lcpCandidateOf(events) {
  const last = events.findLast((e) => e.name === 'largestContentfulPaint::Candidate');
  const data = last?.args?.data;
  if (!data) return null;
  const paint = events.findLast(
    (e) =>
      /^Largest(Text|Image)Paint::Candidate$/.test(e.name) &&
      e.args?.data?.DOMNodeId === data.nodeId,
  );
  const kind = paint?.name.startsWith('LargestImage') ? paint.args.data.imageUrl : 'text';
  return `${data.nodeName} (${kind}, ${data.size ?? paint?.args?.data?.size ?? '?'} px²)`;
}

const report = [];
try {
  for (const target of PAGES) {
    const results = [];
    for (let i = 0; i < runs; i++) {
      // Under load Chromium now and then reports no paint at all (NO_FCP): one more try.
      const result = await audit(target)
        .catch((error) => {
          console.error(`${target.name} #${i + 1}: ${error.message}; again`);
          return audit(target);
        })
        .catch((error) => {
          console.error(`${target.name} #${i + 1}: ${error.message}; left out`);
          return null;
        });
      if (!result) continue;
      results.push(result);
      console.error(
        `${target.name} #${i + 1}: performance ${result.performance}, accessibility ${result.accessibility}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls.toFixed(3)}, JS ${result.jsTransferBytes} B`,
      );
    }
    if (results.length === 0) {
      report.push({ page: target.name, profile: target.profile, runs: 0 });
      continue;
    }
    const of = (key) => median(results.map((r) => r[key]));
    report.push({
      page: target.name,
      profile: target.profile,
      url: results[0].finalUrl,
      protocol: results[0].protocol,
      runs: results.length,
      median: {
        performance: of('performance'),
        accessibility: of('accessibility'),
        fcpMs: round(of('fcpMs')),
        lcpMs: round(of('lcpMs')),
        tbtMs: round(of('tbtMs')),
        cls: round(of('cls'), 3),
        jsTransferBytes: of('jsTransferBytes'),
      },
      each: results.map((r) => ({
        performance: r.performance,
        accessibility: r.accessibility,
        lcpMs: round(r.lcpMs),
        tbtMs: round(r.tbtMs),
        cls: round(r.cls, 3),
        jsTransferBytes: r.jsTransferBytes,
        jsFiles: r.jsFiles,
        observedFcpMs: r.observedFcpMs,
        observedLcpMs: r.observedLcpMs,
      })),
      lcpElement: results[0].lcpElement,
      failedAccessibility: [...new Set(results.flatMap((r) => r.failedAccessibility))],
    });
  }
} finally {
  await caddy?.stop();
  if (caddyDir) rmSync(caddyDir, { recursive: true, force: true });
  await server.stop();
}
console.log(
  JSON.stringify(
    { via: viaCaddy ? 'caddy (HTTPS, HTTP/2)' : 'server (HTTP/1.1)', report },
    null,
    2,
  ),
);
process.exit(0);
