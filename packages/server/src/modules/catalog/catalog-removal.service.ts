import { type Eliminacion, RETIREMENT_MESSAGES } from '@horno/domain/retirement';
import { asc, count, countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import type { CatalogService } from './catalog.service';
import type { Editor } from './products.service';

/** Names in Spanish alphabetical order, the same on every database's collation. */
const collator = new Intl.Collator('es', { sensitivity: 'base' });

/**
 * Retiring catalog records without losing an order (issue 28): a special product no order names
 * is deleted, otherwise deactivated; a category goes only once empty; an ingredient only once no
 * product offers it and no order names it. Each is one transaction that locks the record, so a
 * refusal changes nothing; a committed change refreshes every instance's menus.
 */
export class CatalogRemovalService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  async removeSpecial(id: number, editor: Editor): Promise<Eliminacion> {
    const result = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: t.productosEspeciales.id })
        .from(t.productosEspeciales)
        .where(eq(t.productosEspeciales.id, id))
        .for('update');
      if (!current) throw notFound(RETIREMENT_MESSAGES.specialNotFound);
      const [ordered] = await tx
        .select({ id: t.pedidoProductos.id })
        .from(t.pedidoProductos)
        .where(eq(t.pedidoProductos.productoEspecialId, id))
        .limit(1);
      if (ordered) {
        await tx
          .update(t.productosEspeciales)
          .set({ activo: false, modificadoEn: this.clock.now(), modificadoPorId: editor.userId })
          .where(eq(t.productosEspeciales.id, id));
        return { eliminado: false, mensaje: RETIREMENT_MESSAGES.specialKept };
      }
      // Sections, options, branches and sold-out marks go with it (ON DELETE CASCADE).
      await tx.delete(t.productosEspeciales).where(eq(t.productosEspeciales.id, id));
      return { eliminado: true, mensaje: RETIREMENT_MESSAGES.specialDeleted };
    });
    this.catalog.changed();
    return result;
  }

  /** A category goes once no product, active or not, is in it. */
  async removeCategory(id: number): Promise<Eliminacion> {
    const result = await this.db.transaction(async (tx) => {
      const [categoria] = await tx
        .select({ nombre: t.categoriaProductos.nombre })
        .from(t.categoriaProductos)
        .where(eq(t.categoriaProductos.id, id))
        .for('update');
      if (!categoria) throw notFound(RETIREMENT_MESSAGES.categoryNotFound);
      const [productos] = await tx
        .select({ n: count() })
        .from(t.productos)
        .where(eq(t.productos.categoriaId, id));
      const [especiales] = await tx
        .select({ n: count() })
        .from(t.productosEspeciales)
        .where(eq(t.productosEspeciales.categoriaId, id));
      const enUso = { productos: productos?.n ?? 0, especiales: especiales?.n ?? 0 };
      if (enUso.productos + enUso.especiales > 0) {
        throw new AppError(
          409,
          RETIREMENT_MESSAGES.categoryInUse(categoria.nombre, enUso.productos, enUso.especiales),
        );
      }
      await tx.delete(t.categoriaProductos).where(eq(t.categoriaProductos.id, id));
      return { eliminado: true, mensaje: RETIREMENT_MESSAGES.categoryDeleted(categoria.nombre) };
    });
    this.catalog.changed();
    return result;
  }

  /**
   * An ingredient goes once no product offers it as an addition (the refusal names them) and no
   * order names it (the order would no longer read as it was placed).
   */
  async removeIngredient(id: number): Promise<Eliminacion> {
    const result = await this.db.transaction(async (tx) => {
      const [ingrediente] = await tx
        .select({ nombre: t.ingredientes.nombre })
        .from(t.ingredientes)
        .where(eq(t.ingredientes.id, id))
        .for('update');
      if (!ingrediente) throw notFound(RETIREMENT_MESSAGES.ingredientNotFound);
      const offeredBy = await tx
        .select({ nombre: t.productos.nombre })
        .from(t.posiblesAdiciones)
        .innerJoin(t.productos, eq(t.productos.id, t.posiblesAdiciones.productoId))
        .where(eq(t.posiblesAdiciones.ingredienteId, id))
        .orderBy(asc(t.productos.id));
      if (offeredBy.length > 0) {
        throw new AppError(
          409,
          RETIREMENT_MESSAGES.ingredientInUse(
            ingrediente.nombre,
            offeredBy.map((p) => p.nombre).sort(collator.compare),
          ),
        );
      }
      const [ordered] = await tx
        .select({ n: countDistinct(t.pedidoProductos.pedidoId) })
        .from(t.pedidoProductoAdiciones)
        .innerJoin(
          t.pedidoProductos,
          eq(t.pedidoProductos.id, t.pedidoProductoAdiciones.pedidoProductoId),
        )
        .where(eq(t.pedidoProductoAdiciones.ingredienteId, id));
      const pedidos = ordered?.n ?? 0;
      if (pedidos > 0) {
        throw new AppError(409, RETIREMENT_MESSAGES.ingredientOrdered(ingrediente.nombre, pedidos));
      }
      // Its sold-out marks go with it (ON DELETE CASCADE).
      await tx.delete(t.ingredientes).where(eq(t.ingredientes.id, id));
      return {
        eliminado: true,
        mensaje: RETIREMENT_MESSAGES.ingredientDeleted(ingrediente.nombre),
      };
    });
    this.catalog.changed();
    return result;
  }
}
