// A product's name is unique within its category, among its regular and special products, active
// or not (decision 026): the menu spreadsheet matches products by that name.
import { CATALOG_MESSAGES, productNameKey } from '@horno/domain/catalog-admin';
import { and, eq, ne } from 'drizzle-orm';
import * as t from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { Tx } from './products.queries';

/** The 409 of a taken name, said on the form's field too. */
export const productNameTaken = () =>
  new AppError(409, CATALOG_MESSAGES.productNameTaken, {
    nombre: [CATALOG_MESSAGES.productNameTaken],
  });

/** The product being saved, which does not take its own name from itself. */
export interface OwnProduct {
  regular?: number;
  especial?: number;
}

/**
 * Locks the category's names until the transaction ends: every write that names a product of it
 * (create, edit, copy, convert, the spreadsheet) takes this lock before it looks, so two of them
 * run one after the other. A write that also locks a product row takes this lock first.
 */
export async function lockCategoryNames(tx: Tx, categoriaId: number): Promise<void> {
  await tx
    .select({ id: t.categoriaProductos.id })
    .from(t.categoriaProductos)
    .where(eq(t.categoriaProductos.id, categoriaId))
    .for('no key update');
}

/** The name keys the category's products hold, but `own`'s; the category is locked first. */
export async function takenNames(
  tx: Tx,
  categoriaId: number,
  own: OwnProduct = {},
): Promise<Set<string>> {
  await lockCategoryNames(tx, categoriaId);
  // Ids start at 1: 0 leaves none out.
  const rows = await tx
    .select({ nombre: t.productos.nombre })
    .from(t.productos)
    .where(and(eq(t.productos.categoriaId, categoriaId), ne(t.productos.id, own.regular ?? 0)))
    .unionAll(
      tx
        .select({ nombre: t.productosEspeciales.nombre })
        .from(t.productosEspeciales)
        .where(
          and(
            eq(t.productosEspeciales.categoriaId, categoriaId),
            ne(t.productosEspeciales.id, own.especial ?? 0),
          ),
        ),
    );
  return new Set(rows.map((p) => productNameKey(p.nombre)));
}

/** Refuses with a 409 on `nombre` a name another product of the category has. */
export async function claimProductName(
  tx: Tx,
  categoriaId: number,
  nombre: string,
  own: OwnProduct = {},
): Promise<void> {
  if ((await takenNames(tx, categoriaId, own)).has(productNameKey(nombre))) {
    throw productNameTaken();
  }
}
