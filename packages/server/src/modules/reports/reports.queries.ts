// The reports' SQL (issue 36). Every figure is computed by the database from the orders as they
// were charged: integer pesos, Bogotá days. A sale is an order placed (an online one once paid)
// and neither cancelled nor expired; cancelled and expired orders are counted apart.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whose orders and when: Bogotá days [desde, hasta] as instants [from, to), and branches. */
export interface Scope {
  from: Date;
  to: Date;
  sedes: readonly number[];
}

const BOGOTA = sql.raw(`'America/Bogota'`);

/** Rows of a raw statement, on either engine. */
async function rows<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** Numbers as the drivers give them (bigint as text or BigInt) to JS numbers. */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

const inSedes = (scope: Scope) =>
  sql`p.sede_id in (${sql.join(
    scope.sedes.map((id) => sql`${id}`),
    sql`, `,
  )})`;

const inPeriod = (scope: Scope) =>
  sql`p.fecha >= ${scope.from.toISOString()}::timestamptz and p.fecha < ${scope.to.toISOString()}::timestamptz`;

/** Placed: paid on delivery or at the counter, or paid online. */
const PLACED = sql`(p.metodo_pago <> 'EN_LINEA' or p.pagado_en is not null)`;
const CANCELLED = sql`(p.estado = 'CANCELADO' or p.estado_pago is not distinct from 'EXPIRADO')`;
const SALE = sql`(${PLACED} and not ${CANCELLED})`;

/** The orders of a scope that are sales. */
const sales = (scope: Scope) => sql`${inSedes(scope)} and ${inPeriod(scope)} and ${SALE}`;

export interface TotalsRow {
  ventas_brutas: number;
  descuentos: number;
  domicilios: number;
  total_cobrado: number;
  pedidos: number;
  cancelados: number;
  valor_cancelado: number;
  pago_en_linea: number;
  efectivo: number;
  datafono: number;
}

/** The summary cards' sums. An online order changed after payment settles its balance in cash. */
export async function totals(db: Db, scope: Scope): Promise<TotalsRow> {
  const [row] = await rows<Record<keyof TotalsRow, unknown>>(
    db,
    sql`
    select
      coalesce(sum(p.subtotal_productos) filter (where ${SALE}), 0) as ventas_brutas,
      coalesce(sum(p.descuento_cupon) filter (where ${SALE}), 0) as descuentos,
      coalesce(sum(p.costo_domicilio) filter (where ${SALE}), 0) as domicilios,
      coalesce(sum(p.total_pedido) filter (where ${SALE}), 0) as total_cobrado,
      count(*) filter (where ${SALE}) as pedidos,
      count(*) filter (where ${CANCELLED}) as cancelados,
      coalesce(sum(p.total_pedido) filter (where ${CANCELLED}), 0) as valor_cancelado,
      coalesce(sum(p.total_pedido - coalesce(p.saldo_pendiente, 0))
        filter (where ${SALE} and p.metodo_pago = 'EN_LINEA'), 0) as pago_en_linea,
      coalesce(sum(p.total_pedido) filter (where ${SALE} and p.metodo_pago = 'EFECTIVO'), 0)
        + coalesce(sum(p.saldo_pendiente) filter (where ${SALE} and p.metodo_pago = 'EN_LINEA'), 0)
        as efectivo,
      coalesce(sum(p.total_pedido) filter (where ${SALE} and p.metodo_pago = 'DATAFONO'), 0)
        as datafono
    from pedidos p
    where ${inSedes(scope)} and ${inPeriod(scope)}`,
  );
  const out = {} as TotalsRow;
  for (const [k, v] of Object.entries(row ?? {})) out[k as keyof TotalsRow] = num(v);
  return out;
}

export interface BucketRow {
  sede_id: number;
  /** 'yyyy-MM-dd' or the hour. */
  x: string;
  ventas_netas: number;
  pedidos: number;
}

/** Net sales and orders per branch and Bogotá day (or hour of the day). */
export async function salesOverTime(
  db: Db,
  scope: Scope,
  granularity: 'dia' | 'hora',
): Promise<BucketRow[]> {
  const bucket =
    granularity === 'dia'
      ? sql`to_char(p.fecha at time zone ${BOGOTA}, 'YYYY-MM-DD')`
      : sql`extract(hour from p.fecha at time zone ${BOGOTA})::int::text`;
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select p.sede_id, ${bucket} as x,
      sum(p.subtotal_productos - p.descuento_cupon) as ventas_netas, count(*) as pedidos
    from pedidos p
    where ${sales(scope)}
    group by 1, 2`,
  );
  return result.map((r) => ({
    sede_id: num(r['sede_id']),
    x: String(r['x']),
    ventas_netas: num(r['ventas_netas']),
    pedidos: num(r['pedidos']),
  }));
}

export interface GroupRow {
  clave: string;
  pedidos: number;
  ventas_netas: number;
}

/** Orders and net sales per order type, and per channel (customers' web orders or staff's). */
export async function channels(
  db: Db,
  scope: Scope,
): Promise<{ tipos: GroupRow[]; canales: GroupRow[] }> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select p.tipo_pedido::text as tipo,
      case when p.creado_desde_admin then 'PERSONAL' else 'WEB' end as canal,
      count(*) as pedidos, sum(p.subtotal_productos - p.descuento_cupon) as ventas_netas
    from pedidos p
    where ${sales(scope)}
    group by 1, 2`,
  );
  const by = (key: 'tipo' | 'canal') => {
    const map = new Map<string, GroupRow>();
    for (const r of result) {
      const clave = String(r[key]);
      const row = map.get(clave) ?? { clave, pedidos: 0, ventas_netas: 0 };
      row.pedidos += num(r['pedidos']);
      row.ventas_netas += num(r['ventas_netas']);
      map.set(clave, row);
    }
    return [...map.values()];
  };
  return { tipos: by('tipo'), canales: by('canal') };
}

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
 * line's sales are split between its flavours (the first takes the odd peso), so the mix adds up
 * to the products' sales.
 */
export async function productMix(db: Db, scope: Scope): Promise<MixRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    with l as (
      select pp.producto_id, pp.producto_mitad_id, pp.producto_especial_id, pp.nombre,
        pp.cantidad, pp.precio_unitario_aplicado * pp.cantidad as importe
      from pedidos p join pedido_productos pp on pp.pedido_id = p.id
      where ${sales(scope)}
    ), m as (
      select 'ESPECIAL' as tipo, producto_especial_id as id, max(nombre) as nombre,
        sum(cantidad) as cantidad, sum(importe) as ventas
      from l where producto_especial_id is not null group by producto_especial_id
      union all
      select 'PRODUCTO', producto_id, max(nombre), sum(cantidad), sum(importe)
      from l where producto_especial_id is null and producto_mitad_id is null
        and producto_id is not null
      group by producto_id
      union all
      select 'MITAD', id, null, sum(cantidad), sum(ventas) from (
        select producto_id as id, cantidad, importe - importe / 2 as ventas
        from l where producto_mitad_id is not null
        union all
        select producto_mitad_id, cantidad, importe / 2
        from l where producto_mitad_id is not null
      ) h group by id
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
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select a.ingrediente_id as id, max(a.nombre) as nombre, sum(pp.cantidad) as cantidad,
      sum(a.precio_adicion * pp.cantidad) as ventas
    from pedidos p
    join pedido_productos pp on pp.pedido_id = p.id
    join pedido_producto_adiciones a on a.pedido_producto_id = pp.id
    where ${sales(scope)}
    group by a.ingrediente_id`,
  );
  return result.map((r) => ({
    id: num(r['id']),
    nombre: String(r['nombre']),
    cantidad: num(r['cantidad']),
    ventas: num(r['ventas']),
  }));
}

/** Orders per Bogotá weekday (1 = Monday) and hour. */
export async function busyHours(
  db: Db,
  scope: Scope,
): Promise<{ dia: number; hora: number; pedidos: number }[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select extract(isodow from p.fecha at time zone ${BOGOTA})::int as dia,
      extract(hour from p.fecha at time zone ${BOGOTA})::int as hora, count(*) as pedidos
    from pedidos p
    where ${sales(scope)}
    group by 1, 2`,
  );
  return result.map((r) => ({
    dia: num(r['dia']),
    hora: num(r['hora']),
    pedidos: num(r['pedidos']),
  }));
}

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
 * history records each state. A segment applies to every sale (preparation, total) or to
 * deliveries only (leaving, on the way); an order missing one of its moments is left out and
 * counted, and so is one whose moments run backwards (a state set again by hand).
 */
export async function segmentTimes(db: Db, scope: Scope): Promise<SegmentRow[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    with o as (
      select p.id, p.sede_id, p.tipo_pedido,
        min(h.creado_en) filter (where h.estado_nuevo = 'ACEPTADO') as aceptado,
        min(h.creado_en) filter (where h.estado_nuevo = 'PREPARADO') as preparado,
        min(h.creado_en) filter (where h.estado_nuevo = 'ENVIADO') as enviado,
        min(h.creado_en) filter (where h.estado_nuevo = 'ENTREGADO') as entregado
      from pedidos p left join historial_estados_pedido h on h.pedido_id = p.id
      where ${sales(scope)}
      group by p.id, p.sede_id, p.tipo_pedido
    ), s as (
      select sede_id, 'ACEPTADO_PREPARADO' as tramo,
        extract(epoch from preparado - aceptado) as secs from o
      union all
      select sede_id, 'PREPARADO_ENVIADO', extract(epoch from enviado - preparado)
        from o where tipo_pedido = 'DOMICILIO'
      union all
      select sede_id, 'ENVIADO_ENTREGADO', extract(epoch from entregado - enviado)
        from o where tipo_pedido = 'DOMICILIO'
      union all
      select sede_id, 'TOTAL', extract(epoch from entregado - aceptado) from o
    )
    select sede_id, tramo,
      round(percentile_cont(0.5) within group (order by secs) filter (where secs >= 0)) as mediana,
      round(percentile_cont(0.9) within group (order by secs) filter (where secs >= 0)) as p90,
      count(*) filter (where secs >= 0) as pedidos,
      count(*) filter (where secs is null or secs < 0) as sin_datos
    from s group by sede_id, tramo`,
  );
  return result.map((r) => ({
    sede_id: num(r['sede_id']),
    tramo: String(r['tramo']),
    mediana: r['mediana'] === null ? null : num(r['mediana']),
    p90: r['p90'] === null ? null : num(r['p90']),
    pedidos: num(r['pedidos']),
    sin_datos: num(r['sin_datos']),
  }));
}

/** A customer's key: a registered account, or a guest by phone. */
const CUSTOMER_KEY = sql`case when p.usuario_id is not null then 'u' || p.usuario_id
  when i.numero is not null then 'g' || i.numero end`;

export interface CustomerAggregate {
  clave: string;
  nombre: string;
  telefono: string;
  pedidos: number;
  total: number;
  /** Had a sale in the same branches before the period. */
  recurrente: boolean;
}

/** Every customer of the period with their orders, total, and whether they had ordered before. */
export async function customers(
  db: Db,
  scope: Scope,
): Promise<{
  clientes: CustomerAggregate[];
  sinCliente: number;
}> {
  const before: Scope = { ...scope, from: new Date(0), to: scope.from };
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    with o as (
      select ${CUSTOMER_KEY} as clave, p.usuario_id, i.numero, p.total_pedido,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), i.nombre) as nombre,
        coalesce(u.numero, i.numero) as telefono
      from pedidos p
      left join invitados i on i.id = p.invitado_id
      left join usuarios u on u.id = p.usuario_id
      where ${sales(scope)}
    ), k as (
      select clave, min(usuario_id) as usuario_id, min(numero) as numero, max(nombre) as nombre,
        max(telefono) as telefono, count(*) as pedidos, sum(total_pedido) as total
      from o where clave is not null group by clave
    )
    select k.clave, k.nombre, k.telefono, k.pedidos, k.total,
      case when k.usuario_id is not null then exists (
          select 1 from pedidos p where p.usuario_id = k.usuario_id and ${sales(before)})
        else exists (
          select 1 from invitados i join pedidos p on p.invitado_id = i.id
          where i.numero = k.numero and p.usuario_id is null and ${sales(before)})
      end as recurrente
    from k
    union all
    select null, null, null, count(*), 0, false from o where clave is null`,
  );
  let sinCliente = 0;
  const clientes: CustomerAggregate[] = [];
  for (const r of result) {
    if (r['clave'] === null) {
      sinCliente = num(r['pedidos']);
      continue;
    }
    clientes.push({
      clave: String(r['clave']),
      nombre: String(r['nombre'] ?? ''),
      telefono: String(r['telefono'] ?? ''),
      pedidos: num(r['pedidos']),
      total: num(r['total']),
      recurrente: r['recurrente'] === true || r['recurrente'] === 't',
    });
  }
  return { clientes, sinCliente };
}

/** Coupon use: orders and discount per coupon origin. */
export async function couponUse(
  db: Db,
  scope: Scope,
): Promise<{ origen: string; pedidos: number; descuento: number }[]> {
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select c.origen, count(*) as pedidos, sum(p.descuento_cupon) as descuento
    from pedidos p join cupones c on c.id = p.cupon_id
    where ${sales(scope)}
    group by c.origen`,
  );
  return result.map((r) => ({
    origen: String(r['origen']),
    pedidos: num(r['pedidos']),
    descuento: num(r['descuento']),
  }));
}
