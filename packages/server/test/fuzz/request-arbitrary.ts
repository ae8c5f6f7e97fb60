// One operation → an arbitrary of HTTP requests to it: each parameter omitted, well-formed or
// hostile; bodies of the documented shape, mutated, or not JSON at all; now and then the wrong
// method, a mangled URL or odd headers.
import fc from 'fast-check';
import {
  ADVERSARIAL_AUTHORIZATION,
  ADVERSARIAL_BODIES,
  ADVERSARIAL_HEADERS,
  ADVERSARIAL_STRINGS,
  ADVERSARIAL_URL_VALUES,
  type RawBody,
  adversarialValue,
  toJsonText,
} from './adversarial';
import { type Harvest, schemaArbitrary } from './json-schema-arbitrary';
import type { Operation, Parameter } from './operations';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /** An Authorization header an anonymous caller sends instead of none. */
  strayAuthorization?: string;
  /** What this request tried, e.g. `query:sede:hostile`, for the coverage check. */
  tried: string[];
}

interface Part {
  /** Raw text for the URL (already encoded) or a header value; undefined = left out. */
  text?: string;
  /** Extra `k=v` pairs (repeated or bracketed keys). */
  query?: string[];
  tag: 'valid' | 'hostile' | 'omitted';
}

const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'];

/** encodeURIComponent, which throws on lone surrogates; those become U+FFFD like a browser's. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : toJsonText(value);

const HEADER_SAFE = ADVERSARIAL_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s));

/**
 * A calm request is well-formed throughout (it reaches the handler's logic); a wild one may spoil
 * anything.
 */
type Mode = 'calm' | 'wild';

const omitted = fc.constant<Part>({ tag: 'omitted' });

function urlPart(param: Parameter, harvest: Harvest, mode: Mode): fc.Arbitrary<Part> {
  const valid = schemaArbitrary(param.schema, harvest, false, param.name).map((v): Part => ({
    text: encode(asText(v)),
    tag: 'valid',
  }));
  if (mode === 'calm') {
    return param.required
      ? valid
      : fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: omitted });
  }
  const hostile = fc.oneof(
    fc.constantFrom(...ADVERSARIAL_URL_VALUES),
    fc.string({ unit: 'grapheme', maxLength: 20 }).map(encode),
    adversarialValue.map((v) => encode(asText(v).slice(0, 20_000))),
  );
  const options = [
    { weight: 4, arbitrary: valid },
    { weight: 3, arbitrary: hostile.map((text): Part => ({ text, tag: 'hostile' })) },
  ];
  if (param.in === 'path') return fc.oneof(...options);
  return fc.oneof(
    ...options,
    { weight: param.required ? 1 : 2, arbitrary: omitted },
    {
      weight: 1,
      arbitrary: fc
        .tuple(hostile, hostile, fc.constantFrom('', '[]', '[0]', '[a]', '[__proto__]'))
        .map(([a, b, brackets]): Part => ({
          query: [`${param.name}${brackets}=${a}`, `${param.name}=${b}`],
          tag: 'hostile',
        })),
    },
  );
}

function headerPart(param: Parameter, harvest: Harvest, mode: Mode): fc.Arbitrary<Part> {
  const printable = (s: string) => s.replace(/[^\x20-\x7e]/g, '?');
  const valid = schemaArbitrary(param.schema, harvest, false, param.name).map((v): Part => ({
    text: printable(asText(v)),
    tag: 'valid',
  }));
  const hostile = fc.constantFrom(...HEADER_SAFE).map((text): Part => ({ text, tag: 'hostile' }));
  return fc.oneof(
    { weight: param.required ? 0 : 2, arbitrary: omitted },
    { weight: 3, arbitrary: valid },
    { weight: mode === 'calm' ? 0 : 2, arbitrary: hostile },
  );
}

interface BodyPart {
  raw?: RawBody;
  tag: string;
}

function bodyPart(op: Operation, harvest: Harvest, mode: Mode): fc.Arbitrary<BodyPart> {
  const json = (value: unknown, tag: string): BodyPart => ({
    raw: { contentType: 'application/json', payload: toJsonText(value) },
    tag,
  });
  if (mode === 'calm') {
    return op.body
      ? schemaArbitrary(op.body.schema, harvest, false).map((v) => json(v, 'valid'))
      : fc.constant<BodyPart>({ tag: 'none' });
  }
  const hostileRaw = fc.constantFrom(...ADVERSARIAL_BODIES).map((raw) => ({ raw, tag: 'raw' }));
  const none = fc.constant<BodyPart>({ tag: 'none' });
  if (!op.body) {
    return fc.oneof(
      { weight: 8, arbitrary: none },
      { weight: 1, arbitrary: hostileRaw },
      { weight: 1, arbitrary: adversarialValue.map((v) => json(v, 'hostile')) },
    );
  }
  const schema = op.body.schema;
  return fc.oneof(
    { weight: 3, arbitrary: schemaArbitrary(schema, harvest, false).map((v) => json(v, 'valid')) },
    { weight: 5, arbitrary: schemaArbitrary(schema, harvest, true).map((v) => json(v, 'mutated')) },
    { weight: 3, arbitrary: hostileRaw },
    { weight: 1, arbitrary: adversarialValue.map((v) => json(v, 'hostile')) },
    { weight: 1, arbitrary: none },
  );
}

/** Ways to spoil a well-formed URL: case, slashes, dot segments, fragments, stray `?`. */
const URL_MANGLERS: ReadonlyArray<(path: string) => string> = [
  (p) => p,
  (p) => p.toUpperCase(),
  (p) => p.replace(/\//g, '//'),
  (p) => p.replace(/\/$/, ''),
  (p) => `${p.replace(/\/$/, '')}/extra/`,
  (p) => `${p}../`,
  (p) => `${p}%2e%2e/`,
  (p) => `${p}#fragment`,
  (p) => `${p};jsessionid=1`,
];

/** Extra query text: unknown keys, empty keys, bad escapes, a huge value. */
const QUERY_EXTRAS: ReadonlyArray<readonly string[]> = [
  ['zzz=1', 'sede_id=1&sede=2'],
  ['&&=&=x'],
  ['%zz=1'],
  ['='],
  ['a'],
  ['?=?'],
  [`q=${'x'.repeat(100_000)}`],
];

function queryExtras(): fc.Arbitrary<readonly string[]> {
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant<readonly string[]>([]) },
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_EXTRAS) },
  );
}

/** The arbitrary of requests to one operation: one in four calm, the rest wild. */
export function requestArbitrary(
  op: Operation,
  harvest: Harvest,
  otherMethods: readonly string[],
): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: requestsOf(op, harvest, otherMethods, 'calm') },
    { weight: 3, arbitrary: requestsOf(op, harvest, otherMethods, 'wild') },
  );
}

function requestsOf(
  op: Operation,
  harvest: Harvest,
  otherMethods: readonly string[],
  mode: Mode,
): fc.Arbitrary<FuzzRequest> {
  const parts = op.parameters.map((p) =>
    p.in === 'header' ? headerPart(p, harvest, mode) : urlPart(p, harvest, mode),
  );
  const wild = mode === 'wild';
  const wrongMethods = ALL_METHODS.filter((m) => !otherMethods.includes(m));
  return fc
    .record({
      parts: fc.tuple(...parts),
      body: bodyPart(op, harvest, mode),
      extras: wild ? queryExtras() : fc.constant<readonly string[]>([]),
      method:
        wild && wrongMethods.length > 0
          ? fc.oneof(
              { weight: 24, arbitrary: fc.constant(op.method) },
              { weight: 1, arbitrary: fc.constantFrom(...wrongMethods) },
            )
          : fc.constant(op.method),
      mangle: wild
        ? fc.oneof(
            { weight: 30, arbitrary: fc.constant(0) },
            { weight: 1, arbitrary: fc.integer({ min: 1, max: URL_MANGLERS.length - 1 }) },
          )
        : fc.constant(0),
      headers: wild
        ? fc.option(fc.constantFrom(...ADVERSARIAL_HEADERS), { freq: 6, nil: undefined })
        : fc.constant(undefined),
      authorization: wild
        ? fc.option(fc.constantFrom(...ADVERSARIAL_AUTHORIZATION), { freq: 6, nil: undefined })
        : fc.constant(undefined),
      address: fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 250 })),
    })
    .map(({ parts, body, extras, method, mangle, headers, authorization, address }) => {
      const tried: string[] = [`body:${body.tag}`];
      const query: string[] = [];
      const requestHeaders: Record<string, string> = { ...headers };
      let path = op.path;
      op.parameters.forEach((param, i) => {
        const part = parts[i]!;
        tried.push(`${param.in}:${param.name}:${part.tag}`);
        if (param.in === 'path') path = path.replace(`{${param.name}}`, part.text ?? '');
        else if (param.in === 'header' && part.text !== undefined) {
          requestHeaders[param.name] = part.text;
        } else if (part.query) query.push(...part.query);
        else if (part.text !== undefined) query.push(`${param.name}=${part.text}`);
      });
      query.push(...extras);
      path = URL_MANGLERS[mangle]!(path);
      if (body.raw?.contentType !== undefined) {
        requestHeaders['content-type'] = body.raw.contentType;
      }
      if (body.raw?.contentLength !== undefined) {
        requestHeaders['content-length'] = body.raw.contentLength;
      }
      const request: FuzzRequest = {
        method,
        url: query.length > 0 ? `${path}?${query.join('&')}` : path,
        headers: requestHeaders,
        remoteAddress: `10.0.${address[0]}.${address[1]}`,
        tried,
      };
      if (body.raw) request.payload = body.raw.payload;
      if (authorization !== undefined) request.strayAuthorization = authorization;
      return request;
    });
}
