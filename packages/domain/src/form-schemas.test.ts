import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_SCHEMAS } from './form-schemas';

// The walk reads zod's own description of each schema; only the parts it needs are typed.
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  format?: string;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch']);

/** The schema under optional, nullable, default and the input side of a pipe or transform. */
function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if (WRAPPERS.has(def.type) && def.innerType) return unwrap(def.innerType);
  if (def.type === 'pipe' && def.in) return unwrap(def.in);
  return schema;
}

type Path = Array<string | number>;
interface Field {
  path: Path;
  type: string;
  /** A string of a set format (a date): its rule is the format, not a length. */
  format?: string;
}

/** Every field a form could send, nested objects and list items included. */
function fieldsOf(schema: z.ZodType, path: Path = []): Field[] {
  const inner = unwrap(schema);
  const def = defOf(inner);
  const own = path.length > 0 ? [{ path, type: def.type, format: def.format }] : [];
  if (def.type === 'object' && def.shape) {
    return [
      ...own,
      ...Object.entries(def.shape).flatMap(([key, value]) => fieldsOf(value, [...path, key])),
    ];
  }
  if (def.type === 'array' && def.element) return [...own, ...fieldsOf(def.element, [...path, 0])];
  return own;
}

const LONG_TEXT = 'a'.repeat(10_000);

/** A value of the wrong kind for a field of `type`. */
function wrongValue(type: string): unknown {
  if (type === 'string' || type === 'enum' || type === 'literal') return 12345;
  if (type === 'array') return { no: 'es una lista' };
  return 'texto';
}

/** `{}` with `value` at `path`, creating the objects and lists on the way. */
function withValue(path: Path, value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node: Record<string | number, unknown> = root;
  path.forEach((key, i) => {
    const next = path[i + 1];
    if (next === undefined) node[key] = value;
    else node = (node[key] ??= typeof next === 'number' ? [] : {}) as Record<string, unknown>;
  });
  return root;
}

const ENGLISH = /invalid|expected|too big|too small|required|received|must|should|input/i;
/**
 * The length rule a too-long value must be told: characters (in the spec's own words where it
 * has them: 'El nombre no puede exceder 60 caracteres'), or the digits of a code or phone.
 */
const LENGTH_RULE = /^Máximo \d+ caracteres$|no puede exceder \d+ caracteres$|\d+ dígitos/;

interface Probe {
  what: string;
  input: unknown;
  /** A string field given 10,000 characters. */
  tooLong?: Path;
}

const shortPath = (path: PropertyKey[]) => path.map((key) => String(key).slice(0, 20)).join('.');

function probesOf(schema: z.ZodType): Probe[] {
  const probes: Probe[] = [{ what: '{} (todo falta)', input: {} }];
  for (const { path, type, format } of fieldsOf(schema)) {
    const name = path.join('.');
    probes.push({
      what: `${name}: tipo ${type} equivocado`,
      input: withValue(path, wrongValue(type)),
    });
    if (type === 'string') {
      probes.push({ what: `${name}: vacío`, input: withValue(path, '') });
      probes.push({
        what: `${name}: 10.000 caracteres`,
        input: withValue(path, LONG_TEXT),
        ...(format ? {} : { tooLong: path }),
      });
    }
    if (type === 'record') {
      probes.push({ what: `${name}: clave larga`, input: withValue([...path, LONG_TEXT], 1) });
    }
  }
  return probes;
}

describe('FORM_SCHEMAS', () => {
  for (const [name, schema] of Object.entries(FORM_SCHEMAS)) {
    it(`${name} answers every wrong value in Spanish, with the rule it breaks`, () => {
      const english: string[] = [];
      for (const probe of probesOf(schema)) {
        const issues = schema.safeParse(probe.input).error?.issues ?? [];
        for (const issue of issues) {
          if (!issue.message.trim() || ENGLISH.test(issue.message)) {
            english.push(`${probe.what} → ${shortPath(issue.path)}: "${issue.message}"`);
          }
        }
        if (probe.tooLong) {
          const at = probe.tooLong.join('.');
          const messages = issues.filter((i) => i.path.join('.') === at).map((i) => i.message);
          expect(
            messages.some((m) => LENGTH_RULE.test(m)),
            `${probe.what}: ${messages.join(' | ')}`,
          ).toBe(true);
        }
      }
      expect(english).toEqual([]);
    });
  }

  it('walks the nested fields too', () => {
    const paths = fieldsOf(FORM_SCHEMAS.OrderInputSchema).map((f) => f.path.join('.'));
    expect(paths).toContain('direccion.direccion_entrega');
    expect(paths).toContain('productosPedidos.0.adiciones.0.precio_adicion');
    expect(paths).toContain('invitado.numero');
  });
});
