// What the back office sends to build a special product (sections and options), to add one
// section to a category's special products, and the rules both follow (back-office.md §5, §9).
import { z } from 'zod';
import { IdSchema, idListSchema, textSchema } from './api-params';
import { DiscountSchema, EVERY_MESSAGE_AT_ONCE, PriceSchema, requiredId } from './catalog-admin';

export const SPECIAL_MESSAGES = {
  name: 'El nombre del producto es requerido',
  description: 'La descripción del producto es requerida',
  basePrice: 'El precio base es requerido',
  category: 'Debe seleccionar una categoría',
  type: 'Debe seleccionar un tipo de producto',
  noSections: 'Debe agregar al menos una sección',
  sectionName: 'El nombre de la sección es requerido',
  sectionNameShort: 'El nombre debe tener al menos 2 caracteres',
  sectionNameLong: 'El nombre no puede exceder 60 caracteres',
  minOverMax: 'El mínimo no puede ser mayor al máximo',
  minOverOptions: 'El mínimo no puede ser mayor que las opciones activas',
  noOptions: 'Debe agregar al menos una opción',
  sectionAdded:
    'La sección se ha agregado exitosamente a todos los productos especiales de la categoría',
  noSpecials: 'No hay productos especiales en esta categoría',
} as const;

/** The only product type the wizard makes (a hidden field; lists read it as ESPECIAL). */
export const TIPOS_ESPECIAL = ['CONFIGURABLE'] as const;

const count = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: 'Debe ser 0 o más' })
    .max(100, { error: 'Máximo 100' });

/** An option: CUSTOM (a name and an extra) or PRODUCT (tied to a regular product). */
export const OpcionInputSchema = z.object({
  /** An existing option's id (kept on edit); absent for a new one. */
  id: IdSchema.optional(),
  nombre: textSchema({ max: 80, min: 0 }).default(''),
  precio_extra: PriceSchema.default(0),
  orden: count('El orden no es válido').default(1),
  activo: z.boolean({ error: 'Debe ser sí o no' }).default(true),
  producto_relacionado_id: IdSchema.nullable().default(null),
});
export type OpcionInput = z.input<typeof OpcionInputSchema>;

const sectionName = z
  .string({ error: SPECIAL_MESSAGES.sectionName })
  .trim()
  .min(1, { error: SPECIAL_MESSAGES.sectionName })
  // An empty name is 'requerido', not also 'al menos 2 caracteres'.
  .refine((nombre) => nombre === '' || nombre.length >= 2, {
    error: SPECIAL_MESSAGES.sectionNameShort,
  })
  .max(60, { error: SPECIAL_MESSAGES.sectionNameLong })
  .pipe(textSchema({ max: 60 }));

/** Limits every section follows: minimo ≤ maximo unless maximo is 0 (unlimited). */
export function sectionRules(
  value: {
    minimo: number;
    maximo: number;
    opciones: readonly {
      nombre: string;
      activo: boolean;
      producto_relacionado_id: number | null;
      tipo?: string;
    }[];
  },
  ctx: z.core.$RefinementCtx,
): void {
  // Also run on a section with other wrong fields (EVERY_MESSAGE_AT_ONCE): each check reads
  // only what it can trust, so a blank minimo still lets 'Debe agregar al menos una opción' show.
  if (typeof value !== 'object' || value === null) return;
  const minimo = typeof value.minimo === 'number' ? value.minimo : null;
  const maximo = typeof value.maximo === 'number' ? value.maximo : null;
  if (minimo !== null && maximo !== null && maximo !== 0 && minimo > maximo) {
    ctx.addIssue({ code: 'custom', path: ['minimo'], message: SPECIAL_MESSAGES.minOverMax });
  }
  const opciones = Array.isArray(value.opciones) ? value.opciones : [];
  const named = opciones.filter(
    (o) =>
      typeof o === 'object' &&
      o !== null &&
      ((typeof o.nombre === 'string' && o.nombre.trim() !== '') ||
        typeof o.producto_relacionado_id === 'number' ||
        // The editor's PRODUCT row still without its product: that row says 'Elige un producto'.
        o.tipo === 'PRODUCTO'),
  );
  if (named.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['opciones'], message: SPECIAL_MESSAGES.noOptions });
    return;
  }
  // A section nobody could complete would make the product impossible to order.
  const active = named.filter((o) => o.activo !== false).length;
  if (minimo !== null && minimo > active) {
    ctx.addIssue({ code: 'custom', path: ['minimo'], message: SPECIAL_MESSAGES.minOverOptions });
  }
}

/** A section's fields, as the wizard's form and the API read them. */
export const seccionFields = {
  nombre: sectionName,
  descripcion: textSchema({ max: 300, min: 0, multiline: true }).default(''),
  minimo: count('El mínimo no es válido').default(0),
  maximo: count('El máximo no es válido').default(1),
  seleccionar_mayor_valor: z.boolean({ error: 'Debe ser sí o no' }).default(false),
  orden: count('El orden no es válido').default(1),
  opciones: z.array(OpcionInputSchema).max(100, { error: 'Máximo 100 opciones' }),
};

export const SeccionInputSchema = z
  .object({ id: IdSchema.optional(), ...seccionFields })
  .superRefine(sectionRules, EVERY_MESSAGE_AT_ONCE);
export type SeccionInput = z.input<typeof SeccionInputSchema>;

/** `POST /api/categoria-productos/{id}/agregar-seccion/`: one section for every special of it. */
export const AgregarSeccionSchema = z
  .object({
    ...seccionFields,
    minimo: count('El mínimo no es válido').default(1),
    opciones: z
      .array(
        OpcionInputSchema.omit({ id: true, producto_relacionado_id: true }).extend({
          producto_relacionado_id: z.null().default(null),
        }),
      )
      .max(100, { error: 'Máximo 100 opciones' }),
  })
  .superRefine(sectionRules, EVERY_MESSAGE_AT_ONCE);
export type AgregarSeccion = z.input<typeof AgregarSeccionSchema>;

/**
 * A special product as the wizard sends it (multipart fields, `secciones` parsed from its JSON
 * string by the server). `sedes` (create only) defaults to every branch.
 */
export const ProductoEspecialInputSchema = z.object({
  nombre: textSchema({ max: 100, required: SPECIAL_MESSAGES.name }),
  descripcion: textSchema({ max: 500, multiline: true, required: SPECIAL_MESSAGES.description }),
  precio_base: PriceSchema.nullable()
    .default(null)
    .refine((v) => v !== null, { error: SPECIAL_MESSAGES.basePrice }),
  categoria: requiredId(SPECIAL_MESSAGES.category),
  tipo: z.enum(TIPOS_ESPECIAL, { error: SPECIAL_MESSAGES.type }).default('CONFIGURABLE'),
  descuento: DiscountSchema.default(0),
  secciones: z
    .array(SeccionInputSchema)
    .min(1, { error: SPECIAL_MESSAGES.noSections })
    .max(30, { error: 'Máximo 30 secciones' }),
  activo: z.boolean().optional(),
  sedes: idListSchema('sedes', 500).optional(),
});
export type ProductoEspecialInput = z.output<typeof ProductoEspecialInputSchema>;

/**
 * The name the special product editor saves an option with (spec §5): its own, else its
 * product's, else 'Opción'. Every row of the editor is kept.
 */
export function optionName(nombre: string, relatedName: string | undefined): string {
  return nombre.trim() || relatedName || 'Opción';
}

/** The add-section dialog's rule instead (spec §5): an unnamed option is dropped on submit. */
export function isUnnamedOption(option: { nombre: string }): boolean {
  return option.nombre.trim() === '';
}

/** `{ message }` or `{ error }` answers of duplicate and convert (spec §7). */
export const MessageSchema = z.object({ message: z.string() });

/** What a regular product has that converting it to a special one reads. */
export interface ConvertibleProduct {
  nombre: string;
  activo: boolean;
  precio: number | null;
  /** Its size prices, smallest size first. */
  tamanos: readonly { label: string; precio: number }[];
  adiciones: readonly { nombre: string; precio: number }[];
}

/** A special product's section, every field given. */
export type SeccionCompleta = Omit<z.output<typeof SeccionInputSchema>, 'id'>;

export type Conversion =
  { ok: true; precio_base: number; secciones: SeccionCompleta[] } | { ok: false; error: string };

const customOptions = (rows: readonly { nombre: string; precio: number }[]) =>
  rows.map((r, j) => ({
    nombre: r.nombre,
    precio_extra: r.precio,
    orden: j + 1,
    activo: true,
    producto_relacionado_id: null,
  }));

/**
 * A regular product as a special one (`POST /api/productos/{id}/convertir/` and its warning):
 * the base is its price, or its lowest size price; its sizes a required 'Tamaño' section (each
 * size's extra over the base), its additions an optional 'Adiciones' section without limit.
 * Refused when inactive, without a price, or with neither sizes nor additions (a special
 * product needs a section).
 */
export function conversionOf(p: ConvertibleProduct): Conversion {
  if (!p.activo)
    return { ok: false, error: `«${p.nombre}» está inactivo: actívalo antes de convertirlo` };
  const base = p.tamanos.length > 0 ? Math.min(...p.tamanos.map((m) => m.precio)) : p.precio;
  if (base === null)
    return { ok: false, error: `«${p.nombre}» no tiene precio: defínelo antes de convertirlo` };
  const secciones: SeccionCompleta[] = [];
  const section = { descripcion: '', seleccionar_mayor_valor: false };
  if (p.tamanos.length > 0) {
    secciones.push({
      ...section,
      nombre: 'Tamaño',
      minimo: 1,
      maximo: 1,
      orden: 1,
      opciones: customOptions(p.tamanos.map((m) => ({ nombre: m.label, precio: m.precio - base }))),
    });
  }
  if (p.adiciones.length > 0) {
    secciones.push({
      ...section,
      nombre: 'Adiciones',
      minimo: 0,
      maximo: 0,
      orden: secciones.length + 1,
      opciones: customOptions(p.adiciones),
    });
  }
  if (secciones.length === 0) {
    return {
      ok: false,
      error: `«${p.nombre}» no tiene tamaños ni adiciones: un producto especial debe tener al menos una sección`,
    };
  }
  return { ok: true, precio_base: base, secciones };
}
