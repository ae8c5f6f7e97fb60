// The special product wizard's form and the add-section dialog's, as people fill them, and how
// each turns into what the API reads (back-office.md §4, §5, §9). The section rules are the
// API's own (special-admin.ts).
import { z } from 'zod';
import { IdSchema, INPUT_MESSAGES, textSchema } from './api-params';
import {
  DiscountSchema,
  EVERY_MESSAGE_AT_ONCE,
  PriceSchema,
  productFormRules,
  requiredId,
} from './catalog-admin';
import {
  type AgregarSeccion,
  isUnnamedOption,
  optionName,
  type SeccionInput,
  seccionFields,
  sectionRules,
  SPECIAL_MESSAGES,
  TIPOS_ESPECIAL,
} from './special-admin';

/** Rows the form creates get `Date.now()`-based ids above this; the API reads them as new. */
export const TEMPORARY_ID_FLOOR = 1e12;

/** A row made in the form, not saved yet. */
export function isTemporaryId(id: number): boolean {
  return id >= TEMPORARY_ID_FLOOR;
}

/** CUSTOM (a name and an extra) or PRODUCT (an existing regular product). */
export const OPCION_TIPOS = ['PERSONALIZADA', 'PRODUCTO'] as const;
export type OpcionTipo = (typeof OPCION_TIPOS)[number];
export const OPCION_TIPO_LABELS: Record<OpcionTipo, string> = {
  PERSONALIZADA: 'Personalizada',
  PRODUCTO: 'Producto',
};

export const SPECIAL_FORM_MESSAGES = {
  product: 'Elige un producto',
  optionName: 'Escribe el nombre de la opción',
  optionType: 'Elige el tipo de opción',
} as const;

/** A saved row's id, or a temporary one (above MAX_ID, so not the API's IdSchema). */
const RowIdSchema = z
  .number({ error: INPUT_MESSAGES.idInvalid })
  .int({ error: INPUT_MESSAGES.idInvalid })
  .positive({ error: INPUT_MESSAGES.idInvalid });

/** One option row: empty amounts are null; `categoria` only narrows the product picker. */
export const OpcionFormSchema = z
  .object(
    {
      id: RowIdSchema,
      tipo: z.enum(OPCION_TIPOS, { error: SPECIAL_FORM_MESSAGES.optionType }),
      nombre: textSchema({ max: 80, min: 0 }),
      precio_extra: PriceSchema.nullable(),
      activo: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
      categoria: IdSchema.nullable(),
      producto_relacionado_id: IdSchema.nullable(),
    },
    { error: 'La opción no es válida' },
  )
  .superRefine((o, ctx) => {
    if (o.tipo === 'PRODUCTO' && o.producto_relacionado_id === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['producto_relacionado_id'],
        message: SPECIAL_FORM_MESSAGES.product,
      });
    }
  })
  // Only a PRODUCT row is tied to a product, whatever was picked before switching.
  .transform((o) => ({
    ...o,
    producto_relacionado_id: o.tipo === 'PRODUCTO' ? o.producto_relacionado_id : null,
  }));
export type OpcionFormValues = z.input<typeof OpcionFormSchema>;

/** One section of the editor: its options in the order shown. */
export const SeccionFormSchema = z
  .object(
    {
      id: RowIdSchema,
      nombre: seccionFields.nombre,
      descripcion: textSchema({ max: 300, min: 0, multiline: true }),
      minimo: seccionFields.minimo.unwrap(),
      maximo: seccionFields.maximo.unwrap(),
      seleccionar_mayor_valor: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
      opciones: z
        .array(OpcionFormSchema, { error: SPECIAL_MESSAGES.noOptions })
        .max(100, { error: 'Máximo 100 opciones' }),
    },
    { error: 'La sección no es válida' },
  )
  .superRefine(sectionRules, EVERY_MESSAGE_AT_ONCE);
export type SeccionFormValues = z.input<typeof SeccionFormSchema>;
type SeccionFormOutput = z.output<typeof SeccionFormSchema>;

/** Step 1's fields, checked by 'Siguiente'. */
export const SPECIAL_INFO_FIELDS = [
  'nombre',
  'descripcion',
  'precio_base',
  'categoria',
  'descuento',
  'sedes',
] as const;

/**
 * The wizard: step 1 (product information, and the branches of a new product) and step 2 (the
 * sections). The discount is asked only once 'Agregar descuento' opened it.
 */
export const SpecialFormSchema = z
  .object({
    nombre: textSchema({ max: 100, required: SPECIAL_MESSAGES.name }),
    descripcion: textSchema({ max: 500, multiline: true, required: SPECIAL_MESSAGES.description }),
    precio_base: PriceSchema.nullable().refine((v) => v !== null, {
      error: SPECIAL_MESSAGES.basePrice,
    }),
    categoria: requiredId(SPECIAL_MESSAGES.category),
    conDescuento: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
    descuento: DiscountSchema.nullable(),
    sedes: z.array(IdSchema, { error: 'Elige sedes de la lista' }),
    creando: z.boolean({ error: INPUT_MESSAGES.notBoolean }),
    secciones: z
      .array(SeccionFormSchema, { error: SPECIAL_MESSAGES.noSections })
      .min(1, { error: SPECIAL_MESSAGES.noSections })
      .max(30, { error: 'Máximo 30 secciones' }),
  })
  .superRefine(productFormRules, EVERY_MESSAGE_AT_ONCE);
export type SpecialFormValues = z.input<typeof SpecialFormSchema>;
export type SpecialFormOutput = z.output<typeof SpecialFormSchema>;

/** The add-section dialog: one section, edited by the same editor as the wizard's. */
export const AgregarSeccionFormSchema = z
  .object({
    secciones: z
      .array(SeccionFormSchema, { error: SPECIAL_MESSAGES.noSections })
      .length(1, { error: SPECIAL_MESSAGES.noSections }),
  })
  .superRefine(({ secciones }, ctx) => {
    // The dialog drops unnamed rows: a price typed on one would be lost without a word.
    secciones[0]?.opciones.forEach((o, j) => {
      if (isUnnamedOption(o) && (o.precio_extra ?? 0) > 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['secciones', 0, 'opciones', j, 'nombre'],
          message: SPECIAL_FORM_MESSAGES.optionName,
        });
      }
    });
  });
export type AgregarSeccionFormValues = z.input<typeof AgregarSeccionFormSchema>;

/** Where each of the server's field errors goes in the form. */
export type FieldPathMap = (serverField: string) => string;

/** `secciones.{i}.opciones.{j}…` of what was sent, back to the form's rows (blank ones were left out). */
function optionPathMap(kept: number[][], prefix: (i: number) => string, pattern: RegExp) {
  return (field: string): string => {
    const match = pattern.exec(field);
    if (!match) return field;
    const [, i, j, rest = ''] = match;
    const formIndex = kept[Number(i)]?.[Number(j)];
    return formIndex === undefined ? field : `${prefix(Number(i))}opciones.${formIndex}${rest}`;
  };
}

/**
 * The wizard's sections as `secciones` of the API: temporary ids left out, positions from 1,
 * a nameless option named after its product, else 'Opción' (spec §5).
 */
export function toSeccionesInput(
  secciones: readonly SeccionFormOutput[],
  productName: (id: number) => string | undefined,
): { secciones: SeccionInput[]; formPath: FieldPathMap } {
  const out = secciones.map((s, i): SeccionInput => {
    return {
      ...(isTemporaryId(s.id) ? {} : { id: s.id }),
      nombre: s.nombre,
      descripcion: s.descripcion,
      minimo: s.minimo,
      maximo: s.maximo,
      seleccionar_mayor_valor: s.seleccionar_mayor_valor,
      orden: i + 1,
      opciones: s.opciones.map((o, j) => ({
        ...(isTemporaryId(o.id) ? {} : { id: o.id }),
        nombre: optionName(
          o.nombre,
          o.producto_relacionado_id === null ? undefined : productName(o.producto_relacionado_id),
        ),
        precio_extra: o.precio_extra ?? 0,
        orden: j + 1,
        activo: o.activo,
        producto_relacionado_id: o.producto_relacionado_id,
      })),
    };
  });
  // Every row is sent, in the form's order: the server's paths are the form's.
  return { secciones: out, formPath: (field) => field };
}

/** The special product's fields besides the image: what the multipart body carries. */
export function toSpecialFields(
  values: SpecialFormOutput,
  productName: (id: number) => string | undefined,
): { fields: Record<string, string>; formPath: FieldPathMap } {
  const { secciones, formPath } = toSeccionesInput(values.secciones, productName);
  const fields: Record<string, string> = {
    nombre: values.nombre,
    descripcion: values.descripcion,
    precio_base: String(values.precio_base ?? ''),
    tipo: TIPOS_ESPECIAL[0],
    categoria: String(values.categoria),
    descuento: String(values.conDescuento ? (values.descuento ?? 0) : 0),
    secciones: JSON.stringify(secciones),
  };
  if (values.creando) values.sedes.forEach((id, i) => (fields[`sedes[${i}]`] = String(id)));
  return { fields, formPath };
}

/**
 * The dialog's section as the body of `agregar-seccion`: blank options dropped, positions from 1
 * (spec §5); field errors of the body map back under `secciones.0`.
 */
export function toAgregarSeccion(seccion: SeccionFormOutput): {
  body: AgregarSeccion;
  formPath: FieldPathMap;
} {
  const rows = seccion.opciones.flatMap((o, j) => (isUnnamedOption(o) ? [] : [{ o, j }]));
  const options = optionPathMap(
    [rows.map((r) => r.j)],
    () => 'secciones.0.',
    /^()opciones\.(\d+)(\..*)?$/,
  );
  return {
    body: {
      nombre: seccion.nombre,
      descripcion: seccion.descripcion,
      minimo: seccion.minimo,
      maximo: seccion.maximo,
      seleccionar_mayor_valor: seccion.seleccionar_mayor_valor,
      opciones: rows.map(({ o }, j) => ({
        nombre: o.nombre,
        precio_extra: o.precio_extra ?? 0,
        orden: j + 1,
        activo: o.activo,
      })),
    },
    formPath: (field) => {
      const mapped = options(field);
      return mapped === field ? `secciones.0.${field}` : mapped;
    },
  };
}
