import { sql } from 'drizzle-orm';
import type { CashTotals } from '@horno/domain/cash';
import type { Db } from '../../db/client';
import { num } from '../reports/reports.queries';

type Runner = Pick<Db, 'execute'>;

/**
 * The system's sums for a branch's cash shift over [from, to): counter cash orders (those never
 * handed to a rider) with the change given, card-reader and online payments (every sale of the
 * window, as in the reports), and the cash riders handed in through settlements closed in it.
 */
export async function cashTotals(
  db: Runner,
  sedeId: number,
  from: Date,
  to: Date,
  base: number,
): Promise<CashTotals> {
  const f = from.toISOString();
  const u = to.toISOString();
  const result = (await db.execute(sql`
    with o as (
      select p.* from pedidos p
      where p.sede_id = ${sedeId} and p.fecha >= ${f}::timestamptz and p.fecha < ${u}::timestamptz
        and (p.metodo_pago <> 'EN_LINEA' or p.pagado_en is not null)
        and not (p.estado = 'CANCELADO' or p.estado_pago is not distinct from 'EXPIRADO')
    ), counter as (
      select * from o
      where o.metodo_pago = 'EFECTIVO' and not exists (select 1 from entregas e where e.pedido_id = o.id)
    )
    select
      (select coalesce(sum(total_pedido), 0) from counter) as efectivo_pedidos,
      (select count(*) from counter) as efectivo_cantidad,
      (select coalesce(sum(paga_con - total_pedido), 0) from counter where paga_con is not null)
        as cambio_entregado,
      (select coalesce(sum(total_pedido), 0) from o where metodo_pago = 'DATAFONO') as datafono,
      (select count(*) from o where metodo_pago = 'DATAFONO') as datafono_cantidad,
      (select coalesce(sum(total_pedido - coalesce(saldo_pendiente, 0)), 0) from o
        where metodo_pago = 'EN_LINEA') as en_linea,
      (select count(*) from o where metodo_pago = 'EN_LINEA') as en_linea_cantidad,
      (select coalesce(sum(l.efectivo_recibido), 0) from liquidaciones l
        join turnos_repartidor tr on tr.id = l.turno_id
        where tr.sede_id = ${sedeId} and l.cerrado_en >= ${f}::timestamptz
          and l.cerrado_en < ${u}::timestamptz) as liquidaciones,
      (select count(*) from liquidaciones l
        join turnos_repartidor tr on tr.id = l.turno_id
        where tr.sede_id = ${sedeId} and l.cerrado_en >= ${f}::timestamptz
          and l.cerrado_en < ${u}::timestamptz) as liquidaciones_cantidad`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const r = result.rows[0] ?? {};
  const totals = {
    efectivo_pedidos: num(r['efectivo_pedidos']),
    efectivo_cantidad: num(r['efectivo_cantidad']),
    cambio_entregado: num(r['cambio_entregado']),
    datafono: num(r['datafono']),
    datafono_cantidad: num(r['datafono_cantidad']),
    en_linea: num(r['en_linea']),
    en_linea_cantidad: num(r['en_linea_cantidad']),
    liquidaciones: num(r['liquidaciones']),
    liquidaciones_cantidad: num(r['liquidaciones_cantidad']),
  };
  return {
    ...totals,
    efectivo_esperado: base + totals.efectivo_pedidos + totals.liquidaciones,
  };
}
