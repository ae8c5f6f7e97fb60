// The menu in a spreadsheet at scale (issue 29): a CSV of 2,000 new products (sizes, additions,
// branches) previewed and applied on the embedded database (PGlite), then the same file with
// every price changed (2,000 updates). Budget (ARCHITECTURE.md): preview and apply ≤ 5 s.
// Usage: npm run build && node bench/catalog-import.mjs [rows=2000] [rounds=3]
// Each round runs on a fresh server; prints each round's times, the median and the load average.
import { loadavg } from 'node:os';
import { processCpuMs } from './support.mjs';
import { startWebServer } from './web-server.mjs';

const rows = Number(process.argv[2] ?? 2000);
const rounds = Number(process.argv[3] ?? 3);
const PORT = 3907;
const BUDGET_MS = 5000;

/** The file: every size, two additions and two branches per product, in the demo's categories. */
function sheet(header, bump) {
  const pizzas = ['Pizzas tradicionales', 'Pizzas especiales'];
  const lines = [header.join(',')];
  for (let i = 0; i < rows; i++) {
    const cells = Object.fromEntries(header.map((column) => [column, '']));
    cells.categoria = pizzas[i % 2];
    cells.nombre = `Pizza de prueba ${i + 1}`;
    cells.descripcion = `Descripción de la pizza de prueba número ${i + 1}`;
    for (const [j, column] of header.filter((c) => c.startsWith('precio_')).entries())
      cells[column] = String(20_000 + j * 8000 + (i % 50) * 100 + bump);
    cells.admite_mitades = 'sí';
    cells.adiciones = `"Queso mozzarella:4000; Tocineta:${5000 + bump}"`;
    cells.activo = 'sí';
    for (const [j, column] of header.filter((c) => c.startsWith('sede_')).entries())
      cells[column] = j < 2 ? 'sí' : 'no';
    lines.push(header.map((column) => cells[column]).join(','));
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function timed(label, fn) {
  const started = performance.now();
  const result = await fn();
  return { label, ms: Math.round(performance.now() - started), result };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { preview: [], apply: [], previewUpdate: [], applyUpdate: [], cpuApplyMs: [] };

for (let round = 1; round <= rounds; round++) {
  const server = await startWebServer(PORT);
  const base = `http://127.0.0.1:${PORT}`;
  try {
    const login = await fetch(`${base}/api/users/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@horno.co', password: 'HornoAdmin2026' }),
    });
    const auth = { authorization: `Token ${(await login.json()).token}` };
    const template = await fetch(`${base}/api/catalogo/plantilla/?formato=csv`, { headers: auth });
    const header = (await template.text())
      .replace(/^\uFEFF/, '')
      .split(/\r?\n/)[0]
      .split(',');
    const send = async (file, aplicar) => {
      const form = new FormData();
      form.append('archivo', new Blob([file], { type: 'text/csv' }), 'menu.csv');
      const res = await fetch(`${base}/api/catalogo/importar/?aplicar=${aplicar}`, {
        method: 'POST',
        headers: auth,
        body: form,
      });
      const body = await res.json();
      if (!res.ok || body.errores?.length) throw new Error(JSON.stringify(body).slice(0, 500));
      return body;
    };
    const create = sheet(header, 0);
    const update = sheet(header, 100);
    const p = await timed('preview', () => send(create, false));
    const cpu = () => {
      const { user, system } = processCpuMs(server.pid);
      return user + system;
    };
    const cpuBefore = cpu();
    const a = await timed('apply', () => send(create, true));
    const cpuApply = cpu() - cpuBefore;
    const pu = await timed('previewUpdate', () => send(update, false));
    const au = await timed('applyUpdate', () => send(update, true));
    if (a.result.crear !== rows || au.result.actualizar !== rows)
      throw new Error(
        `expected ${rows} created and updated: ${a.result.mensaje} / ${au.result.mensaje}`,
      );
    results.preview.push(p.ms);
    results.apply.push(a.ms);
    results.previewUpdate.push(pu.ms);
    results.applyUpdate.push(au.ms);
    results.cpuApplyMs.push(Math.round(cpuApply));
    console.error(
      `round ${round}: preview ${p.ms} ms, apply ${a.ms} ms (${Math.round(cpuApply)} ms CPU), ` +
        `update preview ${pu.ms} ms, apply ${au.ms} ms`,
    );
  } finally {
    await server.stop();
  }
}

const summary = Object.fromEntries(
  Object.entries(results).map(([k, v]) => [k, { runs: v, median: median(v) }]),
);
const worst = Math.max(
  median(results.preview) + median(results.apply),
  median(results.previewUpdate) + median(results.applyUpdate),
);
console.log(
  JSON.stringify(
    {
      rows,
      engine: 'PGlite (embedded)',
      ...summary,
      previewPlusApplyMedianMs: worst,
      budgetMs: BUDGET_MS,
      withinBudget: worst <= BUDGET_MS,
      loadavg: loadavg().map((l) => Number(l.toFixed(2))),
    },
    null,
    2,
  ),
);
