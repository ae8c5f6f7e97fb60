import type { ProductoInput } from '@horno/domain/catalog-admin';
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who changed a row last, and when (`modificado_en`, `modificado_por_id`). */
export interface Stamp {
  modificadoEn: Date;
  modificadoPorId: number;
}

/** Deletes the rows `owner` selects whose `key` is not in `keep` (all of them when it is empty). */
export function deleteAllBut(
  tx: Tx,
  table: PgTable,
  owner: SQL,
  key: PgColumn,
  keep: readonly number[],
) {
  return tx.delete(table).where(keep.length > 0 ? and(owner, notInArray(key, [...keep])) : owner);
}

export async function categoriaExists(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: t.categoriaProductos.id })
    .from(t.categoriaProductos)
    .where(eq(t.categoriaProductos.id, id));
  return row !== undefined;
}

/** Which of `ids` are ingredients. */
export async function existingIngredientIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx
    .select({ id: t.ingredientes.id })
    .from(t.ingredientes)
    .where(inArray(t.ingredientes.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function allSizeIds(tx: Tx): Promise<Set<number>> {
  return new Set((await tx.select({ id: t.medidas.id }).from(t.medidas)).map((r) => r.id));
}

/** Which of `ids` are branches. */
export async function existingSedeIds(tx: Tx, ids: number[]): Promise<Set<number>> {
  const rows = await tx.select({ id: t.sedes.id }).from(t.sedes).where(inArray(t.sedes.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function allSedeIds(tx: Tx): Promise<number[]> {
  return (await tx.select({ id: t.sedes.id }).from(t.sedes)).map((s) => s.id);
}

/** Replaces a product's additions, keeping the rows (and ids) of the ingredients it keeps. */
export async function writeAdditions(
  tx: Tx,
  productoId: number,
  adiciones: ProductoInput['posibles_adiciones'],
): Promise<void> {
  await deleteAllBut(
    tx,
    t.posiblesAdiciones,
    eq(t.posiblesAdiciones.productoId, productoId),
    t.posiblesAdiciones.ingredienteId,
    adiciones.map((a) => a.id),
  );
  if (adiciones.length === 0) return;
  await tx
    .insert(t.posiblesAdiciones)
    .values(
      adiciones.map((a) => ({
        productoId,
        ingredienteId: a.id,
        precioAdicion: a.precio_adicion,
      })),
    )
    .onConflictDoUpdate({
      target: [t.posiblesAdiciones.productoId, t.posiblesAdiciones.ingredienteId],
      set: { precioAdicion: sql`excluded.precio_adicion` },
    });
}

/** Replaces a product's size prices (blank ones are not offered), keeping kept sizes' ids. */
export async function writeSizePrices(
  tx: Tx,
  productoId: number,
  precios: NonNullable<ProductoInput['precios_por_medida']>,
): Promise<void> {
  const offered = precios.filter((p) => p.precio > 0);
  await deleteAllBut(
    tx,
    t.preciosPorMedida,
    eq(t.preciosPorMedida.productoId, productoId),
    t.preciosPorMedida.medidaId,
    offered.map((p) => p.medida),
  );
  if (offered.length === 0) return;
  await tx
    .insert(t.preciosPorMedida)
    .values(
      offered.map((p) => ({
        productoId,
        medidaId: p.medida,
        precio: p.precio,
        admiteMitades: p.admite_mitades,
      })),
    )
    .onConflictDoUpdate({
      target: [t.preciosPorMedida.productoId, t.preciosPorMedida.medidaId],
      set: { precio: sql`excluded.precio`, admiteMitades: sql`excluded.admite_mitades` },
    });
}

/** Switches a special on or off; its id and state, or nothing when there is no such special. */
export async function setEspecialActivo(tx: Tx, id: number, activo: boolean, stamp: Stamp) {
  return tx
    .update(t.productosEspeciales)
    .set({ activo, ...stamp })
    .where(eq(t.productosEspeciales.id, id))
    .returning({ id: t.productosEspeciales.id, activo: t.productosEspeciales.activo });
}

export async function insertProducto(
  tx: Tx,
  values: Omit<typeof t.productos.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx.insert(t.productos).values(values).returning({ id: t.productos.id });
  return row!.id;
}

export async function insertSedeProductos(tx: Tx, productoId: number, sedes: number[]) {
  await tx.insert(t.sedeProductos).values(sedes.map((sedeId) => ({ sedeId, productoId })));
}

/** Locks the product's row; false when there is none. */
export async function lockProducto(tx: Tx, id: number): Promise<boolean> {
  const [current] = await tx
    .select({ id: t.productos.id })
    .from(t.productos)
    .where(eq(t.productos.id, id))
    .for('update');
  return current !== undefined;
}

/** How many size prices the product has (`offeredOnly`: those above 0). */
export async function countSizePrices(tx: Tx, productoId: number, offeredOnly: boolean) {
  const owner = eq(t.preciosPorMedida.productoId, productoId);
  const [{ sized = 0 } = {}] = await tx
    .select({ sized: sql<number>`count(*)::int` })
    .from(t.preciosPorMedida)
    .where(offeredOnly ? and(owner, sql`${t.preciosPorMedida.precio} > 0`) : owner);
  return sized;
}

export async function updateProducto(
  tx: Tx,
  id: number,
  values: Partial<typeof t.productos.$inferInsert>,
): Promise<void> {
  await tx.update(t.productos).set(values).where(eq(t.productos.id, id));
}

/** What still names the product: an order's line (or half), a special's option. */
export async function productoUses(tx: Tx, id: number) {
  const [used] = await tx
    .select({ id: t.pedidoProductos.id })
    .from(t.pedidoProductos)
    .where(or(eq(t.pedidoProductos.productoId, id), eq(t.pedidoProductos.productoMitadId, id)))
    .limit(1);
  const [option] = await tx
    .select({ id: t.opciones.id })
    .from(t.opciones)
    .where(eq(t.opciones.productoRelacionadoId, id))
    .limit(1);
  return { ordered: used !== undefined, option: option !== undefined };
}

/** Deletes the product with its sold-out marks. */
export async function deleteProducto(tx: Tx, id: number): Promise<void> {
  await tx.delete(t.agotados).where(eq(t.agotados.productoId, id));
  await tx.delete(t.productos).where(eq(t.productos.id, id));
}

/** When the product changed last and who changed it. */
export async function productoModification(db: Db, id: number) {
  const [row] = await db
    .select({
      en: t.productos.modificadoEn,
      firstName: t.usuarios.firstName,
      lastName: t.usuarios.lastName,
    })
    .from(t.productos)
    .leftJoin(t.usuarios, eq(t.usuarios.id, t.productos.modificadoPorId))
    .where(eq(t.productos.id, id));
  return row;
}

/** Locks the product's row and reads whether its category has sizes (undefined: no product). */
export async function lockProductoCategory(tx: Tx, productoId: number) {
  const [row] = await tx
    .select({ tieneMedidas: t.categoriaProductos.tieneMedidas })
    .from(t.productos)
    .innerJoin(t.categoriaProductos, eq(t.categoriaProductos.id, t.productos.categoriaId))
    .where(eq(t.productos.id, productoId))
    .for('update', { of: t.productos });
  return row;
}

export async function sizeExists(tx: Tx, medidaId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: t.medidas.id })
    .from(t.medidas)
    .where(eq(t.medidas.id, medidaId));
  return row !== undefined;
}

export type SizePrice = typeof t.preciosPorMedida.$inferSelect;

export async function sizePriceOf(tx: Tx, productoId: number, medidaId: number) {
  const [existing] = await tx
    .select({ id: t.preciosPorMedida.id })
    .from(t.preciosPorMedida)
    .where(
      and(eq(t.preciosPorMedida.productoId, productoId), eq(t.preciosPorMedida.medidaId, medidaId)),
    );
  return existing;
}

export async function insertSizePrice(
  tx: Tx,
  values: Omit<typeof t.preciosPorMedida.$inferInsert, 'id'>,
): Promise<SizePrice> {
  const [inserted] = await tx.insert(t.preciosPorMedida).values(values).returning();
  return inserted!;
}

export async function lockSizePrice(tx: Tx, id: number): Promise<SizePrice | undefined> {
  const [current] = await tx
    .select()
    .from(t.preciosPorMedida)
    .where(eq(t.preciosPorMedida.id, id))
    .for('update');
  return current;
}

export async function updateSizePrice(
  tx: Tx,
  id: number,
  values: Partial<typeof t.preciosPorMedida.$inferInsert>,
): Promise<SizePrice> {
  const [updated] = await tx
    .update(t.preciosPorMedida)
    .set(values)
    .where(eq(t.preciosPorMedida.id, id))
    .returning();
  return updated!;
}

export async function sizePriceOwner(tx: Tx, id: number): Promise<number | undefined> {
  const [owner] = await tx
    .select({ productoId: t.preciosPorMedida.productoId })
    .from(t.preciosPorMedida)
    .where(eq(t.preciosPorMedida.id, id));
  return owner?.productoId;
}

/** Deletes a size price; its product's id, or undefined when there was none. */
export async function deleteSizePrice(tx: Tx, id: number): Promise<number | undefined> {
  const [removed] = await tx
    .delete(t.preciosPorMedida)
    .where(eq(t.preciosPorMedida.id, id))
    .returning({ productoId: t.preciosPorMedida.productoId });
  return removed?.productoId;
}

/** Locks and reads the products among `ids`, or of `categoria`, or both (either matches). */
export async function lockProductsToAdjust(tx: Tx, ids: number[], categoria: number | undefined) {
  const conditions = [
    ids.length > 0 ? inArray(t.productos.id, ids) : undefined,
    categoria !== undefined ? eq(t.productos.categoriaId, categoria) : undefined,
  ].filter((c) => c !== undefined);
  return tx
    .select({ id: t.productos.id, precio: t.productos.precio })
    .from(t.productos)
    .where(conditions.length === 1 ? conditions[0] : or(...conditions))
    .for('update');
}

export function sizePricesOf(tx: Tx, productoIds: number[]) {
  return tx
    .select({ id: t.preciosPorMedida.id, precio: t.preciosPorMedida.precio })
    .from(t.preciosPorMedida)
    .where(inArray(t.preciosPorMedida.productoId, productoIds));
}

/** New base prices, one statement: the prices travel as arrays. */
export async function setProductPrices(
  tx: Tx,
  prices: { id: number; precio: number }[],
  stamp: Stamp,
): Promise<void> {
  await tx.execute(sql`
    update productos p set precio = v.precio, modificado_en = ${stamp.modificadoEn},
      modificado_por_id = ${stamp.modificadoPorId}
    from unnest(${sql.param(prices.map((r) => r.id))}::int[],
                ${sql.param(prices.map((r) => r.precio))}::int[])
      as v(id, precio)
    where p.id = v.id`);
}

export async function stampProductos(tx: Tx, ids: number[], stamp: Stamp): Promise<void> {
  await tx.update(t.productos).set(stamp).where(inArray(t.productos.id, ids));
}

/** New size prices, one statement: the prices travel as arrays. */
export async function setSizePrices(tx: Tx, prices: { id: number; precio: number }[]) {
  await tx.execute(sql`
    update precios_por_medida m set precio = v.precio
    from unnest(${sql.param(prices.map((s) => s.id))}::int[],
                ${sql.param(prices.map((s) => s.precio))}::int[])
      as v(id, precio)
    where m.id = v.id`);
}
