import type { CategoriaProducto } from '@horno/domain/catalog';
import { assertVersion } from '../../lib/record-versions';
import { CATALOG_MESSAGES, type CategoriaProductoInputSchema } from '@horno/domain/catalog-admin';
import { slugify } from '@horno/domain/slug';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import {
  categoriaExists,
  categoriaWithSlug,
  type CategoriaValues,
  insertCategoria,
  setCategoriaOrden,
  updateCategoria,
} from './categories.queries';
import { CatalogService } from './catalog.service';

type CategoriaProductoValues = z.output<typeof CategoriaProductoInputSchema>;

/** Two names with one address ('Pizzas', 'pizzas') are the same category: said on the field. */
const nameTaken = () =>
  new AppError(409, CATALOG_MESSAGES.categoryNameTaken, {
    nombre: [CATALOG_MESSAGES.categoryNameTaken],
  });

const valuesOf = (input: CategoriaProductoValues): CategoriaValues => ({
  nombre: input.nombre,
  slug: slugify(input.nombre),
  tieneMedidas: input.tiene_medidas,
});

/**
 * Product categories: their names, addresses (the slug follows the name) and place in the menu.
 * Every committed change tells the catalog it changed, so every menu shows it at once.
 */
export class CategoriesService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** A category as the list shows it, with its active products counted. */
  async get(id: number): Promise<CategoriaProducto> {
    const snapshot = await this.catalog.getSnapshot();
    const categoria = CatalogService.categorias(snapshot, {}).find((c) => c.id === id);
    if (!categoria) throw notFound(CATALOG_MESSAGES.categoryNotFound);
    return categoria;
  }

  /** A new category goes last in the menu. */
  async create(input: CategoriaProductoValues): Promise<CategoriaProducto> {
    const values = valuesOf(input);
    if ((await categoriaWithSlug(this.db, values.slug)) !== undefined) throw nameTaken();
    const id = await this.saving(() => insertCategoria(this.db, values));
    return this.get(id);
  }

  async update(
    id: number,
    input: CategoriaProductoValues,
    ifMatch?: string,
  ): Promise<CategoriaProducto> {
    if (!(await categoriaExists(this.db, id))) throw notFound(CATALOG_MESSAGES.categoryNotFound);
    const values = valuesOf(input);
    const owner = await categoriaWithSlug(this.db, values.slug);
    if (owner !== undefined && owner !== id) throw nameTaken();
    await this.saving(() =>
      this.db.transaction(async (tx) => {
        await assertVersion(tx, 'categoria', id, ifMatch);
        await updateCategoria(tx, id, values);
      }),
    );
    return this.get(id);
  }

  /** Moves a category to `orden` (1 = first); the ordering screen sends one per moved category. */
  async reorder(id: number, orden: number, ifMatch?: string): Promise<CategoriaProducto> {
    const found = await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'categoria', id, ifMatch);
      return setCategoriaOrden(tx, id, orden);
    });
    if (!found) throw notFound(CATALOG_MESSAGES.categoryNotFound);
    this.catalog.changed();
    return this.get(id);
  }

  /** Runs a write: a slug taken meanwhile is a 409; a committed one changes the catalog. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (err) {
      throw isUniqueViolation(err) ? nameTaken() : err;
    }
    this.catalog.changed();
    return result;
  }
}
