import { and, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export type PublicidadRow = typeof t.publicidades.$inferSelect;
export type PublicidadValues = Omit<typeof t.publicidades.$inferInsert, 'id'>;

/** Every ad, newest first. */
export function listPublicidades(db: Db): Promise<PublicidadRow[]> {
  return db
    .select()
    .from(t.publicidades)
    .orderBy(desc(t.publicidades.creadoEn), desc(t.publicidades.id));
}

/** The ads active and within their dates at `now`, the latest to start first. */
export function listCurrentPublicidades(
  db: Db,
  now: Date,
): Promise<Pick<PublicidadRow, 'id' | 'imagen' | 'titulo'>[]> {
  return db
    .select({ id: t.publicidades.id, imagen: t.publicidades.imagen, titulo: t.publicidades.titulo })
    .from(t.publicidades)
    .where(
      and(
        eq(t.publicidades.activa, true),
        lte(t.publicidades.fechaInicio, now),
        gte(t.publicidades.fechaFin, now),
      ),
    )
    .orderBy(desc(t.publicidades.fechaInicio), desc(t.publicidades.id));
}

export async function findPublicidad(db: Db, id: number): Promise<PublicidadRow | undefined> {
  const [row] = await db.select().from(t.publicidades).where(eq(t.publicidades.id, id));
  return row;
}

export async function insertPublicidad(db: Db, values: PublicidadValues): Promise<PublicidadRow> {
  const [row] = await db.insert(t.publicidades).values(values).returning();
  return row!;
}

/** Changes an ad; undefined when there is no such ad. */
export async function updatePublicidad(
  db: Db,
  id: number,
  values: Partial<PublicidadValues>,
): Promise<PublicidadRow | undefined> {
  const [row] = await db
    .update(t.publicidades)
    .set(values)
    .where(eq(t.publicidades.id, id))
    .returning();
  return row;
}

/** Deletes an ad; its row as it was, or undefined when there is no such ad. */
export async function deletePublicidad(db: Db, id: number): Promise<PublicidadRow | undefined> {
  const [row] = await db.delete(t.publicidades).where(eq(t.publicidades.id, id)).returning();
  return row;
}
