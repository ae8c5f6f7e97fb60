import type { Producto } from '@horno/domain/catalog';
import {
  type AjustePrecios,
  adjustPrice,
  CATALOG_MESSAGES,
  type Modificacion,
  type ProductoInput,
} from '@horno/domain/catalog-admin';
import { and, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { assertVersion } from '../../lib/record-versions';
import { type CatalogService, CatalogService as Catalog } from './catalog.service';
import { claimProductName, lockCategoryNames } from './product-names';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who makes a change, for 'Modificado por {nombre} el {fecha}'. */
export interface Editor {
  userId: number;
}

export interface SizePriceRow {
  id: number;
  producto: number;
  medida: number;
  precio: number;
  admite_mitades: boolean;
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

const invalid = (field: string, message: string) =>
  badRequest('Los datos enviados no son válidos.', { [field]: [message] });

/**
 * Changes to regular products: create, edit (fields, size prices, additions, image), the list's
 * inline price and active switch, bulk price adjustments, and deletion that never loses an order
 * (a product any order names is deactivated instead). Each change is one transaction, stamps
 * who made it, and once committed refreshes every instance's menus.
 */
export class ProductsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  private async read(id: number): Promise<Producto> {
    return Catalog.producto(await this.catalog.getSnapshot(), id);
  }

  private stamp(editor: Editor) {
    return { modificadoEn: this.clock.now(), modificadoPorId: editor.userId };
  }

  /** Refuses references to things that do not exist, naming the field. */
  private async checkReferences(
    tx: Tx,
    input: Pick<ProductoInput, 'categoria' | 'posibles_adiciones' | 'precios_por_medida' | 'sedes'>,
  ): Promise<void> {
    const [categoria] = await tx
      .select({ id: t.categoriaProductos.id })
      .from(t.categoriaProductos)
      .where(eq(t.categoriaProductos.id, input.categoria));
    if (!categoria) throw invalid('categoria', 'La categoría no existe');

    const ingredientIds = input.posibles_adiciones.map((a) => a.id);
    if (ingredientIds.length > 0) {
      const found = new Set(
        (
          await tx
            .select({ id: t.ingredientes.id })
            .from(t.ingredientes)
            .where(inArray(t.ingredientes.id, ingredientIds))
        ).map((r) => r.id),
      );
      const missing = input.posibles_adiciones.findIndex((a) => !found.has(a.id));
      if (missing >= 0)
        throw invalid(`posibles_adiciones.${missing}.id`, 'El ingrediente no existe');
    }

    const sizes = input.precios_por_medida ?? [];
    if (sizes.length > 0) {
      const found = new Set(
        (await tx.select({ id: t.medidas.id }).from(t.medidas)).map((r) => r.id),
      );
      const missing = sizes.findIndex((p) => !found.has(p.medida));
      if (missing >= 0)
        throw invalid(`precios_por_medida.${missing}.medida`, 'El tamaño no existe');
    }

    if (input.sedes && input.sedes.length > 0) {
      const found = new Set(
        (
          await tx.select({ id: t.sedes.id }).from(t.sedes).where(inArray(t.sedes.id, input.sedes))
        ).map((r) => r.id),
      );
      if (input.sedes.some((id) => !found.has(id)))
        throw invalid('sedes', 'Una de las sedes no existe');
    }
  }

  /** Replaces a product's additions, keeping the rows (and ids) of the ingredients it keeps. */
  private async writeAdditions(
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
  private async writeSizePrices(
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

  /**
   * The references a form names exist (category, ingredients, sizes, branches) and its name is
   * free in the category (`own`: the product edited): checked before its picture is stored, so a
   * refused form leaves no image behind. The save checks again.
   */
  async checkInput(
    input: Pick<
      ProductoInput,
      'nombre' | 'categoria' | 'posibles_adiciones' | 'precios_por_medida' | 'sedes'
    >,
    own?: number,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.checkReferences(tx, input);
      await claimProductName(tx, input.categoria, input.nombre, { regular: own });
    });
  }

  /** Activates or deactivates a special product from the list. */
  async setSpecialActive(id: number, activo: boolean, editor: Editor, ifMatch?: string) {
    const [row] = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'especial', id, ifMatch);
      return tx
        .update(t.productosEspeciales)
        .set({ activo, ...this.stamp(editor) })
        .where(eq(t.productosEspeciales.id, id))
        .returning({ id: t.productosEspeciales.id, activo: t.productosEspeciales.activo });
    });
    if (!row) throw notFound('Producto especial no encontrado');
    this.catalog.changed();
    return row;
  }

  async create(input: ProductoInput, imagen: string | null, editor: Editor): Promise<Producto> {
    const sized = (input.precios_por_medida ?? []).some((p) => p.precio > 0);
    const id = await this.db.transaction(async (tx) => {
      await this.checkReferences(tx, input);
      await claimProductName(tx, input.categoria, input.nombre);
      const [row] = await tx
        .insert(t.productos)
        .values({
          nombre: input.nombre,
          descripcion: input.descripcion,
          categoriaId: input.categoria,
          precio: sized ? null : input.precio,
          descuento: input.descuento,
          imagen,
          activo: input.activo ?? true,
          grupoSabor: input.grupo_sabor ?? null,
          ...this.stamp(editor),
        })
        .returning({ id: t.productos.id });
      const productoId = row!.id;
      await this.writeAdditions(tx, productoId, input.posibles_adiciones);
      if (input.precios_por_medida)
        await this.writeSizePrices(tx, productoId, input.precios_por_medida);
      // Which branches sell it: the ones chosen, every branch by default.
      const sedes =
        input.sedes ?? (await tx.select({ id: t.sedes.id }).from(t.sedes)).map((s) => s.id);
      if (input.sedes && input.sedes.length === 0) {
        throw invalid('sedes', CATALOG_MESSAGES.branchesRequired);
      }
      if (sedes.length > 0) {
        await tx.insert(t.sedeProductos).values(sedes.map((sedeId) => ({ sedeId, productoId })));
      }
      return productoId;
    });
    this.catalog.changed();
    return this.read(id);
  }

  /**
   * Edits a product. Size prices and additions are replaced only when the form sent them
   * (`undefined` keeps them); the base price is required only when no size price is above 0,
   * counting the sizes it keeps.
   */
  async update(
    id: number,
    input: ProductoInput,
    options: { imagen: string | null | undefined; adiciones: boolean },
    editor: Editor,
    ifMatch?: string,
  ): Promise<Producto> {
    await this.db.transaction(async (tx) => {
      // The category's names before the product's row, as every writer of names (decision 026).
      await lockCategoryNames(tx, input.categoria);
      await assertVersion(tx, 'producto', id, ifMatch);
      const [current] = await tx
        .select({ id: t.productos.id })
        .from(t.productos)
        .where(eq(t.productos.id, id))
        .for('update');
      if (!current) throw notFound('Producto no encontrado');
      await this.checkReferences(tx, input);
      await claimProductName(tx, input.categoria, input.nombre, { regular: id });
      if (input.precios_por_medida) await this.writeSizePrices(tx, id, input.precios_por_medida);
      const [{ sized = 0 } = {}] = await tx
        .select({ sized: sql<number>`count(*)::int` })
        .from(t.preciosPorMedida)
        .where(and(eq(t.preciosPorMedida.productoId, id), sql`${t.preciosPorMedida.precio} > 0`));
      if (sized === 0 && input.precio === null) {
        throw invalid('precio', CATALOG_MESSAGES.priceRequired);
      }
      if (options.adiciones) await this.writeAdditions(tx, id, input.posibles_adiciones);
      await tx
        .update(t.productos)
        .set({
          nombre: input.nombre,
          descripcion: input.descripcion,
          categoriaId: input.categoria,
          // With size prices the base price is sent empty and ignored (spec §5).
          precio: sized > 0 ? null : input.precio,
          descuento: input.descuento,
          ...(options.imagen !== undefined ? { imagen: options.imagen } : {}),
          ...(input.activo !== undefined ? { activo: input.activo } : {}),
          ...(input.grupo_sabor !== undefined ? { grupoSabor: input.grupo_sabor } : {}),
          ...this.stamp(editor),
        })
        .where(eq(t.productos.id, id));
    });
    this.catalog.changed();
    return this.read(id);
  }

  /** The list's inline changes: the base price, or the active switch. */
  async patch(
    id: number,
    changes: { precio?: number | undefined; activo?: boolean | undefined },
    editor: Editor,
    ifMatch?: string,
  ): Promise<Producto> {
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'producto', id, ifMatch);
      const [current] = await tx
        .select({ id: t.productos.id })
        .from(t.productos)
        .where(eq(t.productos.id, id))
        .for('update');
      if (!current) throw notFound('Producto no encontrado');
      if (changes.precio !== undefined) {
        const [{ sized = 0 } = {}] = await tx
          .select({ sized: sql<number>`count(*)::int` })
          .from(t.preciosPorMedida)
          .where(eq(t.preciosPorMedida.productoId, id));
        if (sized > 0) {
          throw invalid(
            'precio',
            'Este producto tiene precios por tamaño: cámbialos en sus tamaños',
          );
        }
      }
      await tx
        .update(t.productos)
        .set({
          ...(changes.precio !== undefined ? { precio: changes.precio } : {}),
          ...(changes.activo !== undefined ? { activo: changes.activo } : {}),
          ...this.stamp(editor),
        })
        .where(eq(t.productos.id, id));
    });
    this.catalog.changed();
    return this.read(id);
  }

  /**
   * Deletes a product no order names; one that any order names is deactivated instead, so
   * every order reads as it was placed.
   */
  async remove(id: number, editor: Editor): Promise<{ eliminado: boolean; mensaje: string }> {
    const result = await this.db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: t.productos.id })
        .from(t.productos)
        .where(eq(t.productos.id, id))
        .for('update');
      if (!current) throw notFound('Producto no encontrado');
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
      if (used || option) {
        await tx
          .update(t.productos)
          .set({ activo: false, ...this.stamp(editor) })
          .where(eq(t.productos.id, id));
        return {
          eliminado: false,
          mensaje: used
            ? 'El producto tiene pedidos: se desactivó para que los pedidos no cambien'
            : 'El producto es opción de un producto especial: se desactivó',
        };
      }
      await tx.delete(t.agotados).where(eq(t.agotados.productoId, id));
      await tx.delete(t.productos).where(eq(t.productos.id, id));
      return { eliminado: true, mensaje: 'Producto eliminado' };
    });
    this.catalog.changed();
    return result;
  }

  /** Who changed a product last, and when. */
  async modification(id: number): Promise<Modificacion> {
    const [row] = await this.db
      .select({
        en: t.productos.modificadoEn,
        firstName: t.usuarios.firstName,
        lastName: t.usuarios.lastName,
      })
      .from(t.productos)
      .leftJoin(t.usuarios, eq(t.usuarios.id, t.productos.modificadoPorId))
      .where(eq(t.productos.id, id));
    if (!row) throw notFound('Producto no encontrado');
    return {
      modificado_por:
        row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
      modificado_en: row.en ? row.en.toISOString() : null,
    };
  }

  // ── Size prices (/api/precios-por-medida/) ──

  private async sizedCategory(tx: Tx, productoId: number): Promise<void> {
    const [row] = await tx
      .select({ tieneMedidas: t.categoriaProductos.tieneMedidas })
      .from(t.productos)
      .innerJoin(t.categoriaProductos, eq(t.categoriaProductos.id, t.productos.categoriaId))
      .where(eq(t.productos.id, productoId))
      .for('update', { of: t.productos });
    if (!row) throw invalid('producto', 'El producto no existe');
    if (!row.tieneMedidas) {
      throw invalid('producto', 'La categoría de este producto no tiene tamaños');
    }
  }

  private async sizeExists(tx: Tx, medidaId: number): Promise<void> {
    const [row] = await tx
      .select({ id: t.medidas.id })
      .from(t.medidas)
      .where(eq(t.medidas.id, medidaId));
    if (!row) throw invalid('medida', 'El tamaño no existe');
  }

  private toSizePrice(row: typeof t.preciosPorMedida.$inferSelect): SizePriceRow {
    return {
      id: row.id,
      producto: row.productoId,
      medida: row.medidaId,
      precio: row.precio,
      admite_mitades: row.admiteMitades,
    };
  }

  async addSizePrice(
    input: {
      producto: number;
      medida: number;
      precio: number;
      admite_mitades?: boolean | undefined;
    },
    editor: Editor,
    ifMatch?: string,
  ): Promise<SizePriceRow> {
    const row = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'producto', input.producto, ifMatch);
      await this.sizedCategory(tx, input.producto);
      await this.sizeExists(tx, input.medida);
      const [existing] = await tx
        .select({ id: t.preciosPorMedida.id })
        .from(t.preciosPorMedida)
        .where(
          and(
            eq(t.preciosPorMedida.productoId, input.producto),
            eq(t.preciosPorMedida.medidaId, input.medida),
          ),
        );
      if (existing)
        throw new AppError(409, CATALOG_MESSAGES.sizeRepeated, {
          medida: [CATALOG_MESSAGES.sizeRepeated],
        });
      const [inserted] = await tx
        .insert(t.preciosPorMedida)
        .values({
          productoId: input.producto,
          medidaId: input.medida,
          precio: input.precio,
          admiteMitades: input.admite_mitades ?? false,
        })
        .returning();
      // A product priced by size has no base price.
      await tx
        .update(t.productos)
        .set({ precio: null, ...this.stamp(editor) })
        .where(eq(t.productos.id, input.producto));
      return inserted!;
    });
    this.catalog.changed();
    return this.toSizePrice(row);
  }

  async updateSizePrice(
    id: number,
    input: {
      producto: number;
      medida: number;
      precio: number;
      admite_mitades?: boolean | undefined;
    },
    editor: Editor,
    ifMatch?: string,
  ): Promise<SizePriceRow> {
    const row = await this.db.transaction(async (tx) => {
      // A size price is part of its product: `If-Match` names the product's version.
      await assertVersion(tx, 'producto', input.producto, ifMatch);
      const [current] = await tx
        .select()
        .from(t.preciosPorMedida)
        .where(eq(t.preciosPorMedida.id, id))
        .for('update');
      if (!current) throw notFound('Precio por tamaño no encontrado');
      if (current.productoId !== input.producto) {
        throw invalid('producto', 'Este precio es de otro producto');
      }
      await this.sizeExists(tx, input.medida);
      const [updated] = await tx
        .update(t.preciosPorMedida)
        .set({
          medidaId: input.medida,
          precio: input.precio,
          ...(input.admite_mitades !== undefined ? { admiteMitades: input.admite_mitades } : {}),
        })
        .where(eq(t.preciosPorMedida.id, id))
        .returning();
      await tx
        .update(t.productos)
        .set(this.stamp(editor))
        .where(eq(t.productos.id, input.producto));
      return updated!;
    });
    this.catalog.changed();
    return this.toSizePrice(row);
  }

  /** Removes a size price; answers its product's id. */
  async deleteSizePrice(id: number, editor: Editor, ifMatch?: string): Promise<number> {
    const productoId = await this.db.transaction(async (tx) => {
      if (ifMatch !== undefined) {
        const [owner] = await tx
          .select({ productoId: t.preciosPorMedida.productoId })
          .from(t.preciosPorMedida)
          .where(eq(t.preciosPorMedida.id, id));
        if (owner) await assertVersion(tx, 'producto', owner.productoId, ifMatch);
      }
      const [removed] = await tx
        .delete(t.preciosPorMedida)
        .where(eq(t.preciosPorMedida.id, id))
        .returning({ productoId: t.preciosPorMedida.productoId });
      if (!removed) throw notFound('Precio por tamaño no encontrado');
      await tx
        .update(t.productos)
        .set(this.stamp(editor))
        .where(eq(t.productos.id, removed.productoId));
      return removed.productoId;
    });
    this.catalog.changed();
    return productoId;
  }

  // ── Bulk price adjustment ──

  /**
   * Adjusts the base price and every size price of the chosen products (or a whole category)
   * by ± percent or ± pesos, rounded to $100, in one transaction.
   */
  async adjustPrices(
    input: Required<Pick<AjustePrecios, 'modo' | 'valor'>> & {
      productos: number[];
      categoria?: number | undefined;
    },
    editor: Editor,
  ): Promise<{ actualizados: number }> {
    const count = await this.db.transaction(async (tx) => {
      const conditions = [
        input.productos.length > 0 ? inArray(t.productos.id, input.productos) : undefined,
        input.categoria !== undefined ? eq(t.productos.categoriaId, input.categoria) : undefined,
      ].filter((c) => c !== undefined);
      const rows = await tx
        .select({ id: t.productos.id, precio: t.productos.precio })
        .from(t.productos)
        .where(conditions.length === 1 ? conditions[0] : or(...conditions))
        .for('update');
      if (input.productos.length > 0) {
        const found = new Set(rows.map((r) => r.id));
        if (input.productos.some((id) => !found.has(id))) {
          throw invalid('productos', 'Uno de los productos no existe');
        }
      }
      if (rows.length === 0) return 0;
      const ids = rows.map((r) => r.id);
      const sizes = await tx
        .select({ id: t.preciosPorMedida.id, precio: t.preciosPorMedida.precio })
        .from(t.preciosPorMedida)
        .where(inArray(t.preciosPorMedida.productoId, ids));
      const priced = rows.filter((r) => r.precio !== null);
      // One statement per table: the new prices travel as arrays.
      if (priced.length > 0) {
        await tx.execute(sql`
          update productos p set precio = v.precio, modificado_en = ${this.clock.now()},
            modificado_por_id = ${editor.userId}
          from unnest(${sql.param(priced.map((r) => r.id))}::int[],
                      ${sql.param(priced.map((r) => adjustPrice(r.precio!, input.modo, input.valor)))}::int[])
            as v(id, precio)
          where p.id = v.id`);
      }
      const unpriced = rows.filter((r) => r.precio === null).map((r) => r.id);
      if (unpriced.length > 0) {
        await tx
          .update(t.productos)
          .set(this.stamp(editor))
          .where(inArray(t.productos.id, unpriced));
      }
      if (sizes.length > 0) {
        await tx.execute(sql`
          update precios_por_medida m set precio = v.precio
          from unnest(${sql.param(sizes.map((s) => s.id))}::int[],
                      ${sql.param(sizes.map((s) => adjustPrice(s.precio, input.modo, input.valor)))}::int[])
            as v(id, precio)
          where m.id = v.id`);
      }
      return rows.length;
    });
    if (count > 0) this.catalog.changed();
    return { actualizados: count };
  }
}
