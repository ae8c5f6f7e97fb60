// Forms with a picture (multipart/form-data): read whole, within limits, into text fields and at
// most one file. The fields' bracketed names (`posibles_adiciones[0]id`) become nested values.
import fastifyMultipart from '@fastify/multipart';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@horno/domain/images';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors';

/** The file of a form, read into memory (at most MAX_IMAGE_BYTES). */
export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  /** As declared by the client: never trusted, the content decides. */
  mimetype: string;
  field: string;
}

export interface MultipartForm {
  fields: Record<string, string>;
  file: UploadedFile | undefined;
}

const MAX_FIELDS = 200;
const MAX_FIELD_BYTES = 16 * 1024;
/** Highest list index a field name may use (`sedes[1000]`). */
const MAX_INDEX = 1000;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Registers the multipart parser once, for the whole app. */
export async function installMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: {
      files: 1,
      // One byte over the limit: a larger file is cut there and reported, never read whole.
      fileSize: MAX_IMAGE_BYTES + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      fieldNameSize: 200,
      parts: MAX_FIELDS + 1,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });
}

const tooLarge = () => new AppError(413, IMAGE_MESSAGES.tooLarge);

/** The plugin's and busboy's errors, in Spanish. */
function formError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest('El formulario admite una sola imagen');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new AppError(413, 'El formulario tiene demasiados campos');
    case 'FST_PROTO_VIOLATION':
      return badRequest('El formulario tiene un campo con un nombre no permitido');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return badRequest('Un campo del formulario no es un JSON válido');
    case 'FST_MP_PREMATURE_CLOSE':
      return badRequest('El formulario llegó incompleto');
  }
  const status = (error as { statusCode?: unknown }).statusCode;
  if (typeof status === 'number' && status >= 500) return error;
  // Busboy's own (malformed or cut-off body) carry no status: the client sent them.
  return badRequest('El formulario no es válido');
}

/**
 * Reads a whole multipart form: text fields (a repeated name keeps its last value; `name[]`
 * appends, as `name[0]`, `name[1]`, …) and at most one file of at most 8 MB (else a 413).
 * A request that is not multipart/form-data is a 415.
 */
export async function readMultipartForm(request: FastifyRequest): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, 'El formulario debe enviarse como multipart/form-data');
  }
  const fields: Record<string, string> = {};
  const appended = new Map<string, number>();
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (buffer.length > MAX_IMAGE_BYTES) throw tooLarge();
        // A file input left empty arrives as a part with no name and no bytes.
        if (buffer.length === 0 && !part.filename) continue;
        file = { buffer, filename: part.filename, mimetype: part.mimetype, field: part.fieldname };
        continue;
      }
      if (part.fieldnameTruncated) throw badRequest('El nombre de un campo es demasiado largo');
      if (part.valueTruncated) {
        throw new AppError(413, `El campo «${part.fieldname}» es demasiado largo`);
      }
      const value = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      let name = part.fieldname;
      if (name.endsWith('[]')) {
        const index = appended.get(name) ?? 0;
        appended.set(name, index + 1);
        name = `${name.slice(0, -2)}[${index}]`;
      }
      fields[name] = value;
    }
  } catch (error) {
    throw formError(error);
  }
  return { fields, file };
}

type Segment = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'push' };

/** Splits `a[0]b[c][]` into its segments; undefined when the name is not in bracket notation. */
function segmentsOf(name: string): Segment[] | undefined {
  const open = name.indexOf('[');
  if (open <= 0) return undefined;
  const segments: Segment[] = [{ kind: 'key', key: name.slice(0, open) }];
  const rest = /\[([^[\]]*)\]|([A-Za-z_][\w-]*)/y;
  rest.lastIndex = open;
  while (rest.lastIndex < name.length) {
    const start = rest.lastIndex;
    const match = rest.exec(name);
    if (!match) throw badRequest(`El nombre del campo «${name}» no es válido`);
    const [, inBrackets, bare] = match;
    // A bare name only follows a bracket: `a[0]id`, never `a[0]` + `[`-less garbage mid-way.
    if (bare !== undefined && name[start - 1] !== ']') {
      throw badRequest(`El nombre del campo «${name}» no es válido`);
    }
    const text = inBrackets ?? bare!;
    if (text === '') segments.push({ kind: 'push' });
    else if (/^\d+$/.test(text)) {
      const index = Number(text);
      if (index > MAX_INDEX) {
        throw badRequest(`El campo «${name}» usa una posición mayor que ${MAX_INDEX}`);
      }
      segments.push({ kind: 'index', index });
    } else segments.push({ kind: 'key', key: text });
  }
  return segments;
}

type Container = Record<string, unknown> | unknown[];

const conflict = (name: string) =>
  badRequest(`El campo «${name}» choca con otro campo del formulario`);

/**
 * Turns a form's flat fields into nested values: `posibles_adiciones[0]id` and
 * `posibles_adiciones[0][id]` are `{posibles_adiciones: [{id}]}`, `sedes[0]` and `sedes[]` are
 * lists; a name without brackets stays as it is. A list may have holes where the form skipped an
 * index. Positions above 1000, prototype keys and names that mix a value with a list or an object
 * are a 400.
 */
export function fieldsToObject(fields: Record<string, string>): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const segments = segmentsOf(name) ?? [{ kind: 'key', key: name } as const];
    for (const segment of segments) {
      if (segment.kind === 'key' && FORBIDDEN_KEYS.has(segment.key)) {
        throw badRequest(`El nombre del campo «${name}» no está permitido`);
      }
    }
    let container: Container = result;
    for (const [i, segment] of segments.entries()) {
      const last = i === segments.length - 1;
      const next = segments[i + 1];
      const fresh = (): Container => (next?.kind === 'key' ? {} : []);
      if (segment.kind === 'key') {
        if (Array.isArray(container)) throw conflict(name);
        if (last) {
          if (Object.hasOwn(container, segment.key)) {
            if (typeof container[segment.key] !== 'string') throw conflict(name);
          }
          container[segment.key] = value;
          break;
        }
        const existing: unknown = Object.hasOwn(container, segment.key)
          ? container[segment.key]
          : undefined;
        container = (existing ?? (container[segment.key] = fresh())) as Container;
      } else {
        if (!Array.isArray(container)) throw conflict(name);
        const index = segment.kind === 'push' ? container.length : segment.index;
        if (index > MAX_INDEX) {
          throw badRequest(`El campo «${name}» usa una posición mayor que ${MAX_INDEX}`);
        }
        if (last) {
          if (container[index] !== undefined && typeof container[index] !== 'string') {
            throw conflict(name);
          }
          container[index] = value;
          break;
        }
        container = (container[index] ??= fresh()) as Container;
      }
      if (typeof container !== 'object' || container === null) throw conflict(name);
      if (next && (next.kind === 'key') === Array.isArray(container)) throw conflict(name);
    }
  }
  return result;
}
