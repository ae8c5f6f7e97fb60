// `npm test`: every suite in turn — domain, server on PGlite, server on PostgreSQL when
// DATABASE_URL is set, web, then end-to-end in Chromium against the built app.
import { execFileSync, spawnSync } from 'node:child_process';
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

const APT_CHROMIUM = 'apt-get install -y chromium';

/**
 * The end-to-end suite drives Debian's Chromium: install it when it is missing and we may (root
 * with apt-get), otherwise say in one line what to install. True when a browser is there.
 */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return true;
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0 && hasAptGet) {
    console.log(`Chromium is missing: ${APT_CHROMIUM}`);
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // reported below
    }
    if (existsSync(path)) return true;
  }
  console.error(
    `✖ e2e: no Chromium at ${path}. Install Debian's (sudo ${APT_CHROMIUM}) or set CHROMIUM_PATH.`,
  );
  return false;
}

let passed = 0;
let failed = 0;
/** Every failed test's suite, file and name, repeated at the end where a truncated log still shows it. */
const failures = [];
/** Tests that failed, then passed on their second try (the e2e suite retries once). */
const flaky = [];
let broken = false;
for (const suite of suites) {
  console.log(`\n▶ ${suite.name}`);
  if (suite.name === 'e2e' && !ensureChromium()) {
    broken = true;
    continue;
  }
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
    for (const file of result.testResults) {
      if (file.status === 'failed' && file.message) {
        failures.push(
          `✖ ${suite.name} ${file.name.slice(root.length)}\n    ${file.message.split('\n')[0]}`,
        );
      }
      for (const test of file.assertionResults) {
        if (test.status === 'passed' && test.failureMessages.length > 0) {
          const why = test.failureMessages[0].split('\n')[0].slice(0, 300);
          flaky.push(
            `⚠ ${suite.name} ${file.name.slice(root.length)} › ${test.fullName}\n    ${why}`,
          );
        }
        if (test.status !== 'failed') continue;
        const where = file.name.slice(root.length);
        const why = (test.failureMessages[0] ?? '').split('\n')[0].slice(0, 300);
        failures.push(`✖ ${suite.name} ${where} › ${test.fullName}\n    ${why}`);
      }
    }
  }
  if (run.status !== 0) broken = true;
}

if (flaky.length > 0) console.log(`\nPassed only on a second try:\n${flaky.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.join('\n')}`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(broken || failed > 0 ? 1 : 0);
