import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type PromoCandidate,
  type PromoCode,
  type PromoLine,
  repriceApplied,
} from '@horno/domain/promotion-pricing';
import type { TipoPedido } from '@horno/domain/order-states';
import {
  type CodigoPromocion,
  CondicionesSchema,
  type Promocion,
  type PromocionInput,
  ReglaSchema,
} from '@horno/domain/promotions';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type PromotionRow = typeof t.promociones.$inferSelect;
export type CodeRow = typeof t.cupones.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

/** A stored promotion's conditions, its two use limits put back with the rest. */
const conditionsOf = (row: PromotionRow) =>
  CondicionesSchema.parse({
    ...row.condiciones,
    usos_maximos: row.usosMaximos,
    usos_por_cliente: row.usosPorCliente,
  });

export function toCandidate(row: PromotionRow, code: CodeRow | null = null): PromoCandidate {
  return {
    id: row.id,
    nombre: row.nombre,
    activa: row.activa,
    aplicacion: row.aplicacion,
    combinable: row.combinable,
    regla: ReglaSchema.parse(row.regla),
    condiciones: conditionsOf(row),
    usos: row.usos,
    codigo: code && toPromoCode(code),
  };
}

export const toPromoCode = (code: CodeRow): PromoCode => ({
  id: code.id,
  codigo: code.codigo,
  unSoloUso: code.unSoloUso,
  usado: code.usado,
  usuarioId: code.usuarioId,
  fechaInicio: code.fechaInicio,
  fechaFin: code.fechaFin,
  porcentaje: code.porcentajeDescuento,
});

export const toCodigo = (code: CodeRow): CodigoPromocion => ({
  id: code.id,
  codigo: code.codigo,
  un_solo_uso: code.unSoloUso,
  usos: code.usos,
  usado: code.usado,
  usuario: code.usuarioId,
  fecha_inicio: code.fechaInicio?.toISOString() ?? null,
  fecha_fin: code.fechaFin?.toISOString() ?? null,
});

/** The columns a promotion's input writes. */
export function rowOf(input: PromocionInput) {
  const { usos_maximos, usos_por_cliente, ...condiciones } = input.condiciones;
  return {
    nombre: input.nombre,
    descripcion: input.descripcion,
    tipo: input.regla.tipo,
    regla: input.regla,
    condiciones,
    aplicacion: input.aplicacion,
    combinable: input.combinable,
    activa: input.activa,
    usosMaximos: usos_maximos,
    usosPorCliente: usos_por_cliente,
  };
}

/** Promotions with what they have given and their codes' count: three queries for any number. */
export async function loadPromotions(db: Db, ids?: readonly number[]): Promise<Promocion[]> {
  if (ids && ids.length === 0) return [];
  const only = <T>(column: T) => (ids ? inArray(column as never, [...ids]) : undefined);
  const [rows, given, codes] = await Promise.all([
    db
      .select()
      .from(t.promociones)
      .where(only(t.promociones.id))
      .orderBy(desc(t.promociones.activa), desc(t.promociones.id)),
    db
      .select({
        id: t.pedidoPromociones.promocionId,
        total: sql<number>`coalesce(sum(${t.pedidoPromociones.descuento}), 0)::int`,
      })
      .from(t.pedidoPromociones)
      .where(only(t.pedidoPromociones.promocionId))
      .groupBy(t.pedidoPromociones.promocionId),
    db
      .select({ id: t.cupones.promocionId, n: count() })
      .from(t.cupones)
      .where(only(t.cupones.promocionId))
      .groupBy(t.cupones.promocionId),
  ]);
  const givenOf = new Map(given.map((g) => [g.id, Number(g.total)]));
  const codesOf = new Map(codes.map((c) => [c.id, Number(c.n)]));
  return rows.map((row) => ({
    id: row.id,
    nombre: row.nombre,
    descripcion: row.descripcion,
    activa: row.activa,
    aplicacion: row.aplicacion,
    combinable: row.combinable,
    regla: ReglaSchema.parse(row.regla),
    condiciones: conditionsOf(row),
    origen: row.origen,
    usos: row.usos,
    descuento_total: givenOf.get(row.id) ?? 0,
    codigos: codesOf.get(row.id) ?? 0,
    creado_en: row.creadoEn.toISOString(),
  }));
}

/** The active automatic promotions (their conditions are the domain's to check). */
export function activeAutomatic(db: Db): Promise<PromotionRow[]> {
  return db
    .select()
    .from(t.promociones)
    .where(and(eq(t.promociones.activa, true), eq(t.promociones.aplicacion, 'AUTOMATICA')))
    .orderBy(asc(t.promociones.id));
}

/** A typed code (any case, spaces around) and its promotion; undefined when there is none. */
export async function codeWithPromotion(
  db: Db,
  typed: string,
): Promise<{ code: CodeRow; promotion: PromotionRow } | undefined> {
  const [row] = await db
    .select({ code: t.cupones, promotion: t.promociones })
    .from(t.cupones)
    .innerJoin(t.promociones, eq(t.promociones.id, t.cupones.promocionId))
    // Codes are made in capitals; one typed in small letters is the same code.
    .where(inArray(t.cupones.codigo, [...new Set([typed.trim(), typed.trim().toUpperCase()])]));
  return row;
}

/** Who a customer is for per-customer counts: 'u:<id>' signed in, 't:<phone>' a guest. */
export function customerKey(usuarioId: number | null, telefono: string | null): string | null {
  if (usuarioId !== null) return `u:${usuarioId}`;
  return telefono ? `t:${telefono}` : null;
}

/** Whether the customer has ordered before, and their uses of the given promotions. */
export async function customerHistory(
  db: Db,
  who: { usuarioId: number | null; telefono: string | null },
  promotionIds: readonly number[],
): Promise<{ nuevo: boolean; usos: Record<number, number> }> {
  const key = customerKey(who.usuarioId, who.telefono);
  if (!key) return { nuevo: true, usos: {} };
  const earlier =
    who.usuarioId !== null
      ? sql`select 1 from pedidos where usuario_id = ${who.usuarioId} and estado <> 'CANCELADO' limit 1`
      : sql`select 1 from pedidos p join invitados i on i.id = p.invitado_id
            where i.numero = ${who.telefono} and p.estado <> 'CANCELADO' limit 1`;
  const [ordered, uses] = await Promise.all([
    db.execute(earlier),
    promotionIds.length
      ? db
          .select({ id: t.promocionUsosCliente.promocionId, usos: t.promocionUsosCliente.usos })
          .from(t.promocionUsosCliente)
          .where(
            and(
              eq(t.promocionUsosCliente.cliente, key),
              inArray(t.promocionUsosCliente.promocionId, [...promotionIds]),
            ),
          )
      : [],
  ]);
  return {
    nuevo: rowsOf(ordered).length === 0,
    usos: Object.fromEntries(uses.map((u) => [u.id, u.usos])),
  };
}

/** The rows of `db.execute`, whichever driver answered. */
function rowsOf(result: unknown): unknown[] {
  return Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []);
}

/** A promotion's codes, newest first. */
export function codesOf(db: Db, promocionId: number): Promise<CodeRow[]> {
  return db
    .select()
    .from(t.cupones)
    .where(eq(t.cupones.promocionId, promocionId))
    .orderBy(desc(t.cupones.id))
    .limit(5000);
}

/** Inserts codes of a promotion, skipping any already taken; answers those inserted. */
export function insertCodes(
  db: Executor,
  promocionId: number,
  codes: readonly { codigo: string; unSoloUso: boolean }[],
): Promise<CodeRow[]> {
  return db
    .insert(t.cupones)
    .values(
      codes.map((c) => ({
        codigo: c.codigo,
        promocionId,
        unSoloUso: c.unSoloUso,
        origen: 'PROMOCION',
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/**
 * Gives back the uses of orders that were never placed (an online payment that expired): their
 * promotions', their customers' and their codes'. The orders keep their discounts on record.
 */
export async function releaseUses(db: Executor, pedidoIds: readonly number[]): Promise<void> {
  if (pedidoIds.length === 0) return;
  const ids = sql.join(
    pedidoIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    with used as (
      select pp.promocion_id, p.usuario_id, i.numero
      from pedido_promociones pp join pedidos p on p.id = pp.pedido_id
      left join invitados i on i.id = p.invitado_id
      where pp.pedido_id in (${ids})
    ), promos as (
      update promociones set usos = greatest(0, usos - n.k)
      from (select promocion_id, count(*)::int as k from used group by promocion_id) n
      where promociones.id = n.promocion_id
    )
    update promocion_usos_cliente set usos = greatest(0, promocion_usos_cliente.usos - n.k)
    from (select promocion_id, case when usuario_id is not null then 'u:' || usuario_id
            else 't:' || numero end as cliente, count(*)::int as k
          from used group by 1, 2) n
    where promocion_usos_cliente.promocion_id = n.promocion_id
      and promocion_usos_cliente.cliente = n.cliente`);
}

/** Counts again the uses of an order released before (a late payment reopened it). */
export async function retakeUses(db: Executor, pedidoId: number): Promise<void> {
  await db.execute(sql`
    update promociones set usos = usos + 1
    where id in (select promocion_id from pedido_promociones where pedido_id = ${pedidoId})`);
}

/** The welcome coupon's promotion (migration 0021 made it), for a new welcome coupon's row. */
export const WELCOME_PROMOTION_ID = sql<number>`(select id from promociones where origen = 'BIENVENIDA' order by id limit 1)`;

/**
 * A changed order's promotions priced again over its new lines (`repriceApplied`), their
 * amounts stored; answers each with its pesos.
 */
export async function repriceOrderPromotions(
  tx: Executor,
  pedidoId: number,
  lines: readonly PromoLine[],
  facts: { tipoPedido: TipoPedido; domicilio: number },
): Promise<{ id: number; descuento: number }[]> {
  const rows = await tx
    .select({
      id: t.pedidoPromociones.id,
      regla: t.promociones.regla,
      porcentaje: t.cupones.porcentajeDescuento,
    })
    .from(t.pedidoPromociones)
    .innerJoin(t.promociones, eq(t.promociones.id, t.pedidoPromociones.promocionId))
    .leftJoin(t.cupones, eq(t.cupones.id, t.pedidoPromociones.cuponId))
    .where(eq(t.pedidoPromociones.pedidoId, pedidoId))
    .orderBy(asc(t.pedidoPromociones.promocionId));
  const repriced = repriceApplied(
    rows.map((r) => ({
      id: r.id,
      regla: ReglaSchema.parse(r.regla),
      codigo: r.porcentaje === null ? null : ({ porcentaje: r.porcentaje } as PromoCode),
    })),
    lines,
    facts,
  );
  for (const r of repriced) {
    await tx
      .update(t.pedidoPromociones)
      .set({ descuento: r.descuento })
      .where(eq(t.pedidoPromociones.id, r.id));
  }
  return repriced;
}
