// `npm test`: every suite in turn — domain, server on PGlite, server on PostgreSQL when
// DATABASE_URL is set, web, then end-to-end in Chromium against the built app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reports = mkdtempSync(join(tmpdir(), 'horno-test-'));
const only = process.argv.slice(2);

const suites = [
  { name: 'domain', dir: 'packages/domain' },
  { name: 'server-pglite', dir: 'packages/server', env: { HORNO_TEST_DB: 'pglite' } },
  process.env.DATABASE_URL
    ? { name: 'server-postgres', dir: 'packages/server', env: { HORNO_TEST_DB: 'postgres' } }
    : null,
  { name: 'web', dir: 'packages/web' },
  { name: 'e2e', dir: 'e2e', before: 'npm run build' },
].filter((s) => s && (only.length === 0 || only.includes(s.name)));

let passed = 0;
let failed = 0;
let broken = false;
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`);
  if (suite.before) {
    const pre = spawnSync(suite.before, { cwd: root, stdio: 'inherit', shell: true });
    if (pre.status !== 0) {
      console.error(`✖ ${suite.name}: '${suite.before}' failed`);
      broken = true;
      continue;
    }
  }
  const report = join(reports, `${suite.name}.json`);
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: join(root, suite.dir), stdio: 'inherit', env: { ...process.env, ...suite.env } },
  );
  if (existsSync(report)) {
    const result = JSON.parse(readFileSync(report, 'utf8'));
    passed += result.numPassedTests;
    failed += result.numFailedTests;
  }
  if (run.status !== 0) broken = true;
}

console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
