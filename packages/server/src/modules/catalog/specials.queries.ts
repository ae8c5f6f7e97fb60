import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import * as t from '../../db/schema';
import { deleteAllBut, type Stamp, type Tx } from './products.queries';

type SeccionValues = Omit<typeof t.secciones.$inferInsert, 'id'>;
type OpcionValues = Omit<typeof t.opciones.$inferInsert, 'id'>;

/** The names of the products among `ids` that exist. */
export async function productNames(tx: Tx, ids: number[]): Promise<Map<number, string>> {
  const rows = await tx
    .select({ id: t.productos.id, nombre: t.productos.nombre })
    .from(t.productos)
    .where(inArray(t.productos.id, ids));
  return new Map(rows.map((r) => [r.id, r.nombre]));
}

/** The ids of a special's sections, and of their options. */
export async function ownSectionsAndOptions(tx: Tx, especialId: number) {
  const existing = await tx
    .select({ id: t.secciones.id })
    .from(t.secciones)
    .where(eq(t.secciones.productoEspecialId, especialId));
  const sections = new Set(existing.map((s) => s.id));
  const options = new Set(
    sections.size > 0
      ? (
          await tx
            .select({ id: t.opciones.id })
            .from(t.opciones)
            .where(inArray(t.opciones.seccionId, [...sections]))
        ).map((o) => o.id)
      : [],
  );
  return { sections, options };
}

/** Updates section `id` with `values`, or inserts them when `id` is undefined; its id. */
export async function saveSection(
  tx: Tx,
  id: number | undefined,
  values: SeccionValues,
): Promise<number> {
  if (id !== undefined) {
    await tx.update(t.secciones).set(values).where(eq(t.secciones.id, id));
    return id;
  }
  const [row] = await tx.insert(t.secciones).values(values).returning({ id: t.secciones.id });
  return row!.id;
}

/** Updates option `id` with `values`, or inserts them when `id` is undefined; its id. */
export async function saveOption(
  tx: Tx,
  id: number | undefined,
  values: OpcionValues,
): Promise<number> {
  if (id !== undefined) {
    await tx.update(t.opciones).set(values).where(eq(t.opciones.id, id));
    return id;
  }
  const [row] = await tx.insert(t.opciones).values(values).returning({ id: t.opciones.id });
  return row!.id;
}

/** Removes the section's options other than `kept`. */
export async function deleteOptionsBut(tx: Tx, seccionId: number, kept: number[]) {
  await tx
    .delete(t.opciones)
    .where(and(eq(t.opciones.seccionId, seccionId), notInArray(t.opciones.id, kept)));
}

/** Removes the special's sections other than `kept`. */
export async function deleteSectionsBut(tx: Tx, especialId: number, kept: number[]) {
  await deleteAllBut(
    tx,
    t.secciones,
    eq(t.secciones.productoEspecialId, especialId),
    t.secciones.id,
    kept,
  );
}

export async function insertEspecial(
  tx: Tx,
  values: Omit<typeof t.productosEspeciales.$inferInsert, 'id'>,
): Promise<number> {
  const [row] = await tx
    .insert(t.productosEspeciales)
    .values(values)
    .returning({ id: t.productosEspeciales.id });
  return row!.id;
}

export async function insertSedeEspeciales(tx: Tx, especialId: number, sedes: number[]) {
  await tx
    .insert(t.sedeProductosEspeciales)
    .values(sedes.map((sedeId) => ({ sedeId, productoEspecialId: especialId })));
}

/** Locks the special's row; false when there is none. */
export async function lockEspecial(tx: Tx, id: number): Promise<boolean> {
  const [current] = await tx
    .select({ id: t.productosEspeciales.id })
    .from(t.productosEspeciales)
    .where(eq(t.productosEspeciales.id, id))
    .for('update');
  return current !== undefined;
}

export async function updateEspecial(
  tx: Tx,
  id: number,
  values: Partial<typeof t.productosEspeciales.$inferInsert>,
): Promise<void> {
  await tx.update(t.productosEspeciales).set(values).where(eq(t.productosEspeciales.id, id));
}

/** Locks and lists the ids of a category's specials. */
export async function lockEspecialesOf(tx: Tx, categoriaId: number) {
  return tx
    .select({ id: t.productosEspeciales.id })
    .from(t.productosEspeciales)
    .where(eq(t.productosEspeciales.categoriaId, categoriaId))
    .for('update');
}

/** The highest section place of a special (0 without sections). */
export async function lastSectionOrden(tx: Tx, especialId: number): Promise<number> {
  const [{ maxOrden = 0 } = {}] = await tx
    .select({ maxOrden: sql<number>`coalesce(max(${t.secciones.orden}), 0)::int` })
    .from(t.secciones)
    .where(eq(t.secciones.productoEspecialId, especialId));
  return maxOrden;
}

export async function insertOptions(tx: Tx, values: OpcionValues[]): Promise<void> {
  await tx.insert(t.opciones).values(values);
}

export async function stampEspecial(tx: Tx, id: number, stamp: Stamp): Promise<void> {
  await tx.update(t.productosEspeciales).set(stamp).where(eq(t.productosEspeciales.id, id));
}

export async function productoRow(tx: Tx, id: number, lock = false) {
  const query = tx.select().from(t.productos).where(eq(t.productos.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function especialRow(tx: Tx, id: number) {
  const [row] = await tx
    .select()
    .from(t.productosEspeciales)
    .where(eq(t.productosEspeciales.id, id));
  return row;
}

export async function productoCategory(tx: Tx, id: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ categoriaId: t.productos.categoriaId })
    .from(t.productos)
    .where(eq(t.productos.id, id));
  return row?.categoriaId;
}

/** A regular product's size prices, additions and branches, copied to `copy` in the database. */
export async function copyProductParts(tx: Tx, id: number, copy: number): Promise<void> {
  await tx.execute(sql`
    insert into precios_por_medida (producto_id, medida_id, precio, admite_mitades)
    select ${copy}, medida_id, precio, admite_mitades from precios_por_medida
    where producto_id = ${id}`);
  await tx.execute(sql`
    insert into posibles_adiciones (producto_id, ingrediente_id, precio_adicion)
    select ${copy}, ingrediente_id, precio_adicion from posibles_adiciones
    where producto_id = ${id}`);
  await tx.execute(sql`
    insert into sede_productos (sede_id, producto_id)
    select sede_id, ${copy} from sede_productos where producto_id = ${id}`);
}

/** A special's branches, copied to the special `copy`. */
export async function copyEspecialSedes(tx: Tx, id: number, copy: number): Promise<void> {
  await tx.execute(sql`
    insert into sede_productos_especiales (sede_id, producto_especial_id)
    select sede_id, ${copy} from sede_productos_especiales
    where producto_especial_id = ${id}`);
}

/** A regular product's branches, given to the special `especialId`. */
export async function sedesFromProduct(tx: Tx, productoId: number, especialId: number) {
  await tx.execute(sql`
    insert into sede_productos_especiales (sede_id, producto_especial_id)
    select sede_id, ${especialId} from sede_productos where producto_id = ${productoId}`);
}

/** A special's sections and their options, each in their order. */
export async function sectionRows(tx: Tx, especialId: number) {
  const secciones = await tx
    .select()
    .from(t.secciones)
    .where(eq(t.secciones.productoEspecialId, especialId))
    .orderBy(t.secciones.orden, t.secciones.id);
  const opciones =
    secciones.length > 0
      ? await tx
          .select()
          .from(t.opciones)
          .where(
            inArray(
              t.opciones.seccionId,
              secciones.map((s) => s.id),
            ),
          )
          .orderBy(t.opciones.orden, t.opciones.id)
      : [];
  return { secciones, opciones };
}

/** A regular product's size prices (by size order) and additions (by name), named. */
export async function sizesAndAdditions(tx: Tx, productoId: number) {
  const tamanos = await tx
    .select({ precio: t.preciosPorMedida.precio, label: t.medidas.label })
    .from(t.preciosPorMedida)
    .innerJoin(t.medidas, eq(t.medidas.id, t.preciosPorMedida.medidaId))
    .where(eq(t.preciosPorMedida.productoId, productoId))
    .orderBy(t.medidas.orden);
  const adiciones = await tx
    .select({ precio: t.posiblesAdiciones.precioAdicion, nombre: t.ingredientes.nombre })
    .from(t.posiblesAdiciones)
    .innerJoin(t.ingredientes, eq(t.ingredientes.id, t.posiblesAdiciones.ingredienteId))
    .where(eq(t.posiblesAdiciones.productoId, productoId))
    .orderBy(t.ingredientes.nombre);
  return { tamanos, adiciones };
}
