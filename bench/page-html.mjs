// The server's CPU for a customer page's HTML against reading the page's data once through the
// API (issue 35: the menu's HTML must cost no more than its first reads). Decision 036.
// Usage: npm run build && node bench/page-html.mjs [seconds=5] [rounds=3] [path=/menu]
//
// Starts the built server (bench/web-server.mjs; BENCH_SERVER and BENCH_WEB_DIST compare another
// build), then per round, alternating which goes first: autocannon on the page's HTML (brotli,
// as a browser asks), and autocannon cycling through the page's first reads (the addresses its
// dehydrated state carries, as the app would ask without it). The server's CPU comes from
// /proc/<pid>/stat (user + system), per page or per set of reads. Prints each round and the
// medians, with the load average.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { startWebServer } from './web-server.mjs';

const [seconds = 5, rounds = 3] = process.argv.slice(2, 4).map(Number);
const path = process.argv[4] ?? '/menu';
const PORT = 3906;
const TICK_MS = 10; // USER_HZ = 100 on Linux

const server = await startWebServer(PORT);
const base = `http://127.0.0.1:${PORT}`;
const cpuMs = () => {
  const fields = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

/** The API addresses of the page's first reads, from its dehydrated state. */
const html = await (await fetch(`${base}${path}`)).text();
const state = JSON.parse(/id="horno-estado">(.*?)<\/script>/s.exec(html)?.[1] ?? '{"queries":[]}');
const keyAddress = (key) => {
  const [kind, id, token] = key;
  if (kind === 'branches') return '/api/locations/sedes/';
  if (kind === 'branch-status') return '/api/locations/estado-sedes/';
  if (kind === 'categories') return `/api/categoria-productos/?sede=${id}`;
  if (kind === 'products') return `/api/productos/?sede=${id}&solo_activos=true`;
  if (kind === 'special-products') return `/api/productos-especiales/?sede=${id}`;
  if (kind === 'sold-out') return `/api/locations/sedes/${id}/agotados/`;
  if (kind === 'payment-methods') return '/api/pagos/metodos/';
  if (kind === 'order') return `/api/pedidos/token/${token}/`;
  throw new Error(`unknown key ${JSON.stringify(key)}`);
};
// A build before decision 036 carried the answers by address instead (BENCH_SERVER).
const older = /id="horno-respuestas">(.*?)<\/script>/s.exec(html)?.[1];
const reads = older
  ? Object.keys(JSON.parse(older))
  : state.queries.map(({ queryKey }) => keyAddress(queryKey));
if (reads.length === 0) throw new Error(`${path} carries no first reads`);

const headers = { 'accept-encoding': 'br' };
async function measure(requests, perRequests) {
  const before = cpuMs();
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: seconds,
    requests: requests.map((p) => ({ method: 'GET', path: p, headers })),
  });
  const cpu = cpuMs() - before;
  if (result.non2xx > 0) throw new Error(`${result.non2xx} answers were not 2xx`);
  const units = result.requests.total / perRequests;
  return { perUnitMs: cpu / units, unitsPerSecond: units / seconds };
}

// Warm the caches (the catalog's snapshot, the page's compressed variant).
await measure([path], 1);
const pages = [];
const readSets = [];
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? ['page', 'reads'] : ['reads', 'page'];
  for (const which of order) {
    if (which === 'page') pages.push(await measure([path], 1));
    else readSets.push(await measure(reads, reads.length));
  }
  const p = pages.at(-1);
  const r = readSets.at(-1);
  console.log(
    `round ${round + 1}: HTML ${p.perUnitMs.toFixed(3)} ms CPU (${p.unitsPerSecond.toFixed(0)}/s), ` +
      `its ${reads.length} reads ${r.perUnitMs.toFixed(3)} ms CPU (${r.unitsPerSecond.toFixed(0)} sets/s)`,
  );
}
await server.stop();
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const page = median(pages.map((p) => p.perUnitMs));
const set = median(readSets.map((r) => r.perUnitMs));
console.log(
  JSON.stringify(
    {
      path,
      reads,
      htmlCpuMs: Number(page.toFixed(3)),
      readsCpuMs: Number(set.toFixed(3)),
      ratio: Number((page / set).toFixed(2)),
      loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
    },
    null,
    2,
  ),
);
