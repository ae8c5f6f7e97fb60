// The reports' summaries (decision 038): what each branch sold and who bought, per Bogotá day,
// rebuilt from the orders. Triggers mark an order's (branch, day) stale in the order's own
// transaction (migration 0020); a report first rebuilds the stale days it reads, so a summary is
// never wrong, only rebuilt late. The rules are the live queries' (`SALE`, `CUSTOMER_KEY`).
import { type SQL, sql } from 'drizzle-orm';
import type { TimeSegment } from '@horno/domain/reports';
import type { Db } from '../../db/client';
import {
  BOGOTA,
  CUSTOMER_KEY,
  inList,
  inSedes,
  num,
  rows,
  SALE,
  type Scope,
} from './reports.queries';

/** Rebuilds take turns (an advisory lock's key): two reports never rebuild the same day twice. */
const REBUILD_LOCK = 36_038;

/** Branches and Bogotá days whose summaries a report reads; `desde` null: since the first. */
export interface Days {
  sedes: readonly number[];
  desde: string | null;
  hasta: string;
}

const inDays = (days: Days, alias: SQL) =>
  sql`${inSedes(days, sql`${alias}.sede_id`)} and ${alias}.dia <= ${days.hasta}::date
    and ${days.desde === null ? sql`true` : sql`${alias}.dia >= ${days.desde}::date`}`;

/**
 * (Branch, day) pairs rebuilt per transaction: a whole database marked stale (after migration
 * 0020) is filled in short steps that never hold an order's insert for long.
 */
const DAYS_PER_STEP = 62;

/**
 * Rebuilds the stale days among those given: each day's rows are deleted and computed again
 * from the orders. Nothing stale (the usual case) costs one indexed probe.
 */
export async function refreshSummaries(db: Db, days: Days): Promise<void> {
  const stale = await rows(
    db,
    sql`select 1 from resumenes_pendientes r where ${inDays(days, sql`r`)} limit 1`,
  );
  if (!stale.length) return;
  while (await rebuildStep(db, days));
}

/** Rebuilds up to DAYS_PER_STEP stale days in one transaction; false when none was left. */
async function rebuildStep(db: Db, days: Days): Promise<boolean> {
  return db.transaction(async (tx) => {
    const run = (query: SQL) => tx.execute(query);
    // A step's few days are reached through the orders' indexes: nested loops, not a hash of a
    // whole table, which the planner picks when it cannot count the orders of the days given.
    await run(sql`select pg_advisory_xact_lock(${REBUILD_LOCK}),
      set_config('enable_hashjoin', 'off', true), set_config('enable_mergejoin', 'off', true)`);
    // Deleting the marks first: an order changed while this runs marks its day again (its
    // insert waits for this commit), so the next report rebuilds it once more.
    const taken = await rows<{ sede_id: unknown; dia: unknown }>(
      tx as unknown as Db,
      sql`delete from resumenes_pendientes r
        where (r.sede_id, r.dia) in (
          select s.sede_id, s.dia from resumenes_pendientes s where ${inDays(days, sql`s`)}
          order by s.dia desc limit ${DAYS_PER_STEP})
        returning r.sede_id, r.dia::text as dia`,
    );
    if (!taken.length) return false;
    const list = JSON.stringify(taken.map((d) => ({ sede_id: num(d.sede_id), dia: d.dia })));
    const marked = sql`(select * from jsonb_to_recordset(${list}::jsonb) as x(sede_id int, dia date))`;
    // The orders of those days, found by the orders' (branch, instant) index.
    const ordersOf = sql`${marked} d join pedidos p on p.sede_id = d.sede_id
      and p.fecha >= (d.dia::timestamp at time zone ${BOGOTA})
      and p.fecha < ((d.dia + 1)::timestamp at time zone ${BOGOTA})`;
    const day = sql`(p.fecha at time zone ${BOGOTA})::date`;
    for (const table of ['ventas_producto_dia', 'clientes_dia', 'tiempos_pedido'])
      await run(sql`delete from ${sql.identifier(table)} s using ${marked} d
        where s.sede_id = d.sede_id and s.dia = d.dia`);
    // Whole products, specials, halves per flavour (the first takes the odd peso), additions.
    await run(sql`
      with l as (
        select p.sede_id, ${day} as dia, pp.id, pp.producto_id, pp.producto_mitad_id,
          pp.producto_especial_id, pp.nombre, pp.cantidad,
          pp.precio_unitario_aplicado * pp.cantidad as importe
        from ${ordersOf} join pedido_productos pp on pp.pedido_id = p.id
        where ${SALE}
      )
      insert into ventas_producto_dia (sede_id, dia, tipo, item_id, nombre, cantidad, ventas)
      select sede_id, dia, 'ESPECIAL', producto_especial_id, max(nombre), sum(cantidad),
        sum(importe)
      from l where producto_especial_id is not null group by 1, 2, 4
      union all
      select sede_id, dia, 'PRODUCTO', producto_id, max(nombre), sum(cantidad), sum(importe)
      from l where producto_especial_id is null and producto_mitad_id is null
        and producto_id is not null
      group by 1, 2, 4
      union all
      select sede_id, dia, 'MITAD', id, null, sum(cantidad), sum(ventas) from (
        select sede_id, dia, producto_id as id, cantidad, importe - importe / 2 as ventas
        from l where producto_mitad_id is not null
        union all
        select sede_id, dia, producto_mitad_id, cantidad, importe / 2
        from l where producto_mitad_id is not null
      ) h group by 1, 2, 4
      union all
      select l.sede_id, l.dia, 'ADICION', a.ingrediente_id, max(a.nombre), sum(l.cantidad),
        sum(a.precio_adicion * l.cantidad)
      from l join pedido_producto_adiciones a on a.pedido_producto_id = l.id
      group by 1, 2, 4`);
    await run(sql`
      insert into clientes_dia (sede_id, dia, clave, pedidos, total)
      select p.sede_id, ${day}, ${CUSTOMER_KEY}, count(*), sum(p.total_pedido)
      from ${ordersOf} left join invitados i on i.id = p.invitado_id
      where ${SALE}
      group by 1, 2, 3`);
    // First sales: a rebuilt day may bring one earlier, or lose the one a customer had (then it
    // is the earliest of their other days, or none).
    await run(sql`
      insert into clientes_primera_venta (clave, sede_id, primera)
      select c.clave, c.sede_id, min(c.dia)
      from ${marked} d join clientes_dia c on c.sede_id = d.sede_id and c.dia = d.dia
      where c.clave is not null
      group by 1, 2
      on conflict (clave, sede_id)
      do update set primera = least(clientes_primera_venta.primera, excluded.primera)`);
    await run(sql`
      with lost as (
        select f.clave, f.sede_id, (
            select min(c.dia) from clientes_dia c
            where c.clave = f.clave and c.sede_id = f.sede_id) as primera
        from ${marked} d
        join clientes_primera_venta f on f.sede_id = d.sede_id and f.primera = d.dia
        where not exists (
          select 1 from clientes_dia c
          where c.clave = f.clave and c.sede_id = f.sede_id and c.dia = f.primera)
      ), moved as (
        update clientes_primera_venta f set primera = l.primera from lost l
        where l.primera is not null and f.clave = l.clave and f.sede_id = l.sede_id
      )
      delete from clientes_primera_venta f using lost l
      where l.primera is null and f.clave = l.clave and f.sede_id = l.sede_id`);
    // Each sale's times, from the first moment its history records each state (the history's
    // (order, state, instant) index), in seconds as the percentiles read them.
    await run(sql`
      insert into tiempos_pedido (pedido_id, sede_id, dia, tipo_pedido, aceptado_preparado,
        preparado_enviado, enviado_entregado, aceptado_entregado)
      select id, sede_id, dia, tipo_pedido,
        extract(epoch from preparado - aceptado)::float8,
        extract(epoch from enviado - preparado)::float8,
        extract(epoch from entregado - enviado)::float8,
        extract(epoch from entregado - aceptado)::float8
      from (
        select p.id, p.sede_id, ${day} as dia, p.tipo_pedido,
          min(h.creado_en) filter (where h.estado_nuevo = 'ACEPTADO') as aceptado,
          min(h.creado_en) filter (where h.estado_nuevo = 'PREPARADO') as preparado,
          min(h.creado_en) filter (where h.estado_nuevo = 'ENVIADO') as enviado,
          min(h.creado_en) filter (where h.estado_nuevo = 'ENTREGADO') as entregado
        from ${ordersOf} left join historial_estados_pedido h on h.pedido_id = p.id
        where ${SALE}
        group by p.id
      ) o`);
    return true;
  });
}

/** A scope's days. */
const daysOf = (scope: Scope): Days => ({
  sedes: scope.sedes,
  desde: scope.desde,
  hasta: scope.hasta,
});
const scopeDays = (scope: Scope, alias: SQL) => inDays(daysOf(scope), alias);

export interface MixRow {
  tipo: 'PRODUCTO' | 'ESPECIAL' | 'MITAD';
  id: number;
  nombre: string;
  categoria: string;
  cantidad: number;
  ventas: number;
}

/**
 * The product mix: whole products, specials, and 'Arma tu pizza' halves per flavour. A half
 * line's sales are split between its flavours, so the mix adds up to the products' sales.
 */
export async function productMix(db: Db, scope: Scope): Promise<MixRow[]> {
  await refreshSummaries(db, daysOf(scope));
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    with m as (
      select v.tipo, v.item_id as id, max(v.nombre) as nombre, sum(v.cantidad) as cantidad,
        sum(v.ventas) as ventas
      from ventas_producto_dia v
      where ${scopeDays(scope, sql`v`)} and v.tipo <> 'ADICION'
      group by v.tipo, v.item_id
    )
    select m.tipo, m.id, coalesce(pr.nombre, pe.nombre, m.nombre, '') as nombre,
      coalesce(c1.nombre, c2.nombre, '') as categoria, m.cantidad, m.ventas
    from m
    left join productos pr on m.tipo <> 'ESPECIAL' and pr.id = m.id
    left join categoria_productos c1 on c1.id = pr.categoria_id
    left join productos_especiales pe on m.tipo = 'ESPECIAL' and pe.id = m.id
    left join categoria_productos c2 on c2.id = pe.categoria_id`,
  );
  return result.map((r) => ({
    tipo: String(r['tipo']) as MixRow['tipo'],
    id: num(r['id']),
    nombre: String(r['nombre']),
    categoria: String(r['categoria']),
    cantidad: num(r['cantidad']),
    ventas: num(r['ventas']),
  }));
}

/** Additions sold: how many (each line's quantity) and their price as charged. */
export async function additions(
  db: Db,
  scope: Scope,
): Promise<{ id: number; nombre: string; cantidad: number; ventas: number }[]> {
  await refreshSummaries(db, daysOf(scope));
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select v.item_id as id, max(v.nombre) as nombre, sum(v.cantidad) as cantidad,
      sum(v.ventas) as ventas
    from ventas_producto_dia v
    where ${scopeDays(scope, sql`v`)} and v.tipo = 'ADICION'
    group by v.item_id`,
  );
  return result.map((r) => ({
    id: num(r['id']),
    nombre: String(r['nombre']),
    cantidad: num(r['cantidad']),
    ventas: num(r['ventas']),
  }));
}

/**
 * Each segment's column of `tiempos_pedido`: preparation and the total apply to every sale,
 * leaving and the way to the customer to deliveries only.
 */
const SEGMENTS: readonly { tramo: TimeSegment; column: string; deliveries: boolean }[] = [
  { tramo: 'ACEPTADO_PREPARADO', column: 'aceptado_preparado', deliveries: false },
  { tramo: 'PREPARADO_ENVIADO', column: 'preparado_enviado', deliveries: true },
  { tramo: 'ENVIADO_ENTREGADO', column: 'enviado_entregado', deliveries: true },
  { tramo: 'TOTAL', column: 'aceptado_entregado', deliveries: false },
];

export interface SegmentRow {
  sede_id: number;
  tramo: string;
  mediana: number | null;
  p90: number | null;
  pedidos: number;
  sin_datos: number;
}

/**
 * Medians and 90th percentiles of each segment per branch, from the first time the state
 * history records each state (each sale's seconds, kept in `tiempos_pedido`). A segment applies
 * to every sale (preparation, total) or to deliveries only (leaving, on the way); an order
 * missing one of its moments is left out and counted, and so is one whose moments run backwards
 * (a state set again by hand).
 */
export async function segmentTimes(db: Db, scope: Scope): Promise<SegmentRow[]> {
  await refreshSummaries(db, daysOf(scope));
  // One pass per branch: both percentiles of a segment from one sort of its seconds.
  const columns = SEGMENTS.map(({ tramo, column, deliveries }) => {
    const secs = sql.identifier(column);
    const applies = deliveries ? sql`t.tipo_pedido = 'DOMICILIO'` : sql`true`;
    return sql`
      percentile_cont(array[0.5, 0.9]) within group (order by ${secs})
        filter (where ${applies} and ${secs} >= 0) as ${sql.identifier(`${tramo}_p`)},
      count(*) filter (where ${applies} and ${secs} >= 0) as ${sql.identifier(`${tramo}_n`)},
      count(*) filter (where ${applies} and (${secs} is null or ${secs} < 0))
        as ${sql.identifier(`${tramo}_x`)}`;
  });
  const rounded = SEGMENTS.map(({ tramo }) => {
    const p = sql.identifier(`${tramo}_p`);
    return sql`round(${p}[1]) as ${sql.identifier(`${tramo}_mediana`)},
      round(${p}[2]) as ${sql.identifier(`${tramo}_p90`)}`;
  });
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select g.*, ${sql.join(rounded, sql`, `)} from (
      select t.sede_id, ${sql.join(columns, sql`, `)}
      from tiempos_pedido t
      where ${scopeDays(scope, sql`t`)}
      group by t.sede_id
    ) g`,
  );
  return result.flatMap((r) =>
    SEGMENTS.map(({ tramo }) => ({
      sede_id: num(r['sede_id']),
      tramo,
      mediana: r[`${tramo}_mediana`] === null ? null : num(r[`${tramo}_mediana`]),
      p90: r[`${tramo}_p90`] === null ? null : num(r[`${tramo}_p90`]),
      pedidos: num(r[`${tramo}_n`]),
      sin_datos: num(r[`${tramo}_x`]),
    })),
  );
}

export interface CustomerAggregate {
  clave: string;
  pedidos: number;
  total: number;
  /** Had a sale in the same branches before the period. */
  recurrente: boolean;
}

/** Every customer of the period with their orders, total, and whether they had ordered before. */
export async function customers(
  db: Db,
  scope: Scope,
): Promise<{ clientes: CustomerAggregate[]; sinCliente: number }> {
  // Returning is decided by the days before the period too.
  await refreshSummaries(db, { ...daysOf(scope), desde: null });
  // A year's customers (tens of thousands of keys) are hashed in memory, in one process: with
  // the default 4 MB the planner sorts them on disk in parallel workers, slower on two cores.
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('work_mem', '32MB', true)`);
    return rows<Record<string, unknown>>(
      tx as unknown as Db,
      sql`
    with k as (
      select c.clave, sum(c.pedidos) as pedidos, sum(c.total) as total
      from clientes_dia c
      where ${scopeDays(scope, sql`c`)}
      group by c.clave
    ), nuevos as (
      -- Every customer of the period bought first at one of its branches by its last day: new
      -- when that first sale is in the period at all of them (few, found by the day index).
      select f.clave from clientes_primera_venta f
      where ${inList(sql`f.sede_id`, scope.sedes)}
        and f.primera between ${scope.desde}::date and ${scope.hasta}::date
        and not exists (
          select 1 from clientes_primera_venta g
          where g.clave = f.clave and ${inList(sql`g.sede_id`, scope.sedes)}
            and g.primera < ${scope.desde}::date)
      group by f.clave
    )
    select k.clave, k.pedidos, k.total, k.clave is not null and n.clave is null as recurrente
    from k left join nuevos n on n.clave = k.clave`,
    );
  });
  let sinCliente = 0;
  const clientes: CustomerAggregate[] = [];
  for (const r of result) {
    if (r['clave'] === null) {
      sinCliente = num(r['pedidos']);
      continue;
    }
    clientes.push({
      clave: String(r['clave']),
      pedidos: num(r['pedidos']),
      total: num(r['total']),
      recurrente: r['recurrente'] === true || r['recurrente'] === 't',
    });
  }
  return { clientes, sinCliente };
}
