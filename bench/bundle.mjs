// The customer's first load of /menu: the JavaScript a real Chromium fetches from the built app.
// Budget (docs/decisions/005-menu-bundle-budget.md, issue 13): ≤ 100 KB (102,400 bytes) of
// JavaScript sent over the wire (brotli), and no back-office module in what the menu loads.
// Usage: npm run build && node bench/bundle.mjs
//
// Starts the built server (fresh PGlite data, every branch open), opens /menu in Debian's Chromium
// on a phone-sized viewport with an empty cache and storage, waits until the network is idle and
// adds up the script requests' encoded body bytes (what came over the wire, brotli: the server
// sends the precompressed .br files) and their transfer sizes (body plus response headers).
// The budget counts the bodies; the headers (about 1.2 KB per response here, mostly the security
// headers) are sent again in full on each HTTP/1.1 response, but HTTP/2 compresses repeated ones.
// Also lists the static set that Vite's manifest predicts (index.html's entry, the static imports
// of the entry, the customer app and the menu page) to show scripts fetched late or outside it,
// and those the page's HTML (as the server sends it) does not preload; and checks, through the
// manifest, that no back-office module is in the customer's build: the back office is a build of
// its own (dist/admin/, decision 025).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startWebServer } from './web-server.mjs';

const PORT = 3905;
const BUDGET = 100 * 1024;
const ROOTS = [
  'index.html',
  'src/apps/customer/customer-app.tsx',
  'src/apps/customer/pages/menu-page.tsx',
];
// The back office: its app and the features only it uses.
const ADMIN = /^src\/(apps\/admin|features\/admin-[^/]+|features\/order-board)\//;

const server = await startWebServer(PORT);
const dist = server.webDist;

// The static set, from the copy of the build the server sent.
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
// The menu's HTML as the server sends it, with the preloads it adds (decision 036).
const html = await (await fetch(`http://localhost:${PORT}/menu`)).text();
const fromHtml = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
  .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
  .filter(Boolean);
const keys = new Set();
const follow = (key) => {
  if (keys.has(key) || !manifest[key]) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) follow(imported);
};
ROOTS.forEach(follow);
const fromManifest = [...keys].map((key) => manifest[key].file);
const staticSet = [...new Set([...fromHtml, ...fromManifest])];

let loads;
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: 'es-CO',
      timezoneId: 'America/Bogota',
    });
    const page = await context.newPage();
    const pending = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const response = await request.response();
          const sizes = await request.sizes();
          return {
            file: new URL(request.url()).pathname.slice(1),
            status: response?.status(),
            encoding: response?.headers()['content-encoding'] ?? null,
            bodyBytes: sizes.responseBodySize,
            transferBytes: sizes.responseBodySize + sizes.responseHeadersSize,
          };
        })(),
      );
    });
    await page.goto(`http://localhost:${PORT}/menu`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    loads = await Promise.all(pending);
    await context.close();
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

const files = loads.sort((a, b) => b.bodyBytes - a.bodyBytes);
const loadedFiles = files.map((f) => f.file);
const sum = (key) => files.reduce((total, f) => total + f[key], 0);
const bodyBytes = sum('bodyBytes');
// The manifest names every module that starts a chunk (an entry, a page, a lazy part).
const adminModulesInBuild = Object.keys(manifest).filter((id) => ADMIN.test(id));

console.log(
  JSON.stringify(
    {
      route: '/menu',
      measured: 'Chromium, first load (empty cache), 390×844, until the network is idle',
      files,
      scripts: files.length,
      encodings: [...new Set(files.map((f) => f.encoding))],
      bodyBytes,
      bodyKB: Math.round((bodyBytes / 1024) * 10) / 10,
      transferBytes: sum('transferBytes'),
      budget: BUDGET,
      withinBudget: bodyBytes <= BUDGET,
      overBudgetBy: Math.max(0, bodyBytes - BUDGET),
      // Fetched but not predicted by the manifest (a lazy chunk the first load asks for).
      outsideStaticSet: loadedFiles.filter((file) => !staticSet.includes(file)),
      // Predicted but never fetched.
      notFetched: staticSet.filter((file) => !loadedFiles.includes(file)),
      // Loaded on the first load but not named by index.html: fetched one round trip later.
      notPreloaded: loadedFiles.filter((file) => !fromHtml.includes(file)),
      adminModulesInBuild,
    },
    null,
    2,
  ),
);
process.exitCode = bodyBytes <= BUDGET && adminModulesInBuild.length === 0 ? 0 : 1;
