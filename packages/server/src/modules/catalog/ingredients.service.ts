import {
  CATALOG_MESSAGES,
  type CategoriaIngrediente,
  type CategoriaIngredienteInputSchema,
  type Ingrediente,
  type IngredienteInputSchema,
} from '@horno/domain/catalog-admin';
import { assertVersion } from '../../lib/record-versions';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { CatalogService } from './catalog.service';
import {
  categoriaIngredienteExists,
  categoriaIngredienteNameTaken,
  findIngrediente,
  insertCategoriaIngrediente,
  insertIngrediente,
  type IngredienteValues,
  listCategoriasIngrediente,
  listIngredientes,
  updateIngrediente,
} from './ingredients.queries';

type IngredienteInput = z.output<typeof IngredienteInputSchema>;
type CategoriaInput = z.output<typeof CategoriaIngredienteInputSchema>;

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const byName = (a: { nombre: string }, b: { nombre: string }) =>
  collator.compare(a.nombre, b.nombre);

/** A taken name, said on the form's field too. */
const nameTaken = (message: string) => new AppError(409, message, { nombre: [message] });

/** Ingredients and their categories. Every committed change tells the catalog it changed. */
export class IngredientsService {
  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
  ) {}

  /** Every ingredient, by name in Spanish alphabetical order. */
  async list(): Promise<Ingrediente[]> {
    return (await listIngredientes(this.db)).sort(byName);
  }

  async get(id: number): Promise<Ingrediente> {
    const ingrediente = await findIngrediente(this.db, id);
    if (!ingrediente) throw notFound(CATALOG_MESSAGES.ingredientNotFound);
    return ingrediente;
  }

  async create(input: IngredienteInput): Promise<Ingrediente> {
    const values = await this.valuesOf(input);
    const id = await this.saving(() => insertIngrediente(this.db, values));
    return this.get(id);
  }

  async update(id: number, input: IngredienteInput, ifMatch?: string): Promise<Ingrediente> {
    await this.get(id);
    const values = await this.valuesOf(input);
    await this.saving(() =>
      this.db.transaction(async (tx) => {
        await assertVersion(tx, 'ingrediente', id, ifMatch);
        await updateIngrediente(tx, id, values);
      }),
    );
    return this.get(id);
  }

  async listCategorias(): Promise<CategoriaIngrediente[]> {
    return (await listCategoriasIngrediente(this.db)).sort(byName);
  }

  async createCategoria(input: CategoriaInput): Promise<CategoriaIngrediente> {
    const taken = nameTaken(CATALOG_MESSAGES.ingredientCategoryNameTaken);
    if (await categoriaIngredienteNameTaken(this.db, input.nombre)) throw taken;
    let categoria: CategoriaIngrediente;
    try {
      categoria = await insertCategoriaIngrediente(this.db, {
        nombre: input.nombre,
        tieneMedidas: input.tiene_medidas,
      });
    } catch (err) {
      throw isUniqueViolation(err) ? taken : err;
    }
    this.catalog.changed();
    return categoria;
  }

  /** The row to store; an unknown category is the form's mistake, said on its field. */
  private async valuesOf(input: IngredienteInput): Promise<IngredienteValues> {
    if (!(await categoriaIngredienteExists(this.db, input.categoria))) {
      throw badRequest(CATALOG_MESSAGES.ingredientCategoryMissing, {
        categoria: [CATALOG_MESSAGES.ingredientCategoryMissing],
      });
    }
    return { nombre: input.nombre, descripcion: input.descripcion, categoriaId: input.categoria };
  }

  /** Runs a write: a name taken in the category is a 409; a committed one changes the catalog. */
  private async saving<T>(write: () => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await write();
    } catch (err) {
      throw isUniqueViolation(err) ? nameTaken(CATALOG_MESSAGES.ingredientNameTaken) : err;
    }
    this.catalog.changed();
    return result;
  }
}
