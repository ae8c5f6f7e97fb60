// The customer's first load of /menu: the JavaScript the browser fetches before the menu renders.
// Budget (ARCHITECTURE.md): ≤ 100 KB gzipped, and no back-office module in that set.
// Usage: npm run build -w @horno/web && node bench/bundle.mjs
//
// The set is index.html's entry and modulepreloads, plus the static imports (followed through
// Vite's manifest) of the entry, of the customer app main.tsx loads on a customer host and of the
// /menu page. Chunks the menu fetches only after a click (dialogs, checkout, sign-in) are not in
// it. Sizes are each file gzipped on its own with node:zlib at level 9.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = 'packages/web/dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
const CHUNK_MODULES = join(DIST, '.vite/chunk-modules.json');
const BUDGET = 100 * 1024;
const ROOTS = [
  'index.html',
  'src/apps/customer/customer-app.tsx',
  'src/apps/customer/pages/menu-page.tsx',
];
// The back office: its app and the features only it uses.
const ADMIN = /^src\/(apps\/admin|features\/admin-[^/]+|features\/order-board)\//;

for (const file of [join(DIST, 'index.html'), MANIFEST, CHUNK_MODULES]) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: run npm run build first.`);
    process.exit(1);
  }
}

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const chunkModules = JSON.parse(readFileSync(CHUNK_MODULES, 'utf8'));

// What the HTML itself asks for: the entry script and every modulepreload.
const fromHtml = [...html.matchAll(/<(?:script|link)\b[^>]*>/g)]
  .map(([tag]) => tag)
  .filter((tag) => /type="module"/.test(tag) || /rel="modulepreload"/.test(tag))
  .map((tag) => /(?:src|href)="\/([^"]+\.js)"/.exec(tag)?.[1])
  .filter(Boolean);

// Static imports, followed through the manifest from each root (a missing root is a page that
// lives inside another chunk, e.g. the menu page inside the customer app's chunk).
const keys = new Set();
const follow = (key) => {
  if (keys.has(key) || !manifest[key]) return;
  keys.add(key);
  for (const imported of manifest[key].imports ?? []) follow(imported);
};
ROOTS.forEach(follow);
const fromManifest = [...keys].map((key) => manifest[key].file);

const loaded = [...new Set([...fromHtml, ...fromManifest])];
const files = loaded
  .map((file) => {
    const bytes = readFileSync(join(DIST, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);
const totalGzip = files.reduce((sum, f) => sum + f.gzip, 0);
const adminModules = loaded.flatMap((file) =>
  (chunkModules[file] ?? []).filter((id) => ADMIN.test(id)).map((id) => `${file}: ${id}`),
);

console.log(
  JSON.stringify(
    {
      route: '/menu',
      compression: 'gzip, node:zlib level 9, each file on its own',
      files,
      totalGzip,
      totalGzipKB: Math.round((totalGzip / 1024) * 10) / 10,
      budget: BUDGET,
      withinBudget: totalGzip <= BUDGET,
      // Loaded on the first load but not named by index.html: fetched one round trip later.
      notPreloaded: fromManifest.filter((file) => !fromHtml.includes(file)),
      adminModules,
      adminFree: adminModules.length === 0,
    },
    null,
    2,
  ),
);
process.exitCode = totalGzip <= BUDGET && adminModules.length === 0 ? 0 : 1;
