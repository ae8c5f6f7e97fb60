// Menu throughput: Horno's cached menu endpoint vs a bare node:http server sending the same bytes.
// Budget (ARCHITECTURE.md): Horno ≥ 85 % of the bare server's requests per second.
// Usage: npm run build && node bench/menu.mjs [seconds=10] [connections=50]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
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
    BARE_HEADERS: JSON.stringify({
      'content-type': raw.headers['content-type'],
      'content-encoding': raw.headers['content-encoding'],
      etag: raw.headers.etag,
      'cache-control': 'no-cache',
      vary: 'accept-encoding',
    }),
  },
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
await new Promise((resolve) => bare.once('message', resolve));

const run = (port) =>
  autocannon({ url: `http://127.0.0.1:${port}${PATH}`, headers, connections, duration: seconds });

await run(PORT); // warm-up
const horno = await run(PORT);
const baseline = await run(BARE_PORT);
bare.kill('SIGTERM');

const ratio = horno.requests.average / baseline.requests.average;
console.log(
  JSON.stringify(
    {
      path: PATH,
      decodedBytes: body.length,
      encodedBytes: raw.body.length,
      encoding: raw.headers['content-encoding'],
      connections,
      seconds,
      hornoRps: Math.round(horno.requests.average),
      bareRps: Math.round(baseline.requests.average),
      hornoP99ms: horno.latency.p99,
      bareP99ms: baseline.latency.p99,
      ratio: Math.round(ratio * 1000) / 1000,
      budget: 0.85,
      withinBudget: ratio >= 0.85,
    },
    null,
    2,
  ),
);
process.exit(0);
