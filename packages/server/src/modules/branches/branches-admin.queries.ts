import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { AsociarProductos, HorariosSemana } from '@horno/domain/branch-admin';
import { ESTADOS_ACTIVOS } from '@horno/domain/order-states';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface SedeValues {
  nombre: string;
  direccion: string;
  lat: number;
  lng: number;
  telefono: string;
  whatsapp: string | null;
  imagen?: string | undefined;
}

/** Whether an active branch with this id exists. */
export async function sedeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: t.sedes.id })
    .from(t.sedes)
    .where(and(eq(t.sedes.id, id), eq(t.sedes.activa, true)));
  return row !== undefined;
}

/** The ids of the active branches. */
export async function activeSedeIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: t.sedes.id }).from(t.sedes).where(eq(t.sedes.activa, true));
  return rows.map((r) => r.id);
}

/** Replaces a branch's week of hours in one transaction. */
export async function replaceHours(db: Db, sedeId: number, rows: HorariosSemana): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(t.horariosSede).where(eq(t.horariosSede.sedeId, sedeId));
    await tx.insert(t.horariosSede).values(
      rows.map((r) => ({
        sedeId,
        diaSemana: r.dia_semana,
        horaInicio: r.hora_inicio,
        horaFin: r.hora_fin,
        cerrado: r.cerrado,
        esFestivo: r.es_festivo,
      })),
    );
  });
}

/** How many of the given products and special products exist. */
export async function countProducts(
  db: Db,
  body: AsociarProductos,
): Promise<{ productos: number; especiales: number }> {
  const [productos, especiales] = await Promise.all([
    body.productos.length === 0
      ? [{ n: 0 }]
      : db.select({ n: count() }).from(t.productos).where(inArray(t.productos.id, body.productos)),
    body.productos_especiales.length === 0
      ? [{ n: 0 }]
      : db
          .select({ n: count() })
          .from(t.productosEspeciales)
          .where(inArray(t.productosEspeciales.id, body.productos_especiales)),
  ]);
  return { productos: productos[0]?.n ?? 0, especiales: especiales[0]?.n ?? 0 };
}

/** Replaces the products and special products a branch sells, in one transaction. */
export async function replaceAssociations(
  db: Db,
  sedeId: number,
  body: AsociarProductos,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(t.sedeProductos).where(eq(t.sedeProductos.sedeId, sedeId));
    await tx.delete(t.sedeProductosEspeciales).where(eq(t.sedeProductosEspeciales.sedeId, sedeId));
    if (body.productos.length > 0)
      await tx
        .insert(t.sedeProductos)
        .values(body.productos.map((productoId) => ({ sedeId, productoId })));
    if (body.productos_especiales.length > 0)
      await tx
        .insert(t.sedeProductosEspeciales)
        .values(
          body.productos_especiales.map((productoEspecialId) => ({ sedeId, productoEspecialId })),
        );
  });
}

/**
 * Creates a branch (no hours: closed until they are set; no products) and gives it to the
 * creator and to every user who had every branch, so that they keep having every branch.
 */
/** The branch already called `nombre` (case and surrounding spaces aside), other than `except`. */
export async function sedeNamed(
  db: Db,
  nombre: string,
  except?: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.sedes.id })
    .from(t.sedes)
    .where(
      and(
        sql`lower(btrim(${t.sedes.nombre})) = lower(btrim(${nombre}))`,
        except === undefined ? undefined : sql`${t.sedes.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row?.id;
}

export async function insertSede(db: Db, values: SedeValues, creatorId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const before = await tx
      .select({ id: t.sedes.id })
      .from(t.sedes)
      .where(eq(t.sedes.activa, true));
    const [row] = await tx
      .insert(t.sedes)
      .values({ ...values, imagen: values.imagen ?? null })
      .returning({ id: t.sedes.id });
    const id = row!.id;
    const everyBranch =
      before.length === 0
        ? []
        : await tx
            .select({ usuarioId: t.usuarioSedes.usuarioId })
            .from(t.usuarioSedes)
            .where(
              inArray(
                t.usuarioSedes.sedeId,
                before.map((b) => b.id),
              ),
            )
            .groupBy(t.usuarioSedes.usuarioId)
            .having(sql`count(*) = ${before.length}`);
    const users = new Set([creatorId, ...everyBranch.map((u) => u.usuarioId)]);
    await tx
      .insert(t.usuarioSedes)
      .values([...users].map((usuarioId) => ({ usuarioId, sedeId: id })))
      .onConflictDoNothing();
    return id;
  });
}

/** Changes a branch's data; its picture only when a new one is given. */
export async function updateSede(db: Db, id: number, values: SedeValues): Promise<void> {
  const { imagen, ...rest } = values;
  await db
    .update(t.sedes)
    .set(imagen === undefined ? rest : { ...rest, imagen })
    .where(eq(t.sedes.id, id));
}

export async function setPause(
  db: Db,
  id: number,
  pause: { pausada: boolean; motivo: string | null; hasta: Date | null },
): Promise<void> {
  await db
    .update(t.sedes)
    .set({ pausada: pause.pausada, pausaMotivo: pause.motivo, pausaHasta: pause.hasta })
    .where(eq(t.sedes.id, id));
}

export async function setExtraMinutes(db: Db, id: number, minutos: number): Promise<void> {
  await db.update(t.sedes).set({ minutosExtra: minutos }).where(eq(t.sedes.id, id));
}

/** A branch whether active or not (deactivating and activating reach both). */
export async function findSedeAnyState(
  db: Db,
  id: number,
): Promise<{ id: number; nombre: string; activa: boolean } | undefined> {
  const [row] = await db
    .select({ id: t.sedes.id, nombre: t.sedes.nombre, activa: t.sedes.activa })
    .from(t.sedes)
    .where(eq(t.sedes.id, id));
  return row;
}

/**
 * Deactivates a branch unless it still works orders (ARCHITECTURE decision 2): the branch's row
 * is locked while its active orders are counted, so two deactivations run one after the other.
 * Answers how many active orders refused it (0: it is now inactive).
 */
export async function deactivateSede(db: Db, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: t.sedes.id }).from(t.sedes).where(eq(t.sedes.id, id)).for('update');
    const [row] = await tx
      .select({ n: count() })
      .from(t.pedidos)
      .where(
        and(
          eq(t.pedidos.sedeId, id),
          eq(t.pedidos.activo, true),
          inArray(t.pedidos.estado, [...ESTADOS_ACTIVOS]),
        ),
      );
    const activos = row?.n ?? 0;
    if (activos === 0) await tx.update(t.sedes).set({ activa: false }).where(eq(t.sedes.id, id));
    return activos;
  });
}

export async function activateSede(db: Db, id: number): Promise<void> {
  await db.update(t.sedes).set({ activa: true }).where(eq(t.sedes.id, id));
}

/** The inactive branches, by name. */
export function inactiveSedes(db: Db) {
  return db
    .select({
      id: t.sedes.id,
      nombre: t.sedes.nombre,
      direccion: t.sedes.direccion,
      telefono: t.sedes.telefono,
      imagen: t.sedes.imagen,
    })
    .from(t.sedes)
    .where(eq(t.sedes.activa, false))
    .orderBy(asc(t.sedes.nombre), asc(t.sedes.id));
}
