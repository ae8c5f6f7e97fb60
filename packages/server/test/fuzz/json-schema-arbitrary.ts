// fast-check arbitraries from the JSON Schemas of the OpenAPI document (which the zod schemas
// generate): values of the documented shape, and the same shape with hostile values anywhere.
import fc from 'fast-check';
import { adversarialValue } from './adversarial';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the generated document uses. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** Values harvested under one name. */
interface Pool {
  ints: number[];
  strings: string[];
}

const POOL_SIZE = 300;

/**
 * Values seen in the API's own successful answers (ids, emails, tokens), kept by the key they
 * came under, so a parameter or field named `id`, `email` or `token` can name something that
 * exists and get past the "not found" branch.
 */
export class Harvest {
  private readonly pools = new Map<string, Pool>();
  private readonly seen = new Set<string>();

  /** The pool of one name (created empty, filled as answers arrive). */
  pool(name = '*'): Pool {
    const key = name.toLowerCase();
    let pool = this.pools.get(key);
    if (!pool) this.pools.set(key, (pool = { ints: [], strings: [] }));
    return pool;
  }

  /** Harvests a JSON answer (a HEAD's empty body or a huge one is skipped). */
  addJson(text: string): void {
    if (text.length === 0 || text.length > 1_000_000) return;
    try {
      this.add(JSON.parse(text));
    } catch {
      // Not JSON after all: nothing to learn from it.
    }
  }

  add(value: unknown, key = '*', budget = { nodes: 2_000 }): void {
    if (--budget.nodes < 0) return;
    if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) {
      this.keep(key, value, this.pool(key).ints, this.pool().ints);
    } else if (typeof value === 'string' && value.length > 0 && value.length <= 120) {
      this.keep(key, value, this.pool(key).strings, this.pool().strings);
    } else if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.add(item, key, budget);
    } else if (value !== null && typeof value === 'object') {
      for (const [k, item] of Object.entries(value)) this.add(item, k, budget);
    }
  }

  private keep<T extends number | string>(key: string, value: T, own: T[], any: T[]): void {
    for (const [name, into] of [[key, own] as const, ['*', any] as const]) {
      const id = `${name}\u0000${typeof value}\u0000${value}`;
      if (this.seen.has(id) || into.length >= POOL_SIZE) continue;
      this.seen.add(id);
      into.push(value);
    }
  }
}

/** A value harvested under the field's name, or anywhere, or else the fallback's. */
function harvested<T>(
  own: readonly T[],
  any: readonly T[],
  fallback: fc.Arbitrary<T>,
  accept: (value: T) => boolean,
): fc.Arbitrary<T> {
  return fc.tuple(fc.nat(), fc.nat(3), fallback).map(([n, coin, other]) => {
    const pool = own.length > 0 && coin > 0 ? own : any;
    const value = pool[n % Math.max(pool.length, 1)];
    return value !== undefined && accept(value) ? value : other;
  });
}

function bounds(schema: JsonSchema, integer: boolean) {
  const step = integer ? 1 : Number.EPSILON;
  let min = schema.minimum ?? (integer ? -(2 ** 31) : -1e9);
  let max = schema.maximum ?? (integer ? 2 ** 31 - 1 : 1e9);
  if (schema.exclusiveMinimum === true) min += step;
  if (typeof schema.exclusiveMinimum === 'number') min = schema.exclusiveMinimum + step;
  if (schema.exclusiveMaximum === true) max -= step;
  if (typeof schema.exclusiveMaximum === 'number') max = schema.exclusiveMaximum - step;
  return { min, max };
}

interface Context {
  harvest: Harvest;
  /** The parameter's or field's name, to draw harvested values of the same name. */
  name: string;
}

function integerArbitrary(schema: JsonSchema, { harvest, name }: Context): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, true);
  // Small values name the demo's rows; the edges and the whole range find the rest.
  const small = fc.integer({ min, max: Math.max(min, Math.min(max, min + 30)) });
  const inRange = (n: number) => n >= min && n <= max;
  return fc.oneof(
    { weight: 3, arbitrary: small },
    { weight: 2, arbitrary: fc.integer({ min, max }) },
    { weight: 1, arbitrary: fc.constantFrom(min, max) },
    {
      weight: 4,
      arbitrary: harvested(harvest.pool(name).ints, harvest.pool().ints, small, inRange),
    },
  );
}

function numberArbitrary(schema: JsonSchema): fc.Arbitrary<number> {
  const { min, max } = bounds(schema, false);
  return fc.oneof(
    fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    fc.integer({ min: Math.ceil(Math.max(min, -1e6)), max: Math.floor(Math.min(max, 1e6)) }),
  );
}

/** Ways to write an instant; those a pattern accepts give it real dates, not 2026-59-61. */
const DATE_FORMATS: ReadonlyArray<(iso: string) => string> = [
  (iso) => iso.slice(0, 10),
  (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`,
  (iso) => `${iso.slice(0, 10)} ${iso.slice(11, 19)}`,
  (iso) => iso.slice(0, 19),
  (iso) => iso,
];

function patternArbitrary(pattern: string): fc.Arbitrary<string> | undefined {
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch {
    return undefined;
  }
  const sample = new Date('2026-11-25T12:34:56.000Z').toISOString();
  const formats = DATE_FORMATS.filter((format) => regex.test(format(sample)));
  if (formats.length === 0) return fc.stringMatching(regex);
  const dates = fc
    .tuple(
      fc.date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
      fc.constantFrom(...formats),
    )
    .map(([date, format]) => format(date.toISOString()));
  return fc.oneof(
    { weight: 3, arbitrary: dates },
    { weight: 1, arbitrary: fc.stringMatching(regex) },
  );
}

/** An address every validator accepts (fc.emailAddress's are valid but exotic). */
const plainEmail = fc
  .tuple(fc.stringMatching(/^[a-z]{3,10}$/), fc.nat(99_999))
  .map(([user, n]) => `${user}${n}@example.com`);

function stringArbitrary(schema: JsonSchema, { harvest, name }: Context): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  const fromPattern = schema.pattern ? patternArbitrary(schema.pattern) : undefined;
  const matches = fromPattern ? new RegExp(schema.pattern!) : undefined;
  const fits = (s: string) =>
    s.length >= minLength &&
    s.length <= (schema.maxLength ?? Infinity) &&
    (matches ? matches.test(s) : true);
  let plain: fc.Arbitrary<string>;
  if (fromPattern) plain = fromPattern;
  else if (schema.format === 'date') {
    plain = fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  } else if (schema.format === 'date-time') {
    plain = fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  } else if (schema.format === 'email') plain = fc.emailAddress();
  else {
    plain = fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength, maxLength }) },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
      { weight: 1, arbitrary: fc.emailAddress().filter((s) => s.length <= maxLength) },
      { weight: 1, arbitrary: plainEmail.filter((s) => s.length <= maxLength) },
    );
  }
  return fc.oneof(
    { weight: 3, arbitrary: plain },
    {
      weight: 2,
      arbitrary: harvested(harvest.pool(name).strings, harvest.pool().strings, plain, fits),
    },
  );
}

type Build = (schema: JsonSchema, name: string) => fc.Arbitrary<unknown>;

function objectArbitrary(schema: JsonSchema, build: Build, mutate: boolean) {
  const props = schema.properties ?? {};
  const model = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, build(s, k)]));
  const required = (schema.required ?? []).filter((k) => k in props);
  const extra =
    typeof schema.additionalProperties === 'object'
      ? fc.dictionary(fc.string({ maxLength: 12 }), build(schema.additionalProperties, '*'), {
          maxKeys: 3,
        })
      : fc.constant({});
  const record = (requiredKeys: string[]) =>
    fc
      .tuple(fc.record(model, { requiredKeys }), extra)
      .map(([known, more]) => ({ ...more, ...known }));
  if (!mutate) return record(required);
  return fc.oneof(
    { weight: 6, arbitrary: record(required) },
    { weight: 1, arbitrary: record([]) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(record(required), fc.dictionary(fc.string({ maxLength: 12 }), adversarialValue))
        .map(([known, unknown]) => ({ ...unknown, ...known })),
    },
  );
}

function shapeArbitrary(schema: JsonSchema, build: Build, context: Context, mutate: boolean) {
  const { name } = context;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => build(s, name)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((s) => build(s, name)))
      .map((parts) =>
        parts.every((p) => p !== null && typeof p === 'object' && !Array.isArray(p))
          ? Object.assign({}, ...parts)
          : parts[0],
      );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
      return integerArbitrary(schema, context);
    case 'number':
      return numberArbitrary(schema);
    case 'string':
      return stringArbitrary(schema, context);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(build(schema.items ?? {}, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 5, 5)),
      });
    case 'object':
      return objectArbitrary(schema, build, mutate);
    default:
      return schema.properties
        ? objectArbitrary(schema, build, mutate)
        : fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * Values of the schema's shape. With `mutate`, any node may instead be a hostile value, and
 * objects may lose required keys or gain unknown ones. `name` is the parameter's name.
 */
export function schemaArbitrary(
  root: JsonSchema,
  harvest: Harvest,
  mutate: boolean,
  name = '*',
): fc.Arbitrary<unknown> {
  const cache = new Map<string, Map<JsonSchema, fc.Arbitrary<unknown>>>();
  const build: Build = (schema, field) => {
    const byName = cache.get(field) ?? new Map<JsonSchema, fc.Arbitrary<unknown>>();
    cache.set(field, byName);
    const known = byName.get(schema);
    if (known) return known;
    let arbitrary = shapeArbitrary(schema, build, { harvest, name: field }, mutate);
    if (schema.nullable) {
      arbitrary = fc.oneof({ weight: 4, arbitrary }, { weight: 1, arbitrary: fc.constant(null) });
    }
    if (mutate) {
      arbitrary = fc.oneof({ weight: 7, arbitrary }, { weight: 1, arbitrary: adversarialValue });
    }
    byName.set(schema, arbitrary);
    return arbitrary;
  };
  return build(root, name);
}
