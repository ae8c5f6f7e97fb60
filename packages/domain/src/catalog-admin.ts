// What the back office sends to change the catalog, and what it reads back that menus do not
// carry. Every text goes through `textSchema`, every id through `IdSchema` (decision 007).
import { z } from 'zod';
import { IdSchema, INPUT_MESSAGES, MAX_ID, idListSchema, textSchema } from './api-params';
import { GRUPOS_SABOR } from './catalog';
import { slugify } from './slug';

/** Largest price, addition price or amount a form accepts, in pesos. */
export const MAX_PRICE = 10_000_000;
/** Size prices and bulk adjustments move in steps of $100. */
export const PRICE_STEP = 100;

export const CATALOG_MESSAGES = {
  priceRequired: 'El precio es requerido',
  priceInvalid: 'Ingrese un precio válido',
  priceZero: 'El precio debe ser mayor que $ 0',
  priceTooHigh: `El precio no puede superar $${MAX_PRICE.toLocaleString('es-CO')}`,
  discountRange: 'El descuento debe estar entre 0 y 100',
  discountRequired: 'El porcentaje de descuento es requerido',
  categoryRequired: 'Debe seleccionar una categoría',
  nameRequired: 'El nombre es requerido',
  ingredientRequired: 'Debe seleccionar un ingrediente',
  additionRepeated: 'Este ingrediente ya está en las adiciones',
  sizeRepeated: 'Este tamaño ya tiene precio',
  noSizePrice: 'Debes definir los precios por tamaño',
  categoryNameTaken: 'Ya existe una categoría con ese nombre',
  productNameTaken: 'Ya existe un producto con ese nombre en esta categoría',
  categoryNameNoSlug: 'El nombre debe tener al menos una letra o un número',
  categoryNotFound: 'Categoría no encontrada',
  ingredientNotFound: 'Ingrediente no encontrado',
  ingredientCategoryMissing: 'La categoría de ingrediente no existe',
  ingredientNameTaken: 'Ya existe un ingrediente con ese nombre en esa categoría',
  ingredientCategoryNameTaken: 'Ya existe una categoría de ingredientes con ese nombre',
  branchesRequired: 'Elige al menos una sede',
  adjustNothing: 'Elige productos o una categoría para ajustar',
  adjustZero: 'El ajuste no puede ser 0',
} as const;

/** Longest name of a product, regular or special, in characters. */
export const PRODUCT_NAME_MAX = 100;

/**
 * What makes two product names one within a category (decision 026): the menu spreadsheet's
 * key, so case, accents, spacing and punctuation do not count ('Pizza Margarita',
 * 'pizza  margarita', 'Pizza Margaríta'). A name without letters or digits is compared as
 * written, in lower case.
 */
export function productNameKey(nombre: string): string {
  return slugify(nombre) || nombre.trim().toLowerCase();
}

/**
 * A name made from `base` for a new product of the same category (a copy, the regular product
 * a conversion leaves): 'X (copia)', else 'X (copia 2)', 'X (copia 3)'… the first whose key is
 * not `taken`. The base is shortened to keep it within PRODUCT_NAME_MAX.
 */
export function freeProductName(base: string, label: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n++) {
    const suffix = ` (${n === 1 ? label : `${label} ${n}`})`;
    let head = base.slice(0, PRODUCT_NAME_MAX - suffix.length);
    // Never half of a character written with two code units (an emoji).
    if (/[\uD800-\uDBFF]$/.test(head)) head = head.slice(0, -1);
    const nombre = `${head.trimEnd()}${suffix}`;
    if (!taken.has(productNameKey(nombre))) return nombre;
  }
}

/** A whole number of pesos, 0 to MAX_PRICE. */
export const PriceSchema = z
  .number({ error: CATALOG_MESSAGES.priceInvalid })
  .int({ error: CATALOG_MESSAGES.priceInvalid })
  .min(0, { error: CATALOG_MESSAGES.priceInvalid })
  .max(MAX_PRICE, { error: CATALOG_MESSAGES.priceTooHigh });

/** A size price: a whole number of pesos in steps of $100 (spec §5). */
export const SizePriceSchema = PriceSchema.refine((v) => v % PRICE_STEP === 0, {
  error: `El precio debe ir en pasos de $${PRICE_STEP}`,
});

export const DiscountSchema = z
  .number({ error: CATALOG_MESSAGES.discountRange })
  .int({ error: CATALOG_MESSAGES.discountRange })
  .min(0, { error: CATALOG_MESSAGES.discountRange })
  .max(100, { error: CATALOG_MESSAGES.discountRange });

/** An id that must be chosen: `missing` when absent, the id schema's message when malformed. */
export function requiredId(missing: string) {
  const error = (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? missing : INPUT_MESSAGES.idInvalid;
  return z.number({ error }).int({ error }).positive({ error }).max(MAX_ID, { error });
}

// ── Ingredients ─────────────────────────────────────────────────────────────

export const CategoriaIngredienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  tiene_medidas: z.boolean(),
});
export type CategoriaIngrediente = z.infer<typeof CategoriaIngredienteSchema>;

export const CategoriaIngredienteInputSchema = z.object({
  nombre: textSchema({ max: 60, required: CATALOG_MESSAGES.nameRequired }),
  tiene_medidas: z.boolean({ error: INPUT_MESSAGES.notBoolean }).default(false),
});
export type CategoriaIngredienteInput = z.input<typeof CategoriaIngredienteInputSchema>;

export const IngredienteSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  categoria: z.object({ id: z.number().int(), nombre: z.string() }),
});
export type Ingrediente = z.infer<typeof IngredienteSchema>;

export const IngredienteInputSchema = z.object({
  nombre: textSchema({ max: 80, required: CATALOG_MESSAGES.nameRequired }),
  descripcion: textSchema({ max: 300, min: 0, multiline: true }).default(''),
  categoria: requiredId('Debe seleccionar una categoría de ingrediente'),
});
export type IngredienteInput = z.input<typeof IngredienteInputSchema>;

// ── Product categories ──────────────────────────────────────────────────────

export const CategoriaProductoInputSchema = z.object({
  // The name gives the category its address in the menu (/menu/{slug}).
  nombre: textSchema({ max: 60, required: CATALOG_MESSAGES.nameRequired }).refine(
    (nombre) => nombre === '' || slugify(nombre) !== '',
    { error: CATALOG_MESSAGES.categoryNameNoSlug },
  ),
  tiene_medidas: z.boolean({ error: INPUT_MESSAGES.notBoolean }).default(false),
});
export type CategoriaProductoInput = z.input<typeof CategoriaProductoInputSchema>;

/** PATCH of a category: its position in the menu (1 = first). */
export const CategoriaOrdenSchema = z.object({
  orden: z
    .number({ error: 'El orden no es válido' })
    .int({ error: 'El orden no es válido' })
    .min(1, { error: 'El orden no es válido' })
    .max(10_000, { error: 'El orden no es válido' }),
});

// ── Regular products ────────────────────────────────────────────────────────

export const AdicionInputSchema = z.object({
  id: IdSchema,
  precio_adicion: PriceSchema,
});

export const PrecioMedidaInputSchema = z.object({
  medida: IdSchema,
  precio: SizePriceSchema,
  admite_mitades: z.boolean().default(false),
});

/** The rules a product's prices follow, in the form and on the server. */
function productPriceRules(
  value: {
    precio: number | null;
    posibles_adiciones: readonly { id: number | null }[];
    precios_por_medida?: readonly { medida: number | null; precio: number | null }[] | undefined;
  },
  ctx: z.core.$RefinementCtx,
  /** An edit that leaves the sizes alone is checked against the stored ones, on the server. */
  sizesKnown = true,
  /** A pizza being registered has no base price field: its size prices are what is missing. */
  sizesOnly = false,
): void {
  const sized = (value.precios_por_medida ?? []).some((p) => (p.precio ?? 0) > 0);
  if (sizesOnly && !sized) {
    ctx.addIssue({
      code: 'custom',
      path: ['precios_por_medida'],
      message: CATALOG_MESSAGES.noSizePrice,
    });
  } else if (sizesKnown && !sized && value.precio === null) {
    ctx.addIssue({ code: 'custom', path: ['precio'], message: CATALOG_MESSAGES.priceRequired });
  } else if (sizesKnown && !sized && value.precio === 0) {
    ctx.addIssue({ code: 'custom', path: ['precio'], message: CATALOG_MESSAGES.priceZero });
  }
  const ingredients = new Set<number>();
  value.posibles_adiciones.forEach((a, i) => {
    if (a.id === null) return;
    if (ingredients.has(a.id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['posibles_adiciones', i, 'id'],
        message: CATALOG_MESSAGES.additionRepeated,
      });
    }
    ingredients.add(a.id);
  });
  const sizes = new Set<number>();
  (value.precios_por_medida ?? []).forEach((p, i) => {
    if (p.medida === null) return;
    if (sizes.has(p.medida)) {
      ctx.addIssue({
        code: 'custom',
        path: ['precios_por_medida', i, 'medida'],
        message: CATALOG_MESSAGES.sizeRepeated,
      });
    }
    sizes.add(p.medida);
  });
}

const productFields = {
  nombre: textSchema({ max: PRODUCT_NAME_MAX, required: 'El nombre del producto es requerido' }),
  descripcion: textSchema({ max: 500, min: 0, multiline: true }).default(''),
  categoria: requiredId(CATALOG_MESSAGES.categoryRequired),
  precio: PriceSchema.nullable().default(null),
};

/**
 * A regular product as the register and edit forms send it (multipart fields, already turned into
 * numbers and lists by the server). `precio` is needed only when no size price is above 0; with
 * size prices it is stored empty. `sedes` (create only) defaults to every branch.
 */
const productoInputObject = z.object({
  ...productFields,
  descuento: DiscountSchema.default(0),
  posibles_adiciones: z.array(AdicionInputSchema).max(100).default([]),
  precios_por_medida: z.array(PrecioMedidaInputSchema).max(10).optional(),
  grupo_sabor: z.enum(GRUPOS_SABOR).nullable().optional(),
  activo: z.boolean().optional(),
  sedes: idListSchema('sedes', 500).optional(),
});

export const ProductoInputSchema = productoInputObject.superRefine((value, ctx) =>
  productPriceRules(value, ctx),
);

/** An edit: without `precios_por_medida` the stored sizes stay, and decide if `precio` is needed. */
export const ProductoUpdateSchema = productoInputObject.superRefine((value, ctx) =>
  productPriceRules(value, ctx, value.precios_por_medida !== undefined),
);
export type ProductoInput = z.output<typeof ProductoInputSchema>;

/**
 * For a form's whole-object rule: run it even when a field is wrong (by default zod skips it),
 * so one click on 'Siguiente' or 'Guardar' shows every message at once.
 */
export const EVERY_MESSAGE_AT_ONCE = { when: () => true } as const;

/**
 * What the regular product form and the special product wizard both ask: the discount once
 * 'Agregar descuento' opened it, and a branch for a new product.
 */
export function productFormRules(
  value: { conDescuento: boolean; descuento: number | null; creando: boolean; sedes: unknown[] },
  ctx: z.core.$RefinementCtx,
): void {
  // Also run on a form with other wrong fields (`EVERY_MESSAGE_AT_ONCE`): read defensively.
  if (typeof value !== 'object' || value === null) return;
  if (value.conDescuento === true && value.descuento === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['descuento'],
      message: CATALOG_MESSAGES.discountRequired,
    });
  }
  if (value.creando === true && Array.isArray(value.sedes) && value.sedes.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['sedes'], message: CATALOG_MESSAGES.branchesRequired });
  }
}

/**
 * The register and edit form of a regular product, as people fill it: empty amounts are null,
 * the discount is asked only once 'Agregar descuento' opened it, and `sedes` is the branch
 * checklist of a new product.
 */
export const ProductoFormSchema = z
  .object({
    ...productFields,
    conDescuento: z.boolean(),
    descuento: DiscountSchema.nullable(),
    posibles_adiciones: z
      .array(
        z.object({
          id: requiredId(CATALOG_MESSAGES.ingredientRequired),
          precio_adicion: PriceSchema.nullable().refine((v) => v !== null, {
            error: 'El precio de la adición es requerido',
          }),
        }),
      )
      .max(100),
    precios_por_medida: z
      .array(
        z.object({
          id: z.number().int().optional(),
          medida: requiredId('Elige un tamaño'),
          precio: SizePriceSchema.nullable(),
          admite_mitades: z.boolean(),
        }),
      )
      .max(10),
    sedes: z.array(IdSchema),
    creando: z.boolean(),
    /** Registering into 'Pizzas': no base price, only size prices (`registerHidesPrice`). */
    precioOculto: z.boolean().optional(),
  })
  .superRefine((value, ctx) => {
    productPriceRules(value, ctx, true, value.precioOculto === true);
    productFormRules(value, ctx);
  });
export type ProductoFormValues = z.input<typeof ProductoFormSchema>;

/**
 * The register form hides the base price of a pizza (back-office.md §5: "precio is hidden when
 * the category name is 'Pizzas'"): pizzas are sold by size. A category named 'Pizzas' or
 * 'Pizzas …' ('Pizzas Gourmet'), whatever its case and accents.
 */
export function registerHidesPrice(categoriaNombre: string | undefined): boolean {
  const words = (categoriaNombre ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .split(/\s+/);
  return words[0] === 'pizzas';
}

/** `POST` and `PUT /api/precios-por-medida/`: one size price of one product. */
export const PrecioPorMedidaInputSchema = z.object({
  producto: IdSchema,
  medida: IdSchema,
  precio: SizePriceSchema,
  admite_mitades: z.boolean().optional(),
});

/** `PATCH /api/productos/{id}/`: the list's inline changes. */
export const ProductoPatchSchema = z
  .object({
    // Only a product without size prices has a base price to change here (the server checks).
    precio: PriceSchema.refine((v) => v !== 0, { error: CATALOG_MESSAGES.priceZero }).optional(),
    activo: z.boolean().optional(),
  })
  .refine((v) => v.precio !== undefined || v.activo !== undefined, {
    error: 'No hay cambios que guardar',
  });

/** `PATCH /api/productos-especiales/{id}/`: the list's active switch. */
export const ActivoPatchSchema = z.object({
  activo: z.boolean({ error: 'Indica si el producto queda activo' }),
});

/** Who last changed a product, as its edit screen shows it. */
export const ModificacionSchema = z.object({
  modificado_por: z.string().nullable(),
  modificado_en: z.string().nullable(),
});
export type Modificacion = z.infer<typeof ModificacionSchema>;

// ── Bulk price adjustment ───────────────────────────────────────────────────

export const AJUSTE_MODOS = ['PORCENTAJE', 'MONTO'] as const;
export type AjusteModo = (typeof AJUSTE_MODOS)[number];

export const AjustePreciosSchema = z
  .object({
    productos: idListSchema('productos', 2000).default([]),
    categoria: IdSchema.optional(),
    modo: z.enum(AJUSTE_MODOS, { error: 'Elige porcentaje o valor' }),
    valor: z
      .number({ error: 'Ingrese un número' })
      .int({ error: 'Ingrese un número entero' })
      .min(-MAX_PRICE, { error: 'El ajuste es demasiado grande' })
      .max(MAX_PRICE, { error: 'El ajuste es demasiado grande' })
      .refine((v) => v !== 0, { error: CATALOG_MESSAGES.adjustZero }),
  })
  .refine((v) => v.productos.length > 0 || v.categoria !== undefined, {
    error: CATALOG_MESSAGES.adjustNothing,
    path: ['productos'],
  })
  .refine((v) => v.modo !== 'PORCENTAJE' || (v.valor > -100 && v.valor <= 1000), {
    error: 'El porcentaje debe estar entre -99 y 1000',
    path: ['valor'],
  });
export type AjustePrecios = z.input<typeof AjustePreciosSchema>;

/**
 * A price after a bulk adjustment: ± percent or ± pesos, rounded to the nearest $100, never below
 * $0. The list's preview and the server use this one function.
 */
export function adjustPrice(price: number, modo: AjusteModo, valor: number): number {
  const raw = modo === 'PORCENTAJE' ? price * (1 + valor / 100) : price + valor;
  return Math.min(MAX_PRICE, Math.max(0, Math.round(raw / PRICE_STEP) * PRICE_STEP));
}

// ── Sold out today, per branch ──────────────────────────────────────────────

/** What a branch has run out of until its next opening. */
export const AgotadosSchema = z.object({
  productos: z.array(z.number().int()),
  productos_especiales: z.array(z.number().int()),
  ingredientes: z.array(z.number().int()),
});
export type Agotados = z.infer<typeof AgotadosSchema>;

/** `POST /api/locations/sedes/{id}/agotados/`: one switch, for a product, a special or an addition. */
export const AgotadoInputSchema = z
  .object({
    producto: IdSchema.optional(),
    producto_especial: IdSchema.optional(),
    ingrediente: IdSchema.optional(),
    agotado: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
  })
  .refine(
    (v) =>
      [v.producto, v.producto_especial, v.ingrediente].filter((x) => x !== undefined).length === 1,
    { error: 'Indica un producto, un producto especial o un ingrediente' },
  );
export type AgotadoInput = z.infer<typeof AgotadoInputSchema>;

/** The manage-sizes screen: one price per size, empty for a size that is not sold. */
export const PreciosPorTamanoFormSchema = z.object({
  precios: z.array(z.object({ medida: IdSchema, precio: SizePriceSchema.nullable() })).max(10),
});
export type PreciosPorTamanoForm = z.input<typeof PreciosPorTamanoFormSchema>;
