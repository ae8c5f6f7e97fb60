// The owner's numbers on years of orders (issue 36, point 5): 1,000,000 orders with their lines,
// additions, guests and state history, three branches over three years, on PostgreSQL; each
// report section's p50 and p95 through the API for a 30-day range and a year, for all branches
// and for one.
// Budget (ARCHITECTURE.md): each section ≤ 300 ms (p95) for 30 days, ≤ 1 s for a year.
// Usage: npm run build && DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//   node bench/reports.mjs [orders=1000000] [samples=20]
// It creates (and drops) a database of its own on that server; BENCH_KEEP=1 keeps it (its name
// is printed) and BENCH_DB_NAME=<name> measures an existing one again without generating.
// BENCH_SERVER=<path to a built main.js> runs another build (an older commit's) to compare.
// BENCH_DB=pglite: the embedded default with the demo's month of orders instead (no generation;
// budget ≤ 200 ms for that month).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

const ORDERS = Number(process.argv[2] ?? 1_000_000);
const SAMPLES = Number(process.argv[3] ?? 20);
const WARMUP = 2;
const ALL_SECTIONS = ['resumen', 'ventas', 'canales', 'productos', 'horas', 'tiempos', 'clientes'];
/** BENCH_SECTIONS=tiempos,clientes measures only those. */
const SECTIONS = process.env.BENCH_SECTIONS?.split(',') ?? ALL_SECTIONS;
/** The day the generated history ends (the servers' demo Wednesday is the 25th). */
const LAST_DAY = '2026-11-24';
const DAYS = 1095;

const pglite = process.env.BENCH_DB === 'pglite';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_DB_NAME ?? (pglite ? 'pglite' : undefined);
const name = reuse ?? `horno_bench_reports_${Date.now()}`;
const admin = pglite ? null : new pg.Client({ connectionString: adminUrl });
await admin?.connect();
if (!reuse) await admin.query(`create database ${name}`);
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'horno-bench-reports-'));

const PORT = await new Promise((resolve) => {
  const free = createServer().listen(0, '127.0.0.1', () => {
    const { port } = free.address();
    free.close(() => resolve(port));
  });
});
const serverMain = process.env.BENCH_SERVER ?? 'packages/server/dist/main.js';
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    DATABASE_URL: pglite ? '' : dbUrl.toString(),
    DATA_DIR: dataDir,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO_ORDERS: pglite ? 'true' : 'false',
    CLOCK_STARTS_AT: '2026-11-25T12:00:00-05:00',
  },
  stdio: 'inherit',
});
const serverExited = () => {
  console.error('the server stopped before the benchmark ended');
  process.exit(1);
};
server.once('exit', serverExited);
const cleanup = async () => {
  server.off('exit', serverExited);
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
  if (admin && !process.env.BENCH_KEEP && !reuse)
    await admin.query(`drop database if exists ${name} with (force)`);
  else if (admin) console.error(`database kept: ${name}`);
  await admin?.end();
};

// Whatever fails, the server stops and the database goes.
process.on('uncaughtException', async (error) => {
  console.error(error);
  await cleanup().catch(() => undefined);
  process.exit(1);
});
process.on('unhandledRejection', async (error) => {
  console.error(error);
  await cleanup().catch(() => undefined);
  process.exit(1);
});

const base = `http://127.0.0.1:${PORT}`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  if (i > 600) throw new Error('the server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

let generatedMs = null;
let counts = { pedidos: null, lineas: null, historial: null };
if (!pglite) {
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  if (!reuse) {
    const started = Date.now();
    await generate(db, ORDERS);
    generatedMs = Date.now() - started;
  }
  counts = (
    await db.query(`select (select count(*) from pedidos)::int as pedidos,
      (select count(*) from pedido_productos)::int as lineas,
      (select count(*) from historial_estados_pedido)::int as historial`)
  ).rows[0];
  await db.end();
}

const login = await fetch(`${base}/api/users/login/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@horno.co', password: 'HornoAdmin2026' }),
});
const { token } = await login.json();
const auth = { authorization: `Token ${token}` };

// A report first rebuilds the summaries of the days it reads that changed (decision 038); a
// generated history is all changed, and a customers' report reads every day before its own:
// filled here once, outside the measurement (a request cut by the client's own limits is asked
// again, each rebuilt step being kept).
const fillStarted = performance.now();
for (let i = 0; ; i++) {
  const res = await fetch(`${base}/api/reportes/clientes/?desde=${LAST_DAY}&hasta=${LAST_DAY}`, {
    headers: auth,
    signal: AbortSignal.timeout(1_800_000),
  }).catch((error) => {
    if (i >= 10) throw error;
    return null;
  });
  if (res === null) continue;
  if (!res.ok) throw new Error(`filling the summaries: ${res.status}`);
  await res.arrayBuffer();
  break;
}
const filledMs = performance.now() - fillStarted;
if (!pglite) {
  // As autovacuum does after a bulk insert: the summaries' visibility map and statistics.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  await db.query('vacuum analyze');
  await db.end();
}

const addDays = (ymd, days) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
const ranges = pglite
  ? [{ rango: 'mes de la demo', desde: addDays(LAST_DAY, -29), hasta: LAST_DAY, budget: 200 }]
  : [
      { rango: '30 días', desde: addDays(LAST_DAY, -29), hasta: LAST_DAY, budget: 300 },
      { rango: '1 año', desde: addDays(LAST_DAY, -364), hasta: LAST_DAY, budget: 1000 },
    ];
const scopes = [
  { sedes: 'todas', query: '' },
  { sedes: 'una', query: '&sede=1' },
];
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

const loadBefore = loadavg();
const results = [];
for (const range of ranges) {
  for (const scope of scopes) {
    for (const section of SECTIONS) {
      // As the screen asks: compared with the period before (twice the work of one period).
      const url = `${base}/api/reportes/${section}/?desde=${range.desde}&hasta=${range.hasta}&comparar=periodo${scope.query}`;
      const times = [];
      for (let i = 0; i < WARMUP + SAMPLES; i++) {
        const t0 = performance.now();
        const res = await fetch(url, { headers: auth, signal: AbortSignal.timeout(120_000) });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        if (i >= WARMUP) times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      if (process.env.BENCH_VERBOSE)
        console.error(range.rango, scope.sedes, section, times.map(Math.round).join(' '));
      const p95 = percentile(times, 0.95);
      results.push({
        rango: range.rango,
        sedes: scope.sedes,
        seccion: section,
        p50_ms: Math.round(percentile(times, 0.5)),
        p95_ms: Math.round(p95),
        dentro: p95 <= range.budget,
      });
    }
  }
}
const loadAfter = loadavg();
await cleanup();

console.log(
  JSON.stringify(
    {
      database: pglite ? 'pglite' : 'postgres',
      orders: counts.pedidos,
      lines: counts.lineas,
      history: counts.historial,
      generated_s: generatedMs === null ? null : Math.round(generatedMs / 1000),
      summaries_filled_s: Math.round(filledMs / 100) / 10,
      samples: SAMPLES,
      loadavg_before: loadBefore.map((x) => Math.round(x * 100) / 100),
      loadavg_after: loadAfter.map((x) => Math.round(x * 100) / 100),
      results,
    },
    null,
    2,
  ),
);

/**
 * Three branches' orders over DAYS Bogotá days ending LAST_DAY, from 11:00 to 22:00: one to
 * three lines each (a tenth half-and-half, a tenth with an addition), a guest per order from a
 * pool of 60,000 phones, one order in 25 cancelled, the rest delivered with their history
 * (accepted, prepared, left for deliveries, delivered), paid a third each way.
 */
async function generate(client, n) {
  const q = (text) => client.query(text);
  await q(`select setseed(0.36)`);
  await q(`create temp table sedes_b as select row_number() over (order by id) - 1 as k, id
    from sedes order by id limit 3`);
  await q(`create temp table prods as
    select row_number() over (order by p.id) - 1 as k, p.id,
      coalesce(p.precio, (select min(pm.precio) from precios_por_medida pm where pm.producto_id = p.id), 20000) as precio,
      exists (select 1 from precios_por_medida pm where pm.producto_id = p.id and pm.admite_mitades) as mitades
    from productos p where p.activo`);
  await q(`create temp table adds as
    select row_number() over (order by i.id) - 1 as k, i.id, i.nombre from ingredientes i`);
  const [{ np, na, ns, pb, ib, lb }] = (
    await q(`select (select count(*) from prods)::int as np, (select count(*) from adds)::int as na,
      (select count(*) from sedes_b)::int as ns,
      (select coalesce(max(id), 0) from pedidos)::int as pb,
      (select coalesce(max(id), 0) from invitados)::int as ib,
      (select coalesce(max(id), 0) from pedido_productos)::int as lb`)
  ).rows;
  await q(`create temp table gl as
    select g.n, j, (abs(hashint4(g.n * 3 + j)) % ${np}) as k,
      1 + (abs(hashint4(g.n * 7 + j)) % 2) as cantidad,
      abs(hashint4(g.n * 11 + j)) % 10 = 0 as es_mitad,
      abs(hashint4(g.n * 17 + j)) % 10 = 1 as con_adicion
    from generate_series(1, ${n}) as g(n), generate_series(1, 1 + g.n % 3) as j`);
  await q(`create temp table go as
    select gl.n, sum(p.precio * gl.cantidad)::int as subtotal
    from gl join prods p on p.k = gl.k group by gl.n`);
  await q(`insert into invitados (id, nombre, numero)
    select ${ib} + n, 'Cliente ' || (abs(hashint4(n)) % 60000),
      '300' || lpad((abs(hashint4(n)) % 60000)::text, 7, '0')
    from generate_series(1, ${n}) n`);
  await q(`insert into pedidos (id, sede_id, invitado_id, tipo_pedido, estado, activo, fecha,
      subtotal_productos, costo_domicilio, descuento_cupon, total_pedido, creado_desde_admin,
      metodo_pago, pagado_en, estado_pago, token_hash)
    select ${pb} + o.n, s.id, ${ib} + o.n, t.tipo::tipo_pedido,
      (case when o.n % 25 = 0 then 'CANCELADO' else 'ENTREGADO' end)::estado_pedido, false,
      f.fecha, o.subtotal, t.domicilio, 0, o.subtotal + t.domicilio, o.n % 3 = 0,
      m.metodo::metodo_pago,
      case when m.metodo = 'EN_LINEA' then f.fecha end,
      (case when m.metodo = 'EN_LINEA' then 'PAGADO' end)::estado_pago,
      md5('bench-' || o.n)
    from go o
    join sedes_b s on s.k = o.n % ${ns}
    cross join lateral (select case abs(hashint4(o.n * 5)) % 10 when 0 then 'MESA' when 1 then 'MESA'
      when 2 then 'RECOGER' when 3 then 'RECOGER' when 4 then 'RECOGER' else 'DOMICILIO' end as tipo) t0
    cross join lateral (select t0.tipo, case when t0.tipo = 'DOMICILIO' then 3500 else 0 end as domicilio) t
    cross join lateral (select (array['EFECTIVO', 'DATAFONO', 'EN_LINEA'])[1 + abs(hashint4(o.n * 19)) % 3] as metodo) m
    cross join lateral (select ((date '${LAST_DAY}' - (o.n % ${DAYS}))::timestamp
      + make_interval(mins => 660 + abs(hashint4(o.n * 23)) % 660)) at time zone 'America/Bogota' as fecha) f`);
  await q(`insert into pedido_productos (id, pedido_id, producto_id, producto_mitad_id, nombre,
      cantidad, precio_unitario_aplicado)
    select ${lb} + row_number() over (order by gl.n, gl.j), ${pb} + gl.n,
      p.id,
      case when gl.es_mitad and p.mitades then (select id from prods where mitades and id <> p.id order by k limit 1) end,
      'Producto ' || p.id, gl.cantidad, p.precio
    from gl join prods p on p.k = gl.k`);
  await q(`insert into pedido_producto_adiciones (pedido_producto_id, ingrediente_id, nombre, precio_adicion)
    select ${lb} + r.rn, a.id, a.nombre, 2000
    from (select row_number() over (order by gl.n, gl.j) as rn, gl.n, gl.j, gl.con_adicion from gl) r
    join adds a on a.k = (r.n % ${Math.max(1, na)})
    where r.con_adicion`);
  await q(`insert into historial_estados_pedido (pedido_id, estado_anterior, estado_nuevo,
      activo_anterior, activo_nuevo, creado_en)
    select p.id, null::estado_pedido, 'ACEPTADO'::estado_pedido, null::boolean, true, p.fecha
      from pedidos p where p.id > ${pb}
    union all
    select p.id, 'ACEPTADO', 'CANCELADO', true, false, p.fecha + interval '3 minutes'
      from pedidos p where p.id > ${pb} and p.estado = 'CANCELADO'
    union all
    select p.id, 'ACEPTADO', 'PREPARADO', true, true,
      p.fecha + make_interval(secs => 600 + abs(hashint4(p.id * 29)) % 900)
      from pedidos p where p.id > ${pb} and p.estado = 'ENTREGADO'
    union all
    select p.id, 'PREPARADO', 'ENVIADO', true, true,
      p.fecha + make_interval(secs => 1500 + abs(hashint4(p.id * 29)) % 900)
      from pedidos p where p.id > ${pb} and p.estado = 'ENTREGADO' and p.tipo_pedido = 'DOMICILIO'
    union all
    select p.id, 'ENVIADO', 'ENTREGADO', true, false,
      p.fecha + make_interval(secs => 2700 + abs(hashint4(p.id * 31)) % 1500)
      from pedidos p where p.id > ${pb} and p.estado = 'ENTREGADO'`);
  for (const table of ['pedidos', 'invitados', 'pedido_productos', 'historial_estados_pedido'])
    await q(
      `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
    );
  await q(`vacuum analyze`);
}
