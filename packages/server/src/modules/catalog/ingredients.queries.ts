import { asc, eq, sql } from 'drizzle-orm';
import type { CategoriaIngrediente, Ingrediente } from '@horno/domain/catalog-admin';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';

export interface IngredienteValues {
  nombre: string;
  descripcion: string;
  categoriaId: number;
}

const ingredienteColumns = {
  id: t.ingredientes.id,
  nombre: t.ingredientes.nombre,
  descripcion: t.ingredientes.descripcion,
  categoriaId: t.categoriaIngredientes.id,
  categoriaNombre: t.categoriaIngredientes.nombre,
};

interface IngredienteRow {
  id: number;
  nombre: string;
  descripcion: string;
  categoriaId: number;
  categoriaNombre: string;
}

const toIngrediente = (row: IngredienteRow): Ingrediente => ({
  id: row.id,
  nombre: row.nombre,
  descripcion: row.descripcion,
  categoria: { id: row.categoriaId, nombre: row.categoriaNombre },
});

const selectIngredientes = (db: Db) =>
  db
    .select(ingredienteColumns)
    .from(t.ingredientes)
    .innerJoin(t.categoriaIngredientes, eq(t.categoriaIngredientes.id, t.ingredientes.categoriaId));

/** Every ingredient with its category's name: one query. */
export async function listIngredientes(db: Db): Promise<Ingrediente[]> {
  const rows = await selectIngredientes(db).orderBy(asc(t.ingredientes.id));
  return rows.map(toIngrediente);
}

export async function findIngrediente(db: Db, id: number): Promise<Ingrediente | undefined> {
  const [row] = await selectIngredientes(db).where(eq(t.ingredientes.id, id));
  return row && toIngrediente(row);
}

export async function insertIngrediente(db: Db, values: IngredienteValues): Promise<number> {
  const [row] = await db.insert(t.ingredientes).values(values).returning({ id: t.ingredientes.id });
  return row!.id;
}

export async function updateIngrediente(
  db: Db,
  id: number,
  values: IngredienteValues,
): Promise<void> {
  await db.update(t.ingredientes).set(values).where(eq(t.ingredientes.id, id));
}

export async function listCategoriasIngrediente(db: Db): Promise<CategoriaIngrediente[]> {
  const rows = await db
    .select()
    .from(t.categoriaIngredientes)
    .orderBy(asc(t.categoriaIngredientes.id));
  return rows.map((c) => ({ id: c.id, nombre: c.nombre, tiene_medidas: c.tieneMedidas }));
}

export async function categoriaIngredienteExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: t.categoriaIngredientes.id })
    .from(t.categoriaIngredientes)
    .where(eq(t.categoriaIngredientes.id, id));
  return rows.length > 0;
}

/** Whether a category of ingredients is already called `nombre`, whatever the case. */
export async function categoriaIngredienteNameTaken(db: Db, nombre: string): Promise<boolean> {
  const rows = await db
    .select({ id: t.categoriaIngredientes.id })
    .from(t.categoriaIngredientes)
    .where(sql`lower(${t.categoriaIngredientes.nombre}) = lower(${nombre})`);
  return rows.length > 0;
}

export async function insertCategoriaIngrediente(
  db: Db,
  values: { nombre: string; tieneMedidas: boolean },
): Promise<CategoriaIngrediente> {
  const [row] = await db.insert(t.categoriaIngredientes).values(values).returning();
  return { id: row!.id, nombre: row!.nombre, tiene_medidas: row!.tieneMedidas };
}
