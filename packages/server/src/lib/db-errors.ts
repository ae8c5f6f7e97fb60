interface PgError {
  code: string;
  message?: string;
}

/** The Postgres error inside `err`, whether raw or wrapped by Drizzle as `cause`. */
function pgErrorOf(err: unknown): PgError | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && 'code' in e) {
      const code = (e as { code: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as PgError;
    }
    e = typeof e === 'object' && 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return undefined;
}

/** The SQLSTATE of the Postgres error inside `err`, if there is one. */
export function pgErrorCode(err: unknown): string | undefined {
  return pgErrorOf(err)?.code;
}

/** True for a Postgres unique violation (23505). */
export function isUniqueViolation(err: unknown): boolean {
  return pgErrorOf(err)?.code === '23505';
}

interface InputError {
  status: number;
  error: string;
}

/**
 * The database errors a request's input can cause, as the answer the caller should get. Input is
 * validated before it reaches SQL; this is the net under that validation, never a 500.
 */
const INPUT_ERRORS: Record<string, InputError> = {
  // invalid_text_representation: a value of the wrong type ('abc' for an integer).
  '22P02': { status: 400, error: 'Los datos enviados no son válidos.' },
  // numeric_value_out_of_range: an id or amount beyond the column's range.
  '22003': { status: 400, error: 'Un valor numérico está fuera del rango permitido.' },
  // character_not_in_repertoire / untranslatable_character: NUL in text.
  '22021': { status: 400, error: 'El texto contiene caracteres no permitidos.' },
  '22P05': { status: 400, error: 'El texto contiene caracteres no permitidos.' },
  // invalid_datetime_format / datetime_field_overflow.
  '22007': { status: 400, error: 'La fecha no es válida.' },
  '22008': { status: 400, error: 'La fecha no es válida.' },
  // string_data_right_truncation: text longer than its column.
  '22001': { status: 400, error: 'Un texto supera la longitud permitida.' },
  // unique_violation.
  '23505': { status: 409, error: 'Ya existe un registro con esos datos.' },
  // check_violation / not_null_violation.
  '23514': { status: 400, error: 'Los datos enviados no cumplen las reglas.' },
  '23502': { status: 400, error: 'Falta un dato requerido.' },
};

// foreign_key_violation: a reference to a row that does not exist, or a row still in use.
const MISSING_REFERENCE: InputError = {
  status: 404,
  error: 'Uno de los registros indicados no existe.',
};
const STILL_REFERENCED: InputError = {
  status: 409,
  error: 'El registro está en uso y no se puede eliminar.',
};

/** The 4xx answer for a database error caused by input, or undefined for any other error. */
export function inputErrorOf(err: unknown): InputError | undefined {
  const pg = pgErrorOf(err);
  if (!pg) return undefined;
  if (pg.code === '23503')
    return pg.message?.startsWith('update or delete') ? STILL_REFERENCED : MISSING_REFERENCE;
  return INPUT_ERRORS[pg.code];
}

/** What a request answers while the database cannot be reached (restarting, a network cut). */
export const DATABASE_UNAVAILABLE = {
  status: 503,
  error: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
} as const;

// Postgres' codes for a server going away or not ready: admin_shutdown, crash_shutdown,
// cannot_connect_now, too_many_connections, and the connection_exception class (08…).
const UNAVAILABLE_CODES = /^(57P0[123]|53300|08[0-9A-Z]{3})$/;
// Node's socket errors, and node-postgres' own words for a connection that ended or never came.
const UNAVAILABLE_SOCKET = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection closed|terminating connection/i;

/** The innermost message of `err`: the driver's words, without the failed query's text and values. */
export function rootMessage(err: unknown): string {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e && 'cause' in e && e.cause; depth++) {
    e = e.cause;
  }
  return e instanceof Error ? e.message : String(e);
}

/** True when `err` (or what it wraps) says the database could not be reached, not that it refused. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if (typeof e !== 'object') return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_SOCKET.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = 'cause' in e ? (e as { cause: unknown }).cause : undefined;
  }
  return false;
}
