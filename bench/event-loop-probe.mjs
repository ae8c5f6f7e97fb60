// Preloaded into the server by bench/orders.mjs (`node --import`), so no product code changes:
// measures how long the server's event loop was held up (perf_hooks' event-loop delay) and
// lists the longest single stalls, answering the benchmark over the IPC channel.
// Messages: 'reset' starts a window; 'report' answers with the window's delay and stalls.
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  // Stalls: gaps between ticks of a 10 ms interval timer, beyond 50 ms, with when they ended.
  let stalls = [];
  let windowStart = performance.now();
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const gap = now - last - 10;
    if (gap > 50) stalls.push({ atMs: Math.round(now - windowStart), ms: Math.round(gap) });
    last = now;
  }, 10).unref();
  const ms = (ns) => Number((ns / 1e6).toFixed(1));
  process.on('message', (message) => {
    if (message === 'reset') {
      histogram.reset();
      stalls = [];
      windowStart = performance.now();
    } else if (message === 'report') {
      process.send({
        eventLoopDelayMs: {
          p50: ms(histogram.percentile(50)),
          p99: ms(histogram.percentile(99)),
          max: ms(histogram.max),
        },
        stallsOver50ms: stalls.length,
        longestStalls: [...stalls].sort((a, b) => b.ms - a.ms).slice(0, 5),
        memoryMb: Math.round(process.memoryUsage().rss / 1e6),
      });
    }
  });
  // The channel must not keep the server alive (it stops on SIGTERM as usual).
  process.channel?.unref();
}
