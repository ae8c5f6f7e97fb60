import { z } from 'zod';

/** The largest id a database `integer` column holds. */
export const MAX_ID = 2_147_483_647;

export const INPUT_MESSAGES = {
  idInvalid: 'El identificador no es válido',
  required: 'Este campo es requerido',
  controlChars: 'El texto contiene caracteres no permitidos',
  tooLong: (max: number) => `Máximo ${max} caracteres`,
  tooShort: (min: number) => `Mínimo ${min} caracteres`,
  notBoolean: 'Debe ser sí o no',
} as const;

const ID_RULES = { error: INPUT_MESSAGES.idInvalid };

/** An id in a JSON body: a positive integer that fits the database's integer columns. */
export const IdSchema = z.number(ID_RULES).int(ID_RULES).positive(ID_RULES).max(MAX_ID, ID_RULES);

/** The same id read from a path or a query string. */
export const IdParamSchema = z.coerce
  .number(ID_RULES)
  .int(ID_RULES)
  .positive(ID_RULES)
  .max(MAX_ID, ID_RULES);

/** A list of ids picked from a list ('roles', 'sedes', 'permisos'): at most `max` of them. */
export function idListSchema(what: string, max: number) {
  return z
    .array(IdSchema, { error: `Elige ${what} de la lista` })
    .max(max, { error: `Máximo ${max} ${what}` });
}

/** C0 controls (NUL included), DEL and C1 controls; multi-line text may hold tab, LF and CR. */
function hasControlChars(value: string, multiline: boolean): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 && !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d)))
      return true;
    if (code >= 0x7f && code <= 0x9f) return true;
  }
  return false;
}

export interface TextOptions {
  /** Most characters after trimming. */
  max: number;
  /** Fewest characters after trimming (default 1: required; 0 allows empty). */
  min?: number;
  /** Newlines allowed (observations, instructions). */
  multiline?: boolean;
  /** The message when it is missing or empty (default 'Este campo es requerido'). */
  required?: string;
}

/**
 * The one schema for typed text: trimmed, length-limited, free of NUL and control characters.
 * Every text a person sends to the API goes through it.
 */
export function textSchema({ max, min = 1, multiline = false, required }: TextOptions) {
  const missing = { error: required ?? INPUT_MESSAGES.required };
  let schema = z.string(missing).trim();
  if (min === 1) schema = schema.min(1, missing);
  else if (min > 1) schema = schema.min(min, { error: INPUT_MESSAGES.tooShort(min) });
  return schema
    .max(max, { error: INPUT_MESSAGES.tooLong(max) })
    .refine((v) => !hasControlChars(v, multiline), { error: INPUT_MESSAGES.controlChars });
}

/** A boolean flag from a query string ('true', 'false', '1', '0'). */
export const QueryFlagSchema = z
  .enum(['true', 'false', '1', '0'], { error: "Debe ser 'true' o 'false'" })
  .transform((v) => v === 'true' || v === '1');

export const IdParamsSchema = z.object({ id: IdParamSchema });

export const ProductosQuerySchema = z.object({
  sede: IdParamSchema.optional(),
  solo_activos: QueryFlagSchema.optional(),
});

export const CategoriasQuerySchema = z.object({
  sede: IdParamSchema.optional(),
  slug: textSchema({ max: 120 }).optional(),
});

export const SedeIdQuerySchema = z.object({ sede_id: IdParamSchema });
