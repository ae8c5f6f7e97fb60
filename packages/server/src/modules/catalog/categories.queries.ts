import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface CategoriaValues {
  nombre: string;
  slug: string;
  tieneMedidas: boolean;
}

export async function categoriaExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.categoriaProductos.id })
    .from(t.categoriaProductos)
    .where(eq(t.categoriaProductos.id, id));
  return rows.length > 0;
}

/** The category whose address is `slug`, if any. */
export async function categoriaWithSlug(db: Db, slug: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: t.categoriaProductos.id })
    .from(t.categoriaProductos)
    .where(eq(t.categoriaProductos.slug, slug));
  return row?.id;
}

/** A new category, placed after the last one of the menu. */
export async function insertCategoria(db: Db, values: CategoriaValues): Promise<number> {
  const [row] = await db
    .insert(t.categoriaProductos)
    .values({
      ...values,
      orden: sql`(select coalesce(max(${t.categoriaProductos.orden}), 0) + 1 from ${t.categoriaProductos})`,
    })
    .returning({ id: t.categoriaProductos.id });
  return row!.id;
}

export async function updateCategoria(db: Db, id: number, values: CategoriaValues): Promise<void> {
  await db.update(t.categoriaProductos).set(values).where(eq(t.categoriaProductos.id, id));
}

/** False when there is no category `id`. */
export async function setCategoriaOrden(db: Db, id: number, orden: number): Promise<boolean> {
  const rows = await db
    .update(t.categoriaProductos)
    .set({ orden })
    .where(eq(t.categoriaProductos.id, id))
    .returning({ id: t.categoriaProductos.id });
  return rows.length > 0;
}
