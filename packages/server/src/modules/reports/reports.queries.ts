// The reports' SQL (issue 36). Every figure is computed by the database from the orders as they
// were charged: integer pesos, Bogotá days. A sale is an order placed (an online one once paid)
// and neither cancelled nor expired; cancelled and expired orders are counted apart.
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Whose orders and when: Bogotá days [desde, hasta] as instants [from, to), and branches. */
export interface Scope {
  desde: string;
  hasta: string;
  from: Date;
  to: Date;
  sedes: readonly number[];
}

export const BOGOTA = sql.raw(`'America/Bogota'`);

/** Rows of a raw statement, on either engine. */
export async function rows<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}

/** Numbers as the drivers give them (bigint as text or BigInt) to JS numbers. */
export const num = (value: unknown): number =>
  value === null || value === undefined ? 0 : Number(value);

/** `column in (…)`: a list of values, never empty. */
export const inList = (column: SQL, values: readonly (number | string)[]) =>
  values.length
    ? sql`${column} in (${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )})`
    : sql`false`;

export const inSedes = (scope: Pick<Scope, 'sedes'>, column = sql`p.sede_id`) =>
  inList(column, scope.sedes);

const inPeriod = (scope: Scope) =>
  sql`p.fecha >= ${scope.from.toISOString()}::timestamptz and p.fecha < ${scope.to.toISOString()}::timestamptz`;

/** Placed: paid on delivery or at the counter, or paid online. */
const PLACED = sql`(p.metodo_pago <> 'EN_LINEA' or p.pagado_en is not null)`;
const CANCELLED = sql`(p.estado = 'CANCELADO' or p.estado_pago is not distinct from 'EXPIRADO')`;
export const SALE = sql`(${PLACED} and not ${CANCELLED})`;

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

/** A customer's key: a registered account, or a guest by phone (as the summaries keep it). */
export const CUSTOMER_KEY = sql`case when p.usuario_id is not null then 'u' || p.usuario_id
  when i.numero is not null then 'g' || i.numero end`;

/**
 * The name and phone each of a few customers had on their orders of the period (the greatest,
 * read now: an account's name may have changed since), through the orders' customer indexes.
 */
export async function customerNames(
  db: Db,
  scope: Scope,
  claves: readonly string[],
): Promise<Map<string, { nombre: string; telefono: string }>> {
  const users = claves.filter((k) => k.startsWith('u')).map((k) => Number(k.slice(1)));
  const phones = claves.filter((k) => k.startsWith('g')).map((k) => k.slice(1));
  if (!claves.length) return new Map();
  const result = await rows<Record<string, unknown>>(
    db,
    sql`
    select clave, max(nombre) as nombre, max(telefono) as telefono from (
      select ${CUSTOMER_KEY} as clave,
        coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), i.nombre) as nombre,
        coalesce(u.numero, i.numero) as telefono
      from pedidos p
      join usuarios u on u.id = p.usuario_id
      left join invitados i on i.id = p.invitado_id
      where ${inList(sql`p.usuario_id`, users)} and ${sales(scope)}
      union all
      select ${CUSTOMER_KEY}, i.nombre, i.numero
      from invitados i join pedidos p on p.invitado_id = i.id
      where ${inList(sql`i.numero`, phones)} and p.usuario_id is null and ${sales(scope)}
    ) o group by clave`,
  );
  return new Map(
    result.map((r) => [
      String(r['clave']),
      { nombre: String(r['nombre'] ?? ''), telefono: String(r['telefono'] ?? '') },
    ]),
  );
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
