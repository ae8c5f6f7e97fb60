// A regular product's register and edit forms arrive as multipart fields (strings, bracketed
// lists: `posibles_adiciones[0]id`); this turns them into the typed body the schema checks.
import {
  type ProductoInput,
  ProductoInputSchema,
  ProductoUpdateSchema,
} from '@horno/domain/catalog-admin';
import type { z } from 'zod';
import { badRequest } from '../../lib/errors';

type Raw = Record<string, unknown>;

/** '12' → 12; '' or absent → undefined; anything else stays as sent for the schema to refuse. */
export function toNumber(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : value;
}

export function toBoolean(value: unknown): unknown {
  if (value === 'true' || value === '1' || value === 'on') return true;
  if (value === 'false' || value === '0') return false;
  return value === '' ? undefined : value;
}

/** A bracketed list: its present items in order (a form may skip indexes when rows are removed). */
function toList(value: unknown): Raw[] | undefined {
  if (value === undefined) return undefined;
  // `posibles_adiciones=` (empty) says "none".
  if (value === '' || value === '[]') return [];
  if (!Array.isArray(value)) return value as never;
  return value.filter((item) => item !== undefined) as Raw[];
}

/** Spanish `{campo: [mensajes]}` from the schema's issues, like the route validator's answer. */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '_';
    (fields[key] ??= []).push(issue.message);
  }
  return fields;
}

export interface ProductForm {
  input: ProductoInput;
  /** The form sent its additions (an edit without them keeps the product's). */
  hasAdditions: boolean;
  /** The form asked to remove the current picture. */
  removeImage: boolean;
}

/** Checks a product form; bad input is a 400 naming each field, nothing is changed. */
export function parseProductForm(raw: Raw, mode: 'create' | 'update'): ProductForm {
  const adiciones = toList(raw['posibles_adiciones']);
  const precios = toList(raw['precios_por_medida']);
  const sedes = toList(raw['sedes']);
  const candidate = {
    nombre: raw['nombre'],
    descripcion: raw['descripcion'] ?? '',
    categoria: toNumber(raw['categoria']),
    precio: toNumber(raw['precio']) ?? null,
    descuento: toNumber(raw['descuento']),
    posibles_adiciones: adiciones?.map((a) => ({
      id: toNumber(a?.['id']),
      precio_adicion: toNumber(a?.['precio_adicion']),
    })),
    precios_por_medida: precios?.map((p) => ({
      medida: toNumber(p?.['medida']),
      precio: toNumber(p?.['precio']),
      admite_mitades: toBoolean(p?.['admite_mitades']),
    })),
    grupo_sabor: raw['grupo_sabor'] === '' ? null : raw['grupo_sabor'],
    activo: toBoolean(raw['activo']),
    sedes: Array.isArray(sedes) ? sedes.map((s) => toNumber(s)) : sedes,
  };
  const schema = mode === 'create' ? ProductoInputSchema : ProductoUpdateSchema;
  const parsed = schema.safeParse(candidate);
  if (!parsed.success) {
    throw badRequest('Los datos enviados no son válidos.', fieldsOfIssues(parsed.error.issues));
  }
  return {
    input: parsed.data,
    hasAdditions: adiciones !== undefined,
    removeImage: toBoolean(raw['eliminar_imagen']) === true,
  };
}
