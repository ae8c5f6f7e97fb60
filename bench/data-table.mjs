// The back office's data table with 2,000 rows: how long a keystroke in the search box and a
// tick in a column filter take to reach the screen. Budget (the data table's brief): ≤ 50 ms in
// Chromium.
// Usage: node bench/data-table.mjs [runs] [samples]   (default 3 runs of 80 samples each)
//
// No server: bench/data-table-harness.tsx (the real DataTable, React's profiling build, no CSS)
// is bundled with esbuild and served to Debian's Chromium from memory at 1366×900. Each run is a
// fresh page. In the page, an action (the search box's value set and its `input` event sent, as
// a keystroke does; or a click on the 'Cajero' checkbox of the 'Rol' filter) is timed from just
// before it is sent until after the next frame (a requestAnimationFrame, then a message posted
// from it, which runs once that frame is painted): 'frame'. 'render' is the time React spent
// rendering the commits the action caused (the Profiler's actualDuration). The search types
// 'jose' and erases it letter by letter (on the 2,000 rows: the filter is off); the filter is
// ticked on and off with the search empty. The first 10 samples of each kind are a warm-up.
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { harnessHtml } from './data-table-harness.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './web-server.mjs';

const RUNS = Number(process.argv[2] ?? 3);
const SAMPLES = Number(process.argv[3] ?? 80);
const WARM_UP = 10;
const ROWS = 2000;
const BUDGET_MS = 50;
const ORIGIN = 'http://harness.test';

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const summary = (values) => ({
  median: Number(quantile(values, 0.5).toFixed(1)),
  p95: Number(quantile(values, 0.95).toFixed(1)),
  max: Number(Math.max(...values).toFixed(1)),
});

/** In the page: times `count` actions of one kind (see the header). */
/* global window, document, requestAnimationFrame, HTMLInputElement */
function measureInPage({ kind, count }) {
  const { harness } = window;
  const afterNextFrame = () =>
    new Promise((resolve) =>
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(0);
      }),
    );
  const input = document.querySelector('input[type="search"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const typed = ['j', 'jo', 'jos', 'jose', 'jos', 'jo', 'j', ''];
  const checkbox = () => {
    const label = [...document.querySelectorAll('[role="dialog"] label')].find(
      (l) => l.textContent.trim() === 'Cajero',
    );
    return document.getElementById(label.htmlFor);
  };
  const act = (i) => {
    if (kind === 'search') {
      setValue.call(input, typed[i % typed.length]);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    } else {
      checkbox().click();
    }
  };
  return (async () => {
    const samples = [];
    for (let i = 0; i < count; i++) {
      await afterNextFrame();
      const commits = harness.commits.length;
      const start = performance.now();
      act(i);
      await afterNextFrame();
      const frame = performance.now() - start;
      const render = harness.commits.slice(commits).reduce((sum, d) => sum + d, 0);
      samples.push({ frame, render });
    }
    return samples;
  })();
}

const html = await harnessHtml();
const loadBefore = loadavg();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
const runs = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) =>
      route.fulfill({ body: html, contentType: 'text/html' }),
    );
    await page.goto(`${ORIGIN}/?rows=${ROWS}`);
    await page.waitForFunction(() => window.harness?.ready);
    const total = await page.getByText(/^Mostrando \d+ de \d+ filas$/).innerText();
    if (total !== `Mostrando 10 de ${ROWS} filas`) throw new Error(`unexpected footer: ${total}`);

    const search = await page.evaluate(measureInPage, { kind: 'search', count: SAMPLES + WARM_UP });
    await page.getByRole('button', { name: /^Filter column Rol/ }).click();
    await page.getByRole('checkbox', { name: 'Cajero' }).waitFor();
    const filter = await page.evaluate(measureInPage, { kind: 'filter', count: SAMPLES + WARM_UP });
    await context.close();

    const of = (samples, key) => samples.slice(WARM_UP).map((s) => s[key]);
    runs.push({
      search: { frame: summary(of(search, 'frame')), render: summary(of(search, 'render')) },
      filter: { frame: summary(of(filter, 'frame')), render: summary(of(filter, 'render')) },
    });
  }
} finally {
  await browser.close();
}

const medianOf = (pick) => Number(quantile(runs.map(pick), 0.5).toFixed(1));
// For each kind and measure, the medians over the runs of each run's median and p95.
const overRuns = (kind, measure) => ({
  median: medianOf((r) => r[kind][measure].median),
  p95: medianOf((r) => r[kind][measure].p95),
});
const report = {
  rows: ROWS,
  runs: RUNS,
  samplesPerRun: SAMPLES,
  budgetMs: BUDGET_MS,
  searchFrame: overRuns('search', 'frame'),
  searchRender: overRuns('search', 'render'),
  filterFrame: overRuns('filter', 'frame'),
  filterRender: overRuns('filter', 'render'),
  perRun: runs,
  loadAverage: {
    before: loadBefore.map((l) => Number(l.toFixed(2))),
    after: loadavg().map((l) => Number(l.toFixed(2))),
  },
};
report.withinBudget = report.searchFrame.p95 <= BUDGET_MS && report.filterFrame.p95 <= BUDGET_MS;
console.log(JSON.stringify(report, null, 2));
