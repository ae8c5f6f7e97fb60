import type { ProductoEspecial } from '@horno/domain/catalog';
import { freeProductName, productNameKey } from '@horno/domain/catalog-admin';
import {
  type AgregarSeccion,
  conversionOf,
  isUnnamedOption,
  optionName,
  type ProductoEspecialInput,
  SPECIAL_MESSAGES,
} from '@horno/domain/special-admin';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { assertVersion } from '../../lib/record-versions';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { type CatalogSnapshot, loadEspecial } from './catalog.queries';
import type { CatalogService } from './catalog.service';
import { claimProductName, lockCategoryNames, productNameTaken, takenNames } from './product-names';
import * as products from './products.queries';
import type { Tx } from './products.queries';
import type { Editor } from './products.service';
import * as q from './specials.queries';

type Seccion = ProductoEspecialInput['secciones'][number];

/** A copy made: its id and the name it got. */
interface Duplicated {
  message: string;
  id: number;
  nombre: string;
}

const invalid = (field: string, message: string) =>
  badRequest('Los datos enviados no son válidos.', { [field]: [message] });

/** A copy's name: '{nombre} (copia)', '(copia 2)'… the first its category does not have. */
const copyName = (nombre: string, taken: ReadonlySet<string>) =>
  freeProductName(nombre, 'copia', taken);

/**
 * Special products: the two-step wizard's create and edit (sections and options in one body),
 * one section added to a whole category, duplicate (regular or special) and convert a regular
 * product into a special one. Each is one transaction: a failure half-way leaves nothing.
 */
export class SpecialsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly catalog: CatalogService,
  ) {}

  private stamp(editor: Editor) {
    return { modificadoEn: this.clock.now(), modificadoPorId: editor.userId };
  }

  /**
   * A saved special product as the API shows it. Read on its own, with `before` (the catalog as
   * it was before the save: the save changed neither categories nor regular products) for the
   * names it refers to, so a save does not reload the whole catalog.
   */
  private async read(id: number, before: CatalogSnapshot): Promise<ProductoEspecial> {
    const especial = await loadEspecial(this.db, id, before);
    if (!especial) throw notFound('Producto especial no encontrado');
    return especial;
  }

  /** The related products the options name: they must exist; their names fill unnamed options. */
  private async relatedNames(tx: Tx, secciones: readonly Seccion[]): Promise<Map<number, string>> {
    const ids = [
      ...new Set(
        secciones.flatMap((s) =>
          s.opciones.map((o) => o.producto_relacionado_id).filter((id) => id !== null),
        ),
      ),
    ];
    if (ids.length === 0) return new Map();
    const names = await q.productNames(tx, ids);
    secciones.forEach((s, i) =>
      s.opciones.forEach((o, j) => {
        if (o.producto_relacionado_id !== null && !names.has(o.producto_relacionado_id)) {
          throw invalid(
            `secciones.${i}.opciones.${j}.producto_relacionado_id`,
            'El producto relacionado no existe',
          );
        }
      }),
    );
    return names;
  }

  private async checkCategory(tx: Tx, categoria: number): Promise<void> {
    if (!(await products.categoriaExists(tx, categoria)))
      throw invalid('categoria', 'La categoría no existe');
  }

  /**
   * Writes a product's sections as sent: existing ids are updated, new ones inserted, the rest
   * removed (orders keep the names they were placed with). An unnamed option takes its
   * product's name, else 'Opción' (spec §5); options are renumbered in the order sent.
   */
  private async writeSections(
    tx: Tx,
    especialId: number,
    secciones: readonly Seccion[],
    names: Map<number, string>,
  ): Promise<void> {
    const own = await q.ownSectionsAndOptions(tx, especialId);
    const { sections: ownSections, options: ownOptions } = own;
    const keptSections: number[] = [];
    for (const [i, s] of secciones.entries()) {
      if (s.id !== undefined && !ownSections.has(s.id)) {
        throw invalid(`secciones.${i}.id`, 'La sección no es de este producto');
      }
      const values = {
        productoEspecialId: especialId,
        nombre: s.nombre,
        descripcion: s.descripcion,
        minimo: s.minimo,
        maximo: s.maximo,
        seleccionarMayorValor: s.seleccionar_mayor_valor,
        orden: i + 1,
      };
      const seccionId = await q.saveSection(tx, s.id, values);
      keptSections.push(seccionId);

      const keptOptions: number[] = [];
      for (const [j, o] of s.opciones.entries()) {
        if (o.id !== undefined && !ownOptions.has(o.id)) {
          throw invalid(`secciones.${i}.opciones.${j}.id`, 'La opción no es de este producto');
        }
        const option = {
          seccionId,
          nombre: optionName(
            o.nombre,
            o.producto_relacionado_id !== null ? names.get(o.producto_relacionado_id) : undefined,
          ),
          precioExtra: o.precio_extra,
          orden: j + 1,
          activo: o.activo,
          productoRelacionadoId: o.producto_relacionado_id,
        };
        keptOptions.push(await q.saveOption(tx, o.id, option));
      }
      await q.deleteOptionsBut(tx, seccionId, keptOptions);
    }
    await q.deleteSectionsBut(tx, especialId, keptSections);
  }

  private async branchesOf(tx: Tx, sedes: readonly number[] | undefined): Promise<number[]> {
    if (sedes === undefined) return products.allSedeIds(tx);
    if (sedes.length === 0) throw invalid('sedes', 'Elige al menos una sede');
    const found = await products.existingSedeIds(tx, [...sedes]);
    if (sedes.some((id) => !found.has(id))) throw invalid('sedes', 'Una de las sedes no existe');
    return [...sedes];
  }

  /**
   * Refuses a name the category already has (`own`: the product edited), before the form's
   * picture is stored. The save checks again.
   */
  async checkName(categoria: number, nombre: string, own?: number): Promise<void> {
    await this.db.transaction((tx) => claimProductName(tx, categoria, nombre, { especial: own }));
  }

  async create(
    input: ProductoEspecialInput,
    imagen: string | null,
    editor: Editor,
  ): Promise<ProductoEspecial> {
    const before = await this.catalog.getSnapshot();
    const id = await this.db.transaction(async (tx) => {
      await this.checkCategory(tx, input.categoria);
      await claimProductName(tx, input.categoria, input.nombre);
      const names = await this.relatedNames(tx, input.secciones);
      const especialId = await q.insertEspecial(tx, {
        nombre: input.nombre,
        descripcion: input.descripcion,
        precioBase: input.precio_base!,
        descuento: input.descuento,
        categoriaId: input.categoria,
        imagen,
        tipo: input.tipo,
        activo: input.activo ?? true,
        ...this.stamp(editor),
      });
      await this.writeSections(tx, especialId, input.secciones, names);
      const sedes = await this.branchesOf(tx, input.sedes);
      if (sedes.length > 0) {
        await q.insertSedeEspeciales(tx, especialId, sedes);
      }
      return especialId;
    });
    this.catalog.changed();
    return this.read(id, before);
  }

  async update(
    id: number,
    input: ProductoEspecialInput,
    imagen: string | null | undefined,
    editor: Editor,
    ifMatch?: string,
  ): Promise<ProductoEspecial> {
    const before = await this.catalog.getSnapshot();
    await this.db.transaction(async (tx) => {
      // The category's names before the product's row, as every writer of names (decision 026).
      await lockCategoryNames(tx, input.categoria);
      await assertVersion(tx, 'especial', id, ifMatch);
      if (!(await q.lockEspecial(tx, id))) throw notFound('Producto especial no encontrado');
      await this.checkCategory(tx, input.categoria);
      await claimProductName(tx, input.categoria, input.nombre, { especial: id });
      const names = await this.relatedNames(tx, input.secciones);
      await q.updateEspecial(tx, id, {
        nombre: input.nombre,
        descripcion: input.descripcion,
        precioBase: input.precio_base!,
        descuento: input.descuento,
        categoriaId: input.categoria,
        tipo: input.tipo,
        ...(imagen !== undefined ? { imagen } : {}),
        ...(input.activo !== undefined ? { activo: input.activo } : {}),
        ...this.stamp(editor),
      });
      await this.writeSections(tx, id, input.secciones, names);
    });
    this.catalog.changed();
    return this.read(id, before);
  }

  /** The same section, at the end, on every special product of a category. */
  async addSection(
    categoriaId: number,
    input: AgregarSeccion & { opciones: unknown[] },
    editor: Editor,
  ) {
    const seccion = input as unknown as Seccion;
    const count = await this.db.transaction(async (tx) => {
      if (!(await products.categoriaExists(tx, categoriaId)))
        throw notFound('Categoría no encontrada');
      const especiales = await q.lockEspecialesOf(tx, categoriaId);
      if (especiales.length === 0) throw new AppError(422, SPECIAL_MESSAGES.noSpecials);
      const opciones = seccion.opciones.filter((o) => !isUnnamedOption(o));
      for (const { id } of especiales) {
        const maxOrden = await q.lastSectionOrden(tx, id);
        const seccionId = await q.saveSection(tx, undefined, {
          productoEspecialId: id,
          nombre: seccion.nombre,
          descripcion: seccion.descripcion,
          minimo: seccion.minimo,
          maximo: seccion.maximo,
          seleccionarMayorValor: seccion.seleccionar_mayor_valor,
          orden: maxOrden + 1,
        });
        await q.insertOptions(
          tx,
          opciones.map((o, j) => ({
            seccionId,
            nombre: o.nombre,
            precioExtra: o.precio_extra,
            orden: j + 1,
            activo: o.activo,
          })),
        );
        await q.stampEspecial(tx, id, this.stamp(editor));
      }
      return especiales.length;
    });
    this.catalog.changed();
    return { message: SPECIAL_MESSAGES.sectionAdded, productos: count };
  }

  /** An inactive copy '{nombre} (copia)' of a regular product: prices, additions, branches. */
  async duplicateRegular(id: number, editor: Editor): Promise<Duplicated> {
    const made = await this.db.transaction(async (tx) => {
      const p = await q.productoRow(tx, id);
      if (!p) throw notFound('Producto no encontrado');
      const nombre = copyName(p.nombre, await takenNames(tx, p.categoriaId));
      const copy = await products.insertProducto(tx, {
        nombre,
        descripcion: p.descripcion,
        categoriaId: p.categoriaId,
        precio: p.precio,
        descuento: p.descuento,
        imagen: p.imagen,
        activo: false,
        grupoSabor: p.grupoSabor,
        ...this.stamp(editor),
      });
      // Its size prices, additions and branches, copied inside the database.
      await q.copyProductParts(tx, id, copy);
      return { id: copy, nombre };
    });
    this.catalog.changed();
    return { message: 'Producto duplicado exitosamente', ...made };
  }

  /** The sections and options of a special product, as the wizard would send them. */
  private async sectionsOf(tx: Tx, especialId: number): Promise<Seccion[]> {
    const { secciones, opciones } = await q.sectionRows(tx, especialId);
    return secciones.map((s) => ({
      nombre: s.nombre,
      descripcion: s.descripcion,
      minimo: s.minimo,
      maximo: s.maximo,
      seleccionar_mayor_valor: s.seleccionarMayorValor,
      orden: s.orden,
      opciones: opciones
        .filter((o) => o.seccionId === s.id)
        .map((o) => ({
          nombre: o.nombre,
          precio_extra: o.precioExtra,
          orden: o.orden,
          activo: o.activo,
          producto_relacionado_id: o.productoRelacionadoId,
        })),
    }));
  }

  /** An inactive copy '{nombre} (copia)' of a special product, sections and branches included. */
  async duplicateSpecial(id: number, editor: Editor): Promise<Duplicated> {
    const made = await this.db.transaction(async (tx) => {
      const e = await q.especialRow(tx, id);
      if (!e) throw notFound('Producto especial no encontrado');
      const nombre = copyName(e.nombre, await takenNames(tx, e.categoriaId));
      const copy = await q.insertEspecial(tx, {
        nombre,
        descripcion: e.descripcion,
        precioBase: e.precioBase,
        descuento: e.descuento,
        categoriaId: e.categoriaId,
        imagen: e.imagen,
        tipo: e.tipo,
        activo: false,
        ...this.stamp(editor),
      });
      await this.writeSections(tx, copy, await this.sectionsOf(tx, id), new Map());
      await q.copyEspecialSedes(tx, id, copy);
      return { id: copy, nombre };
    });
    this.catalog.changed();
    return { message: 'Producto especial duplicado exitosamente', ...made };
  }

  /**
   * A regular product becomes a special one (`conversionOf`: sizes and additions become
   * sections); same category, name, picture, discount and branches. The original is deactivated
   * (orders keep the names they were placed with) and, as a category's names are one product's
   * each (decision 026), renamed '{nombre} (regular)'.
   */
  async convert(id: number, editor: Editor): Promise<{ message: string; id: number }> {
    const especialId = await this.db.transaction(async (tx) => {
      // The category's names before the product's row, as every writer of names.
      const categoriaId = await q.productoCategory(tx, id);
      if (categoriaId !== undefined) await lockCategoryNames(tx, categoriaId);
      const p = await q.productoRow(tx, id, true);
      if (!p) throw notFound('Producto no encontrado');
      const taken = await takenNames(tx, p.categoriaId, { regular: id });
      if (taken.has(productNameKey(p.nombre))) throw productNameTaken();
      const { tamanos, adiciones } = await q.sizesAndAdditions(tx, id);
      const conversion = conversionOf({ ...p, tamanos, adiciones });
      if (!conversion.ok) throw new AppError(422, conversion.error);
      const { precio_base: base, secciones } = conversion;
      const created = await q.insertEspecial(tx, {
        nombre: p.nombre,
        descripcion: p.descripcion,
        precioBase: base,
        descuento: p.descuento,
        categoriaId: p.categoriaId,
        imagen: p.imagen,
        ...this.stamp(editor),
      });
      await this.writeSections(tx, created, secciones, new Map());
      await q.sedesFromProduct(tx, id, created);
      await products.updateProducto(tx, id, {
        activo: false,
        nombre: freeProductName(p.nombre, 'regular', taken.add(productNameKey(p.nombre))),
        ...this.stamp(editor),
      });
      return created;
    });
    this.catalog.changed();
    return { message: 'Producto convertido a especial exitosamente', id: especialId };
  }
}
