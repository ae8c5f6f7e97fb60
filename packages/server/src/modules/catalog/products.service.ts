import type { Producto } from '@horno/domain/catalog';
import {
  type AjustePrecios,
  adjustPrice,
  CATALOG_MESSAGES,
  type Modificacion,
  type ProductoInput,
} from '@horno/domain/catalog-admin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { assertVersion } from '../../lib/record-versions';
import { type CatalogService, CatalogService as Catalog } from './catalog.service';
import { claimProductName, lockCategoryNames } from './product-names';
import * as q from './products.queries';
import type { SizePrice, Tx } from './products.queries';

export { deleteAllBut, type Tx } from './products.queries';

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
    if (!(await q.categoriaExists(tx, input.categoria)))
      throw invalid('categoria', 'La categoría no existe');

    const ingredientIds = input.posibles_adiciones.map((a) => a.id);
    if (ingredientIds.length > 0) {
      const found = await q.existingIngredientIds(tx, ingredientIds);
      const missing = input.posibles_adiciones.findIndex((a) => !found.has(a.id));
      if (missing >= 0)
        throw invalid(`posibles_adiciones.${missing}.id`, 'El ingrediente no existe');
    }

    const sizes = input.precios_por_medida ?? [];
    if (sizes.length > 0) {
      const found = await q.allSizeIds(tx);
      const missing = sizes.findIndex((p) => !found.has(p.medida));
      if (missing >= 0)
        throw invalid(`precios_por_medida.${missing}.medida`, 'El tamaño no existe');
    }

    if (input.sedes && input.sedes.length > 0) {
      const found = await q.existingSedeIds(tx, input.sedes);
      if (input.sedes.some((id) => !found.has(id)))
        throw invalid('sedes', 'Una de las sedes no existe');
    }
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
      return q.setEspecialActivo(tx, id, activo, this.stamp(editor));
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
      const productoId = await q.insertProducto(tx, {
        nombre: input.nombre,
        descripcion: input.descripcion,
        categoriaId: input.categoria,
        precio: sized ? null : input.precio,
        descuento: input.descuento,
        imagen,
        activo: input.activo ?? true,
        grupoSabor: input.grupo_sabor ?? null,
        ...this.stamp(editor),
      });
      await q.writeAdditions(tx, productoId, input.posibles_adiciones);
      if (input.precios_por_medida)
        await q.writeSizePrices(tx, productoId, input.precios_por_medida);
      // Which branches sell it: the ones chosen, every branch by default.
      const sedes = input.sedes ?? (await q.allSedeIds(tx));
      if (input.sedes && input.sedes.length === 0) {
        throw invalid('sedes', CATALOG_MESSAGES.branchesRequired);
      }
      if (sedes.length > 0) {
        await q.insertSedeProductos(tx, productoId, sedes);
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
      if (!(await q.lockProducto(tx, id))) throw notFound('Producto no encontrado');
      await this.checkReferences(tx, input);
      await claimProductName(tx, input.categoria, input.nombre, { regular: id });
      if (input.precios_por_medida) await q.writeSizePrices(tx, id, input.precios_por_medida);
      const sized = await q.countSizePrices(tx, id, true);
      if (sized === 0 && input.precio === null) {
        throw invalid('precio', CATALOG_MESSAGES.priceRequired);
      }
      if (options.adiciones) await q.writeAdditions(tx, id, input.posibles_adiciones);
      await q.updateProducto(tx, id, {
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
      });
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
      if (!(await q.lockProducto(tx, id))) throw notFound('Producto no encontrado');
      if (changes.precio !== undefined) {
        if ((await q.countSizePrices(tx, id, false)) > 0) {
          throw invalid(
            'precio',
            'Este producto tiene precios por tamaño: cámbialos en sus tamaños',
          );
        }
      }
      await q.updateProducto(tx, id, {
        ...(changes.precio !== undefined ? { precio: changes.precio } : {}),
        ...(changes.activo !== undefined ? { activo: changes.activo } : {}),
        ...this.stamp(editor),
      });
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
      if (!(await q.lockProducto(tx, id))) throw notFound('Producto no encontrado');
      const { ordered, option } = await q.productoUses(tx, id);
      if (ordered || option) {
        await q.updateProducto(tx, id, { activo: false, ...this.stamp(editor) });
        return {
          eliminado: false,
          mensaje: ordered
            ? 'El producto tiene pedidos: se desactivó para que los pedidos no cambien'
            : 'El producto es opción de un producto especial: se desactivó',
        };
      }
      await q.deleteProducto(tx, id);
      return { eliminado: true, mensaje: 'Producto eliminado' };
    });
    this.catalog.changed();
    return result;
  }

  /** Who changed a product last, and when. */
  async modification(id: number): Promise<Modificacion> {
    const row = await q.productoModification(this.db, id);
    if (!row) throw notFound('Producto no encontrado');
    return {
      modificado_por:
        row.firstName !== null ? `${row.firstName} ${row.lastName ?? ''}`.trim() : null,
      modificado_en: row.en ? row.en.toISOString() : null,
    };
  }

  // ── Size prices (/api/precios-por-medida/) ──

  private async sizedCategory(tx: Tx, productoId: number): Promise<void> {
    const row = await q.lockProductoCategory(tx, productoId);
    if (!row) throw invalid('producto', 'El producto no existe');
    if (!row.tieneMedidas) {
      throw invalid('producto', 'La categoría de este producto no tiene tamaños');
    }
  }

  private async sizeExists(tx: Tx, medidaId: number): Promise<void> {
    if (!(await q.sizeExists(tx, medidaId))) throw invalid('medida', 'El tamaño no existe');
  }

  private toSizePrice(row: SizePrice): SizePriceRow {
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
      if (await q.sizePriceOf(tx, input.producto, input.medida))
        throw new AppError(409, CATALOG_MESSAGES.sizeRepeated, {
          medida: [CATALOG_MESSAGES.sizeRepeated],
        });
      const inserted = await q.insertSizePrice(tx, {
        productoId: input.producto,
        medidaId: input.medida,
        precio: input.precio,
        admiteMitades: input.admite_mitades ?? false,
      });
      // A product priced by size has no base price.
      await q.updateProducto(tx, input.producto, { precio: null, ...this.stamp(editor) });
      return inserted;
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
      const current = await q.lockSizePrice(tx, id);
      if (!current) throw notFound('Precio por tamaño no encontrado');
      if (current.productoId !== input.producto) {
        throw invalid('producto', 'Este precio es de otro producto');
      }
      await this.sizeExists(tx, input.medida);
      const updated = await q.updateSizePrice(tx, id, {
        medidaId: input.medida,
        precio: input.precio,
        ...(input.admite_mitades !== undefined ? { admiteMitades: input.admite_mitades } : {}),
      });
      await q.updateProducto(tx, input.producto, this.stamp(editor));
      return updated;
    });
    this.catalog.changed();
    return this.toSizePrice(row);
  }

  /** Removes a size price; answers its product's id. */
  async deleteSizePrice(id: number, editor: Editor, ifMatch?: string): Promise<number> {
    const productoId = await this.db.transaction(async (tx) => {
      if (ifMatch !== undefined) {
        const owner = await q.sizePriceOwner(tx, id);
        if (owner !== undefined) await assertVersion(tx, 'producto', owner, ifMatch);
      }
      const removed = await q.deleteSizePrice(tx, id);
      if (removed === undefined) throw notFound('Precio por tamaño no encontrado');
      await q.updateProducto(tx, removed, this.stamp(editor));
      return removed;
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
      const rows = await q.lockProductsToAdjust(tx, input.productos, input.categoria);
      if (input.productos.length > 0) {
        const found = new Set(rows.map((r) => r.id));
        if (input.productos.some((id) => !found.has(id))) {
          throw invalid('productos', 'Uno de los productos no existe');
        }
      }
      if (rows.length === 0) return 0;
      const sizes = await q.sizePricesOf(
        tx,
        rows.map((r) => r.id),
      );
      const adjusted = (precio: number) => adjustPrice(precio, input.modo, input.valor);
      // One statement per table.
      const priced = rows.flatMap((r) =>
        r.precio !== null ? [{ id: r.id, precio: r.precio }] : [],
      );
      if (priced.length > 0) {
        await q.setProductPrices(
          tx,
          priced.map((r) => ({ id: r.id, precio: adjusted(r.precio) })),
          this.stamp(editor),
        );
      }
      const unpriced = rows.filter((r) => r.precio === null).map((r) => r.id);
      if (unpriced.length > 0) await q.stampProductos(tx, unpriced, this.stamp(editor));
      if (sizes.length > 0) {
        await q.setSizePrices(
          tx,
          sizes.map((s) => ({ id: s.id, precio: adjusted(s.precio) })),
        );
      }
      return rows.length;
    });
    if (count > 0) this.catalog.changed();
    return { actualizados: count };
  }
}
