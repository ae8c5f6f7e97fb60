// Menu throughput: Horno's cached menu endpoint vs a bare node:http server sending the same bytes.
// Budget (ARCHITECTURE.md): Horno ≥ 85 % of the bare server's requests per second.
// Usage: npm run build && node bench/menu.mjs [seconds=10] [connections=50] [--rounds n]
//
// With --rounds n (e.g. `node bench/menu.mjs 5 50 --rounds 5`) the two servers are measured n
// times, alternating which goes first (Horno then bare, bare then Horno, …) so a machine getting
// busier or quieter during the run weighs on both alike; prints each round's ratio, the median
// and the spread. The budget holds on the median. One round is the default. --same-headers: see
// below.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const args = process.argv.slice(2);
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt === -1 ? 1 : Number(args.splice(roundsAt, 2)[1]);
// --same-headers: the bare server also sends every header Horno sends (the security headers
// too), so the two differ only in the work behind them, not in the bytes.
const sameHeadersAt = args.indexOf('--same-headers');
const sameHeaders = sameHeadersAt !== -1;
if (sameHeaders) args.splice(sameHeadersAt, 1);
if (!Number.isInteger(rounds) || rounds < 1) throw new Error('--rounds needs a whole number ≥ 1');
const seconds = Number(args[0] ?? 10);
const connections = Number(args[1] ?? 50);
const PORT = 3901;
const BARE_PORT = 3902;
const PATH = '/api/productos/?sede=1';

const dataDir = mkdtempSync(join(tmpdir(), 'horno-bench-'));
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('exit', stop);

for (let i = 0; i < 300; i++) {
  try {
    if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 200));
}

const headers = { 'accept-encoding': 'br, gzip' };
const sample = await fetch(`http://127.0.0.1:${PORT}${PATH}`, { headers });
const body = Buffer.from(await sample.arrayBuffer());
// fetch decodes; ask again raw to copy the exact encoded bytes and headers.
const raw = await new Promise((resolve) => {
  import('node:http').then(({ get }) =>
    get({ host: '127.0.0.1', port: PORT, path: PATH, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }),
  );
});
// The baseline runs in its own process, like Horno, so neither shares a core with autocannon.
const bareSource = `
  const { createServer } = require('node:http');
  const headers = JSON.parse(process.env.BARE_HEADERS);
  const body = Buffer.from(process.env.BARE_BODY, 'base64');
  createServer((_req, res) => { res.writeHead(200, headers); res.end(body); })
    .listen(${BARE_PORT}, '127.0.0.1', () => process.send('ready'));
`;
const bare = spawn(process.execPath, ['-e', bareSource], {
  env: {
    ...process.env,
    BARE_BODY: raw.body.toString('base64'),
    BARE_HEADERS: JSON.stringify(
      sameHeaders
        ? Object.fromEntries(
            Object.entries(raw.headers).filter(
              ([name]) =>
                ![
                  'date',
                  'connection',
                  'keep-alive',
                  'content-length',
                  'transfer-encoding',
                ].includes(name),
            ),
          )
        : {
            'content-type': raw.headers['content-type'],
            'content-encoding': raw.headers['content-encoding'],
            etag: raw.headers.etag,
            'cache-control': 'no-cache',
            vary: 'accept-encoding',
          },
    ),
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise((resolve) => bare.once('message', resolve));

const run = (port) =>
  autocannon({ url: `http://127.0.0.1:${port}${PATH}`, headers, connections, duration: seconds });

const load = [loadavg()[0]];
await run(PORT); // warm-up
const results = [];
for (let round = 0; round < rounds; round++) {
  const hornoFirst = round % 2 === 0;
  const first = await run(hornoFirst ? PORT : BARE_PORT);
  const second = await run(hornoFirst ? BARE_PORT : PORT);
  const [horno, baseline] = hornoFirst ? [first, second] : [second, first];
  const ratio = horno.requests.average / baseline.requests.average;
  results.push({
    first: hornoFirst ? 'horno' : 'bare',
    hornoRps: Math.round(horno.requests.average),
    bareRps: Math.round(baseline.requests.average),
    hornoP99ms: horno.latency.p99,
    bareP99ms: baseline.latency.p99,
    ratio: Math.round(ratio * 1000) / 1000,
  });
  load.push(loadavg()[0]);
  if (rounds > 1) console.error(`round ${round + 1}: ratio ${results.at(-1).ratio}`);
}
bare.kill('SIGTERM');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ratios = results.map((r) => r.ratio);
const ratio = Math.round(median(ratios) * 1000) / 1000;
console.log(
  JSON.stringify(
    {
      path: PATH,
      decodedBytes: body.length,
      encodedBytes: raw.body.length,
      encoding: raw.headers['content-encoding'],
      connections,
      seconds,
      bareHeaders: sameHeaders ? "all of Horno's" : 'content-type, encoding, etag, cache, vary',
      ...(rounds === 1
        ? results[0]
        : {
            rounds: results,
            ratios,
            medianHornoRps: median(results.map((r) => r.hornoRps)),
            medianBareRps: median(results.map((r) => r.bareRps)),
            ratioMin: Math.min(...ratios),
            ratioMax: Math.max(...ratios),
          }),
      ratio,
      budget: 0.85,
      withinBudget: ratio >= 0.85,
      // 1-minute load average at the start and after each round (the run itself adds about 2).
      loadAverage: load.map((l) => l.toFixed(2)),
    },
    null,
    2,
  ),
);
process.exit(0);
