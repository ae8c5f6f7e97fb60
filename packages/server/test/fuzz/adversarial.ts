// The hostile inputs every parameter and body is tried with: sizes, encodings, types and
// structures a client should never send and the server must refuse with a 4xx.
import fc from 'fast-check';

/** JSON text sent as is, for tokens JSON.stringify cannot produce (1e309, -0, deep nesting). */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON.stringify that writes RawJson fragments verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const HUGE = 'x'.repeat(100_000);
const DEPTH = 5_000;
export const DEEP_ARRAY = '['.repeat(DEPTH) + ']'.repeat(DEPTH);
export const DEEP_OBJECT = '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH);

export const ADVERSARIAL_STRINGS: readonly string[] = [
  '',
  ' ',
  '   relleno   ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m',
  '\r\n\t',
  '🍕',
  '👩‍👩‍👧‍👦'.repeat(40),
  '\u202eRTL',
  '\ud800',
  'a\udfffb',
  '\ufeffBOM',
  '\u200b',
  'Ñandú ñ ü',
  "' OR 1=1 --",
  '"; DROP TABLE usuarios; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%s%n%x',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '1e308',
  '-1',
  '0',
  '99999999999',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31 23:59:59',
  'x'.repeat(256),
  'x'.repeat(10_001),
  HUGE,
  '🍕'.repeat(50_000),
];

/** Number tokens written verbatim: beyond int4, beyond doubles, negative zero, tiny, huge. */
export const ADVERSARIAL_NUMBERS: readonly string[] = [
  '0',
  '-0',
  '-1',
  '1.5',
  '99999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '123456789012345678901234567890',
  '1e308',
  '-1e308',
  '1e309',
  '5e-324',
  '1e-7',
];

const structures = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  {},
  [null],
  { '': null },
  [1, 'a', { b: [] }],
  new RawJson(DEEP_ARRAY),
  new RawJson(DEEP_OBJECT),
  new RawJson('[' + '[1],'.repeat(20_000) + '1]'),
  new RawJson('{"__proto__":{"admin":true}}'),
  new RawJson('{"constructor":{"prototype":{"admin":true}}}'),
);

/** Any hostile JSON value: strings, numbers, wrong types, deep or huge structures, random JSON. */
export const adversarialValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ADVERSARIAL_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...ADVERSARIAL_NUMBERS).map((n) => new RawJson(n)) },
  { weight: 3, arbitrary: structures },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** Raw (already URL-encoded) text for a path segment or a query value. */
export const ADVERSARIAL_URL_VALUES: readonly string[] = [
  '',
  '0',
  '-1',
  '1',
  '+1',
  '1.5',
  '01',
  '0x10',
  '1e308',
  '1e3',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '99999999999',
  '2147483647',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  'abc',
  '%00',
  'a%00b',
  '%0A%0D',
  '%F0%9F%8D%95',
  '%E2%80%AE',
  '%D9%A1%D9%A2',
  '%C3%B1',
  '%FF%FE',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '%2F',
  '..',
  '%2e%2e',
  '%20',
  '%20%201',
  '%27%20OR%201%3D1',
  'x'.repeat(150),
  'x'.repeat(10_000),
];

/** Authorization headers an anonymous caller may send instead of none. */
export const ADVERSARIAL_AUTHORIZATION: readonly string[] = [
  'Token ',
  'Token',
  'Token abc',
  `Token ${'0'.repeat(64)}`,
  `Token ${'a'.repeat(10_000)}`,
  'token abc',
  'Bearer abc',
  'Basic YWRtaW46YWRtaW4=',
  'Token \t x',
  'Token ñandú',
];

/** Other headers worth a try on any route. */
export const ADVERSARIAL_HEADERS: ReadonlyArray<Record<string, string>> = [
  { accept: 'text/html' },
  { accept: 'application/xml;q=1, */*;q=0' },
  { 'accept-encoding': 'gzip, deflate, br' },
  { 'accept-encoding': 'identity;q=0, *;q=0' },
  { 'if-none-match': '*' },
  { 'if-none-match': '"garbage", W/"x"' },
  { 'if-modified-since': 'not a date' },
  { range: 'bytes=0-10,5-1' },
  { 'x-forwarded-for': '999.999.999.999, ::ffff:zz' },
  { 'x-forwarded-proto': 'gopher' },
  { origin: 'http://evil.example' },
  { 'content-encoding': 'gzip' },
  { 'idempotency-key': 'x'.repeat(5_000) },
  { 'idempotency-key': '' },
];

const MULTIPART =
  '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.json"\r\n' +
  'Content-Type: application/json\r\n\r\n{"a":1}\r\n--XyZ--\r\n';

/** A body with the content type it claims, most of them not the JSON the API speaks. */
export interface RawBody {
  contentType?: string;
  payload: string | Buffer;
  contentLength?: string;
}

export const ADVERSARIAL_BODIES: readonly RawBody[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '   ' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":' },
  { contentType: 'application/json', payload: "{'a':1}" },
  { contentType: 'application/json', payload: '[1,]' },
  { contentType: 'application/json', payload: 'NaN' },
  { contentType: 'application/json', payload: 'nul' },
  { contentType: 'application/json', payload: '\u0000' },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: 'true' },
  { contentType: 'application/json', payload: '"texto"' },
  { contentType: 'application/json', payload: '1e309' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: DEEP_ARRAY },
  { contentType: 'application/json', payload: DEEP_OBJECT },
  { contentType: 'application/json', payload: `{"a":"${HUGE}"}` },
  { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { contentType: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { contentType: 'application/json', payload: '{"a":1}', contentLength: '3' },
  { contentType: 'application/json', payload: '{"a":1}', contentLength: '99999' },
  { contentType: 'application/json; charset=utf-16le', payload: Buffer.from('{}', 'utf16le') },
  { contentType: 'application/json; charset=iso-8859-1', payload: Buffer.from([0x7b, 0xe9, 0x7d]) },
  { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x00, 0xc3, 0x28]) },
  { contentType: 'APPLICATION/JSON', payload: '{}' },
  { contentType: 'application/json;;;', payload: '{}' },
  { contentType: 'application/vnd.api+json', payload: '{}' },
  { contentType: 'text/json', payload: '{}' },
  { contentType: 'text/plain', payload: 'hola' },
  { contentType: 'text/plain', payload: '{"a":1}' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'email=a&password=b&a[b]=c' },
  { contentType: 'multipart/form-data; boundary=XyZ', payload: MULTIPART },
  { contentType: 'multipart/form-data', payload: 'basura' },
  { contentType: 'application/xml', payload: '<a><b/></a>' },
  { contentType: 'application/octet-stream', payload: Buffer.from([0, 1, 2, 255]) },
  { contentType: '', payload: '{}' },
  { contentType: '*/*', payload: '{}' },
  { contentType: 'ñ/ñ', payload: '{}' },
  { payload: '{}' },
];
