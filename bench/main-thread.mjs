// The main thread's work while a phone loads the menu, in the CPU time of each task: steadier on
// a shared machine than Lighthouse's TBT, which moved from 240 to 930 ms between runs of the same
// build here (bench/README.md).
// Usage: npm run build && node bench/main-thread.mjs [rounds=5] [dist ...]
// BENCH_PAGE=checkout loads the checkout instead, with branch 1 chosen and a one-line cart in
// localStorage (as bench/lighthouse.mjs does).
//
// Each round loads /menu once per build, alternating: packages/web/dist, or each `dist` given (a
// copy of another build's packages/web/dist), each on its own server (fresh PGlite, every branch
// open). The load is traced in Debian's Chromium as a first visit on a 390×844 touch phone,
// without throttling, for 4.5 s (before the ads' pop-up, due 5 s after the menu shows).
//
// Lighthouse's mobile profile does not slow the CPU while it records either: it multiplies the
// recorded tasks by 4. So does this, but from each task's thread time (the CPU it used) rather
// than its wall time, which another process on the machine stretches. Printed per build, median
// of the rounds:
// - `tbt`: the estimate of Total Blocking Time, Σ max(0, 4 × CPU − 50 ms) over the tasks that
//   start after the first contentful paint (FCP, as Chromium observed it);
// - `long`: the tasks over 50 ms at 4×, before and after FCP (count, and their total);
// - `cpu`: the main thread's CPU over the whole load, unscaled;
// - `fcp`: the observed first contentful paint (wall time: it moves with the machine's load).
// TRACE_TASKS=1 prints each run's long tasks with what took their time (script, style, layout).
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, oneLineCart, startWebServer } from './web-server.mjs';

const rounds = Number(process.argv[2] ?? 5);
const dists = process.argv.length > 3 ? process.argv.slice(3) : ['packages/web/dist'];
const PORT = 3906;
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const TRACED_MS = 4_500;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const CHECKOUT = process.env.BENCH_PAGE === 'checkout';
const PATH = CHECKOUT ? '/pedidos/finalizar-pedido' : '/menu';
if (process.env.BENCH_PAGE && !CHECKOUT) throw new Error('BENCH_PAGE: checkout, or unset');

const servers = [];
for (const [i, dist] of dists.entries()) {
  process.env.BENCH_WEB_DIST = dist;
  servers.push(await startWebServer(PORT + i));
}
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** The renderer's main thread: of the trace's CrRendererMain threads, the one that worked most. */
function mainThread(events) {
  const busy = (thread) =>
    events
      .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.tdur ?? 0), 0);
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain',
  );
  return threads.sort((a, b) => busy(b) - busy(a))[0];
}

/** What took a task's CPU: its direct children by name, in ms at 4×, largest first. */
function breakdown(task, events) {
  const inside = events.filter(
    (e) => e !== task && e.tdur && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur,
  );
  const direct = inside.filter(
    (e) =>
      !inside.some((p) => p !== e && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur && p.dur > e.dur),
  );
  const byName = new Map();
  for (const e of direct) {
    const url = e.args?.data?.url?.split('/').pop();
    const name = url ? `${e.name} ${url}` : e.name;
    byName.set(name, (byName.get(name) ?? 0) + (CPU_SLOWDOWN * e.tdur) / 1000);
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${Math.round(ms)}`)
    .join(', ');
}

async function loadOnce(port) {
  const context = await browser.newContext(PHONE);
  if (CHECKOUT) {
    const storage = {
      'horno-sede': { state: { sedeId: 1 }, version: 0 },
      'cart-storage': {
        state: { lines: await oneLineCart(`http://localhost:${port}`) },
        version: 1,
      },
    };
    await context.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries))
        localStorage.setItem(key, JSON.stringify(value));
    }, storage);
  }
  const page = await context.newPage();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(`http://localhost:${port}${PATH}`);
  await page.waitForTimeout(TRACED_MS);
  const { traceEvents: events } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const main = mainThread(events);
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.pid === main.pid &&
      String(e.args?.data?.documentLoaderURL).startsWith(`http://localhost:${port}`),
  );
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  // Chromium under load now and then records no paint: that load is measured again.
  if (!start || !fcp) return loadOnce(port);
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.tdur);
  const at4x = (task) => (CPU_SLOWDOWN * task.tdur) / 1000;
  const long = tasks.filter((task) => at4x(task) > LONG_TASK_MS);
  if (process.env.TRACE_TASKS) {
    for (const task of long) {
      const when = Math.round((task.ts - start.ts) / 1000);
      const phase = task.ts >= fcp.ts ? 'after FCP' : 'before FCP';
      console.log(
        `  ${when} ms, ${phase}: ${Math.round(at4x(task))} ms (${breakdown(task, onMain)})`,
      );
    }
  }
  return {
    tbt: long
      .filter((task) => task.ts >= fcp.ts)
      .reduce((sum, task) => sum + at4x(task) - LONG_TASK_MS, 0),
    longCount: long.length,
    long: long.reduce((sum, task) => sum + at4x(task), 0),
    cpu: tasks.reduce((sum, task) => sum + task.tdur / 1000, 0),
    fcp: (fcp.ts - start.ts) / 1000,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = dists.map(() => []);
try {
  for (let round = 1; round <= rounds; round++) {
    for (const [i, dist] of dists.entries()) {
      const run = await loadOnce(PORT + i);
      results[i].push(run);
      const shown = Object.entries(run).map(([k, v]) => `${k} ${Math.round(v)}`);
      console.log(`round ${round}, ${dist}: ${shown.join(', ')}`);
    }
  }
  for (const [i, dist] of dists.entries()) {
    const of = (key) => Math.round(median(results[i].map((run) => run[key])));
    console.log(
      `${dist} (median of ${rounds}): tbt ${of('tbt')} ms, long tasks ${of('longCount')} ` +
        `(${of('long')} ms), cpu ${of('cpu')} ms, fcp ${of('fcp')} ms`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
}
