// The menu in a spreadsheet (issue 29): a file read into a plan, row by row, without writing;
// the plan applied in one transaction; the catalog written back in the same format.
import {
  branchColumn,
  formatAdditions,
  importSummary,
  INGREDIENT_COLUMNS,
  nameKey,
  parseAdditions,
  parsePesos,
  parseYesNo,
  SHEET_COLUMNS,
  SHEET_MESSAGES,
  type SheetChange,
  type SheetError,
  type SheetImportResult,
  type SheetRowResult,
  sizeColumn,
} from '@horno/domain/catalog-sheet';
import { MAX_PRICE, productNameKey } from '@horno/domain/catalog-admin';
import { type Medida, medidaAdmiteMitades } from '@horno/domain/medidas';
import { slugify } from '@horno/domain/slug';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { CatalogService } from '../catalog/catalog.service';
import type { OutTable, Sheet, Workbook } from './sheet-files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

interface Size {
  id: number;
  value: Medida;
  column: string;
}
interface Branch {
  id: number;
  nombre: string;
  column: string;
}

/** A product as the sheet describes it (prices, additions and branches in full). */
interface ProductValues {
  descripcion: string;
  precio: number | null;
  sizes: Map<number, number>;
  admiteMitades: boolean;
  descuento: number;
  adiciones: { ingredienteKey: string; nombre: string; precio: number }[];
  activo: boolean;
  sedes: Set<number>;
}

interface StoredProduct extends ProductValues {
  id: number;
  nombre: string;
  categoriaId: number;
}

/** What the catalog holds that a sheet refers to, read once. */
interface Catalog {
  sizes: Size[];
  branches: Branch[];
  categories: Map<string, { id: number; nombre: string }>;
  ingredientCategories: Map<string, { id: number; nombre: string }>;
  ingredients: Map<string, { id: number; nombre: string }>;
  products: Map<string, StoredProduct>;
  /** The special products' keys: a row may not create a regular product with one's name. */
  specials: Set<string>;
}

/** A product's category and name as one key: a name is unique within its category (decision 026). */
const productKey = (categoria: string, nombre: string) =>
  `${nameKey(categoria)}\n${productNameKey(nombre)}`;

interface RowPlan {
  fila: number;
  categoria: string;
  nombre: string;
  values: ProductValues;
  stored: StoredProduct | undefined;
  cambios: SheetChange[];
}

interface IngredientPlan {
  categoria: string;
  nombre: string;
  descripcion: string;
}

export interface ImportPlan {
  result: SheetImportResult;
  rows: RowPlan[];
  /** Categories to create, by key: their name as first written and whether they have sizes. */
  newCategories: Map<string, { nombre: string; tieneMedidas: boolean }>;
  newIngredients: Map<string, IngredientPlan>;
}

const yesNo = (value: boolean) => (value ? 'sí' : 'no');

/** Inserts in batches: a statement's parameters stay under PostgreSQL's limit for any file. */
async function inBatches<T>(values: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < values.length; i += 2000) await insert(values.slice(i, i + 2000));
}
const pesos = (value: number | null | undefined) => (value == null ? '' : String(value));

export class CatalogImportService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  /** The catalog's sizes, branches, categories, ingredients and regular products, read at once. */
  private async read(db: Db | Tx = this.db): Promise<Catalog> {
    const [
      medidas,
      sedes,
      categorias,
      catIngredientes,
      ingredientes,
      productos,
      precios,
      adiciones,
      ventas,
      especiales,
    ] = await Promise.all([
      db.select().from(t.medidas).orderBy(t.medidas.orden),
      db
        .select({ id: t.sedes.id, nombre: t.sedes.nombre })
        .from(t.sedes)
        .where(eq(t.sedes.activa, true))
        .orderBy(t.sedes.id),
      db
        .select({ id: t.categoriaProductos.id, nombre: t.categoriaProductos.nombre })
        .from(t.categoriaProductos)
        .orderBy(t.categoriaProductos.orden, t.categoriaProductos.id),
      db.select().from(t.categoriaIngredientes),
      db
        .select({
          id: t.ingredientes.id,
          nombre: t.ingredientes.nombre,
          categoriaId: t.ingredientes.categoriaId,
        })
        .from(t.ingredientes),
      db.select().from(t.productos).orderBy(t.productos.id),
      db.select().from(t.preciosPorMedida),
      db
        .select({
          productoId: t.posiblesAdiciones.productoId,
          ingredienteId: t.posiblesAdiciones.ingredienteId,
          precio: t.posiblesAdiciones.precioAdicion,
        })
        .from(t.posiblesAdiciones)
        .orderBy(t.posiblesAdiciones.id),
      db.select().from(t.sedeProductos),
      db
        .select({
          nombre: t.productosEspeciales.nombre,
          categoriaId: t.productosEspeciales.categoriaId,
        })
        .from(t.productosEspeciales),
    ]);
    const sizes = medidas.map((m) => ({ id: m.id, value: m.value, column: sizeColumn(m.label) }));
    const ingredientName = new Map(ingredientes.map((i) => [i.id, i.nombre]));
    const categoryOf = new Map(categorias.map((c) => [c.id, c.nombre]));
    const products = new Map<string, StoredProduct>();
    const byId = new Map<number, StoredProduct>();
    for (const p of productos) {
      const stored: StoredProduct = {
        id: p.id,
        nombre: p.nombre,
        categoriaId: p.categoriaId,
        descripcion: p.descripcion,
        precio: p.precio,
        sizes: new Map(),
        admiteMitades: false,
        descuento: p.descuento,
        adiciones: [],
        activo: p.activo,
        sedes: new Set(),
      };
      byId.set(p.id, stored);
      products.set(productKey(categoryOf.get(p.categoriaId) ?? '', p.nombre), stored);
    }
    for (const price of precios) {
      const product = byId.get(price.productoId);
      if (!product) continue;
      product.sizes.set(price.medidaId, price.precio);
      if (price.admiteMitades) product.admiteMitades = true;
    }
    for (const a of adiciones) {
      const nombre = ingredientName.get(a.ingredienteId) ?? '';
      byId
        .get(a.productoId)
        ?.adiciones.push({ ingredienteKey: nameKey(nombre), nombre, precio: a.precio });
    }
    for (const v of ventas) byId.get(v.productoId)?.sedes.add(v.sedeId);
    return {
      sizes,
      branches: sedes.map((s) => ({ ...s, column: branchColumn(s.nombre) })),
      categories: new Map(categorias.map((c) => [nameKey(c.nombre), c])),
      ingredientCategories: new Map(
        catIngredientes.map((c) => [nameKey(c.nombre), { id: c.id, nombre: c.nombre }]),
      ),
      ingredients: new Map(
        ingredientes.map((i) => [nameKey(i.nombre), { id: i.id, nombre: i.nombre }]),
      ),
      products,
      specials: new Set(
        especiales.map((e) => productKey(categoryOf.get(e.categoriaId) ?? '', e.nombre)),
      ),
    };
  }

  /** The products sheet's columns for this catalog: the fixed ones, one per size and per branch. */
  private columnsOf(catalog: Catalog): string[] {
    return [
      ...SHEET_COLUMNS.first,
      ...catalog.sizes.map((s) => s.column),
      ...SHEET_COLUMNS.middle,
      ...catalog.branches.map((b) => b.column),
    ];
  }

  /** The current catalog in the sheet's format (the template is the same with no rows). */
  async export(withRows = true): Promise<{ products: OutTable; ingredients: OutTable }> {
    const catalog = await this.read();
    const categoryName = new Map([...catalog.categories.values()].map((c) => [c.id, c.nombre]));
    const ingredientRows = await this.db
      .select({
        categoria: t.categoriaIngredientes.nombre,
        nombre: t.ingredientes.nombre,
        descripcion: t.ingredientes.descripcion,
      })
      .from(t.ingredientes)
      .innerJoin(
        t.categoriaIngredientes,
        eq(t.categoriaIngredientes.id, t.ingredientes.categoriaId),
      )
      .orderBy(t.categoriaIngredientes.nombre, t.ingredientes.nombre);
    const products = withRows ? [...catalog.products.values()] : [];
    return {
      products: {
        columns: this.columnsOf(catalog),
        rows: products.map((p) => [
          categoryName.get(p.categoriaId) ?? '',
          p.nombre,
          p.descripcion,
          pesos(p.sizes.size > 0 ? null : p.precio),
          ...catalog.sizes.map((s) => pesos(p.sizes.get(s.id))),
          p.sizes.size > 0 ? yesNo(p.admiteMitades) : '',
          String(p.descuento),
          formatAdditions(p.adiciones),
          yesNo(p.activo),
          ...catalog.branches.map((b) => yesNo(p.sedes.has(b.id))),
        ]),
      },
      ingredients: {
        columns: INGREDIENT_COLUMNS,
        rows: ingredientRows.map((i) => [i.categoria, i.nombre, i.descripcion]),
      },
    };
  }

  /** Reads a workbook into a plan: each row created, updated, unchanged or refused; nothing written. */
  async plan(workbook: Workbook, db: Db | Tx = this.db): Promise<ImportPlan> {
    const catalog = await this.read(db);
    const errors: SheetError[] = [];
    const results: SheetRowResult[] = [];
    const rows: RowPlan[] = [];
    const newCategories = new Map<string, { nombre: string; tieneMedidas: boolean }>();
    const newIngredients = this.planIngredients(workbook.ingredients, catalog, errors);
    const known = new Set([...catalog.ingredients.keys(), ...newIngredients.keys()]);

    // Columns: the two that name a product are needed; every other one must be known.
    const expected = new Set(this.columnsOf(catalog));
    const present = new Set(workbook.products.columns);
    for (const column of ['categoria', 'nombre'])
      if (!present.has(column))
        errors.push({ fila: 1, columna: column, mensaje: SHEET_MESSAGES.missingColumn(column) });
    for (const column of present)
      if (!expected.has(column))
        errors.push({ fila: 1, columna: column, mensaje: SHEET_MESSAGES.unknownColumn(column) });

    const seen = new Map<string, number>();
    for (const { fila, cells } of workbook.products.rows) {
      const rowErrors: SheetError[] = [];
      const fail = (columna: string, mensaje: string) => rowErrors.push({ fila, columna, mensaje });
      const categoria = cells['categoria'] ?? '';
      const nombre = cells['nombre'] ?? '';
      const notas: string[] = [];
      if (!categoria) fail('categoria', SHEET_MESSAGES.required('la categoría'));
      if (!nombre) fail('nombre', SHEET_MESSAGES.required('el nombre del producto'));
      if (nombre.length > 100) fail('nombre', SHEET_MESSAGES.tooLong('El nombre', 100));
      const descripcion = cells['descripcion'] ?? '';
      if (descripcion.length > 500)
        fail('descripcion', SHEET_MESSAGES.tooLong('La descripción', 500));
      const price = (column: string, what: string): number | null => {
        const value = parsePesos(cells[column] ?? '');
        if (value === null) return null;
        if (Number.isNaN(value)) fail(column, SHEET_MESSAGES.notANumber(what));
        else if (value > MAX_PRICE) fail(column, SHEET_MESSAGES.priceRange(what));
        return Number.isNaN(value) ? null : value;
      };
      const precio = price('precio', `El precio de «${nombre}»`);
      const sizes = new Map<number, number>();
      for (const size of catalog.sizes) {
        const value = price(
          size.column,
          `El precio de «${nombre}» (${size.column.slice('precio_'.length)})`,
        );
        if (value !== null) sizes.set(size.id, value);
      }
      if (
        nombre &&
        precio === null &&
        sizes.size === 0 &&
        !rowErrors.some((e) => e.columna.startsWith('precio'))
      )
        fail('precio', SHEET_MESSAGES.noPrice(nombre));
      if (precio !== null && sizes.size > 0) fail('precio', SHEET_MESSAGES.bothPrices(nombre));
      const flag = (column: string, fallback: boolean): boolean => {
        const value = parseYesNo(cells[column] ?? '');
        if (value === undefined) {
          fail(column, SHEET_MESSAGES.notYesNo(cells[column] ?? ''));
          return fallback;
        }
        return value ?? fallback;
      };
      const admiteMitades = flag('admite_mitades', false);
      const descuentoText = (cells['descuento'] ?? '').replace('%', '').trim();
      const descuento = descuentoText === '' ? 0 : Number(descuentoText);
      if (!Number.isInteger(descuento) || descuento < 0 || descuento > 100)
        fail('descuento', SHEET_MESSAGES.discountRange);
      const additions = parseAdditions(cells['adiciones'] ?? '');
      if (additions === null)
        fail('adiciones', SHEET_MESSAGES.additionFormat(cells['adiciones'] ?? ''));
      const adiciones = (additions ?? []).map((a) => ({
        ingredienteKey: nameKey(a.nombre),
        nombre: a.nombre,
        precio: a.precio,
      }));
      for (const a of adiciones)
        if (!known.has(a.ingredienteKey))
          fail('adiciones', SHEET_MESSAGES.unknownIngredient(a.nombre));
      const activo = flag('activo', true);
      const sedes = new Set<number>();
      for (const branch of catalog.branches) if (flag(branch.column, false)) sedes.add(branch.id);

      const key = productKey(categoria, nombre);
      const first = seen.get(key);
      if (categoria && nombre && first !== undefined)
        fail('nombre', SHEET_MESSAGES.duplicateRow(first));
      else seen.set(key, fila);
      const stored = catalog.products.get(key);
      if (categoria && nombre && !stored && catalog.specials.has(key))
        fail('nombre', SHEET_MESSAGES.specialNameTaken(nombre));
      if (categoria && !catalog.categories.has(nameKey(categoria))) {
        notas.push(SHEET_MESSAGES.newCategory(categoria));
        const category = newCategories.get(nameKey(categoria));
        newCategories.set(nameKey(categoria), {
          nombre: category?.nombre ?? categoria,
          tieneMedidas: (category?.tieneMedidas ?? false) || sizes.size > 0,
        });
      }
      const values: ProductValues = {
        descripcion,
        precio: sizes.size > 0 ? null : precio,
        sizes,
        admiteMitades: sizes.size > 0 && admiteMitades,
        descuento,
        adiciones,
        activo,
        sedes,
      };
      if (!stored && sedes.size === 0 && catalog.branches.length > 0 && nombre)
        notas.push(SHEET_MESSAGES.noBranch(nombre));
      const cambios = stored ? this.changes(stored, values, catalog) : [];
      errors.push(...rowErrors);
      const accion =
        rowErrors.length > 0
          ? 'Error'
          : !stored
            ? 'Crear'
            : cambios.length > 0
              ? 'Actualizar'
              : 'Sin cambios';
      results.push({ fila, categoria, nombre, accion, cambios, notas });
      if (rowErrors.length === 0) rows.push({ fila, categoria, nombre, values, stored, cambios });
    }
    const count = (accion: SheetRowResult['accion']) =>
      results.filter((r) => r.accion === accion).length;
    return {
      result: {
        crear: count('Crear'),
        actualizar: count('Actualizar'),
        sin_cambios: count('Sin cambios'),
        errores: errors,
        filas: results,
        mensaje: null,
        aplicado: false,
      },
      rows,
      newCategories,
      newIngredients,
    };
  }

  /** The ingredients sheet: new ingredients (and their categories) to create. */
  private planIngredients(
    sheet: Sheet | null,
    catalog: Catalog,
    errors: SheetError[],
  ): Map<string, IngredientPlan> {
    const plans = new Map<string, IngredientPlan>();
    for (const { fila, cells } of sheet?.rows ?? []) {
      const categoria = cells['categoria'] ?? '';
      const nombre = cells['nombre'] ?? '';
      const where = (columna: string, mensaje: string) =>
        errors.push({ fila, columna: `${'Ingredientes'}!${columna}`, mensaje });
      if (!categoria) where('categoria', SHEET_MESSAGES.required('la categoría del ingrediente'));
      if (!nombre) where('nombre', SHEET_MESSAGES.required('el nombre del ingrediente'));
      if (nombre.length > 80) where('nombre', SHEET_MESSAGES.tooLong('El nombre', 80));
      if (!categoria || !nombre || nombre.length > 80) continue;
      if (catalog.ingredients.has(nameKey(nombre)) || plans.has(nameKey(nombre))) continue;
      plans.set(nameKey(nombre), {
        categoria,
        nombre,
        descripcion: (cells['descripcion'] ?? '').slice(0, 300),
      });
    }
    return plans;
  }

  /** What a row changes on a stored product, field by field, as the sheet writes them. */
  private changes(stored: StoredProduct, next: ProductValues, catalog: Catalog): SheetChange[] {
    const out: SheetChange[] = [];
    const diff = (campo: string, antes: string, despues: string) => {
      if (antes !== despues) out.push({ campo, antes, despues });
    };
    diff('descripcion', stored.descripcion, next.descripcion);
    diff('precio', pesos(stored.sizes.size > 0 ? null : stored.precio), pesos(next.precio));
    for (const size of catalog.sizes)
      diff(size.column, pesos(stored.sizes.get(size.id)), pesos(next.sizes.get(size.id)));
    if (next.sizes.size > 0)
      diff('admite_mitades', yesNo(stored.admiteMitades), yesNo(next.admiteMitades));
    diff('descuento', String(stored.descuento), String(next.descuento));
    const additions = (list: ProductValues['adiciones']) =>
      formatAdditions(
        [...list]
          .sort((a, b) => a.ingredienteKey.localeCompare(b.ingredienteKey))
          .map((a) => ({
            nombre: catalog.ingredients.get(a.ingredienteKey)?.nombre ?? a.nombre,
            precio: a.precio,
          })),
      );
    diff('adiciones', additions(stored.adiciones), additions(next.adiciones));
    diff('activo', yesNo(stored.activo), yesNo(next.activo));
    for (const branch of catalog.branches)
      diff(branch.column, yesNo(stored.sedes.has(branch.id)), yesNo(next.sedes.has(branch.id)));
    return out;
  }

  /**
   * Plans the workbook and, when no row has an error, applies it in one transaction (all or
   * nothing); the menus are told once it has committed.
   */
  async apply(workbook: Workbook, editorId: number): Promise<SheetImportResult> {
    const outcome = await this.db.transaction(async (tx) => {
      // Every category's names, as every writer of names takes them (decision 026): nobody
      // names a product between this plan and its writing.
      await tx
        .select({ id: t.categoriaProductos.id })
        .from(t.categoriaProductos)
        .orderBy(t.categoriaProductos.id)
        .for('no key update');
      const plan = await this.plan(workbook, tx);
      if (plan.result.errores.length > 0) return plan.result;
      await this.write(tx, plan, editorId);
      return {
        ...plan.result,
        aplicado: true,
        mensaje: importSummary(plan.result.crear, plan.result.actualizar),
      };
    });
    if (outcome.aplicado && outcome.crear + outcome.actualizar > 0) this.catalog.changed();
    return outcome;
  }

  private async write(tx: Tx, plan: ImportPlan, editorId: number): Promise<void> {
    const now = this.clock.now();
    // Categories, ingredient categories and ingredients the file adds.
    const categoryIds = new Map<string, number>();
    if (plan.newCategories.size > 0) {
      const [last] = await tx
        .select({ orden: sql<number>`coalesce(max(${t.categoriaProductos.orden}), 0)` })
        .from(t.categoriaProductos);
      const created = await tx
        .insert(t.categoriaProductos)
        .values(
          [...plan.newCategories.values()].map((c, i) => ({
            nombre: c.nombre,
            slug: slugify(c.nombre),
            orden: (last?.orden ?? 0) + i + 1,
            tieneMedidas: c.tieneMedidas,
          })),
        )
        .returning({ id: t.categoriaProductos.id, nombre: t.categoriaProductos.nombre });
      for (const c of created) categoryIds.set(nameKey(c.nombre), c.id);
    }
    const ingredientIds = new Map<string, number>();
    if (plan.newIngredients.size > 0) {
      const existing = await tx.select().from(t.categoriaIngredientes);
      const catIds = new Map(existing.map((c) => [nameKey(c.nombre), c.id]));
      const missing = [
        ...new Map(
          [...plan.newIngredients.values()]
            .filter((i) => !catIds.has(nameKey(i.categoria)))
            .map((i) => [nameKey(i.categoria), i.categoria]),
        ).values(),
      ];
      if (missing.length > 0) {
        const created = await tx
          .insert(t.categoriaIngredientes)
          .values(missing.map((nombre) => ({ nombre })))
          .returning();
        for (const c of created) catIds.set(nameKey(c.nombre), c.id);
      }
      const created = await tx
        .insert(t.ingredientes)
        .values(
          [...plan.newIngredients.values()].map((i) => ({
            nombre: i.nombre,
            descripcion: i.descripcion,
            categoriaId: catIds.get(nameKey(i.categoria))!,
          })),
        )
        .returning({ id: t.ingredientes.id, nombre: t.ingredientes.nombre });
      for (const i of created) ingredientIds.set(nameKey(i.nombre), i.id);
    }
    const [categorias, ingredientes, medidas] = await Promise.all([
      tx
        .select({ id: t.categoriaProductos.id, nombre: t.categoriaProductos.nombre })
        .from(t.categoriaProductos),
      tx.select({ id: t.ingredientes.id, nombre: t.ingredientes.nombre }).from(t.ingredientes),
      tx.select({ id: t.medidas.id, value: t.medidas.value }).from(t.medidas),
    ]);
    for (const c of categorias)
      if (!categoryIds.has(nameKey(c.nombre))) categoryIds.set(nameKey(c.nombre), c.id);
    for (const i of ingredientes)
      if (!ingredientIds.has(nameKey(i.nombre))) ingredientIds.set(nameKey(i.nombre), i.id);
    const medidaValue = new Map(medidas.map((m) => [m.id, m.value]));

    // Changed products updated one by one (only those that change), then new ones in one insert.
    for (const r of plan.rows) {
      if (!r.stored || r.cambios.length === 0) continue;
      await tx
        .update(t.productos)
        .set({
          descripcion: r.values.descripcion,
          precio: r.values.precio,
          descuento: r.values.descuento,
          activo: r.values.activo,
          modificadoEn: now,
          modificadoPorId: editorId,
        })
        .where(eq(t.productos.id, r.stored.id));
    }
    const creating = plan.rows.filter((r) => !r.stored);
    const created =
      creating.length === 0
        ? []
        : await tx
            .insert(t.productos)
            .values(
              creating.map((r) => ({
                nombre: r.nombre,
                descripcion: r.values.descripcion,
                categoriaId: categoryIds.get(nameKey(r.categoria))!,
                precio: r.values.precio,
                descuento: r.values.descuento,
                activo: r.values.activo,
                modificadoEn: now,
                modificadoPorId: editorId,
              })),
            )
            .returning({ id: t.productos.id });
    const writing = [
      ...creating.map((r, i) => ({ id: created[i]!.id, values: r.values })),
      ...plan.rows
        .filter((r) => r.stored && r.cambios.length > 0)
        .map((r) => ({ id: r.stored!.id, values: r.values })),
    ];
    if (writing.length === 0) return;
    // Their sizes, additions and branches, as the file describes them in full.
    const ids = writing.map((w) => w.id);
    await tx.delete(t.preciosPorMedida).where(inArray(t.preciosPorMedida.productoId, ids));
    await tx.delete(t.posiblesAdiciones).where(inArray(t.posiblesAdiciones.productoId, ids));
    await tx.delete(t.sedeProductos).where(inArray(t.sedeProductos.productoId, ids));
    const prices = writing.flatMap((w) =>
      [...w.values.sizes].map(([medidaId, precio]) => ({
        productoId: w.id,
        medidaId,
        precio,
        admiteMitades: w.values.admiteMitades && medidaAdmiteMitades(medidaValue.get(medidaId)!),
      })),
    );
    const additions = writing.flatMap((w) =>
      w.values.adiciones.map((a) => ({
        productoId: w.id,
        ingredienteId: ingredientIds.get(a.ingredienteKey)!,
        precioAdicion: a.precio,
      })),
    );
    const sales = writing.flatMap((w) =>
      [...w.values.sedes].map((sedeId) => ({ productoId: w.id, sedeId })),
    );
    await inBatches(prices, (batch) => tx.insert(t.preciosPorMedida).values(batch));
    await inBatches(additions, (batch) => tx.insert(t.posiblesAdiciones).values(batch));
    await inBatches(sales, (batch) => tx.insert(t.sedeProductos).values(batch));
  }
}
