// One rule for every phone field: how a number is cleaned, which numbers are Colombian mobiles or
// landlines, and how one reads. Stored form: 10 national digits. The schemas the forms and the
// API share are in phone-schemas.ts: pages that only show a phone do not load zod (issue 13).

export const PHONE_MESSAGES = {
  required: 'El número de teléfono es requerido',
  /** Wrong length or not a number at all (customer-app.md §5, ARCHITECTURE decision 5). */
  invalid: 'Ingrese un número de teléfono válido (10 dígitos)',
  notMobile: 'Ingrese un número de celular válido (10 dígitos, empieza por 3)',
  notContact:
    'Ingrese un celular (empieza por 3) o un teléfono fijo (empieza por 60), de 10 dígitos',
} as const;

/** The longest text accepted before cleaning: '+57 (300) 123-4567' and its kin fit easily. */
export const PHONE_INPUT_MAX = 40;

const MOBILE = /^3\d{9}$/;
/** Since 2021 a fixed number is 60, the region's digit (1–8) and 7 digits: 601 is Bogotá. */
const LANDLINE = /^60[1-8]\d{7}$/;
/** Spaces (a pasted non-breaking one too), dashes, dots and parentheses people write between digits. */
const SEPARATORS = /[\s.()\-\u2010-\u2015\u2212]/g;
/** Colombia's country code (+57, 0057 or 57) before 10 national digits. */
const COUNTRY_PREFIXED = /^(?:\+57|0057|57)(\d{10})$/;

/**
 * A phone as its 10 national digits: '+57 300 123 4567', '(300) 123-4567', '0057 3001234567' and
 * '573001234567' all give '3001234567'. Anything that is no such number comes back without its
 * separators, never cut, so the rule can refuse it.
 */
export function normalizePhone(text: string): string {
  const compact = text.replace(SEPARATORS, '');
  return COUNTRY_PREFIXED.exec(compact)?.[1] ?? compact;
}

/** A Colombian mobile however it is written: 10 digits starting with 3. */
export function isMobile(text: string): boolean {
  return MOBILE.test(normalizePhone(text));
}

/** A Colombian fixed number however it is written: 10 digits starting with 601 to 608. */
export function isLandline(text: string): boolean {
  return LANDLINE.test(normalizePhone(text));
}

export type PhoneKind = 'mobile' | 'contact';

/** Why `text` is not a phone of `kind` (a mobile, or a mobile or landline), or null if it is. */
export function phoneProblem(text: string, kind: PhoneKind): string | null {
  const digits = normalizePhone(text);
  if (digits === '') return PHONE_MESSAGES.required;
  if (MOBILE.test(digits) || (kind === 'contact' && LANDLINE.test(digits))) return null;
  if (!/^\d{10}$/.test(digits)) return PHONE_MESSAGES.invalid;
  return kind === 'mobile' ? PHONE_MESSAGES.notMobile : PHONE_MESSAGES.notContact;
}

/** A phone for reading: '3001234567' → '+57 300 123 4567', '6015550101' → '+57 601 555 0101'. */
export function formatPhone(numero: string): string {
  const national = normalizePhone(numero);
  return /^\d{10}$/.test(national)
    ? `+57 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`
    : numero;
}
