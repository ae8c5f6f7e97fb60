import { AUTH_MESSAGES } from '@horno/domain/auth-messages';
import { ApiError } from '../../../lib/api-client';

// The Spanish texts of customer-app.md §8, chosen from a failed call's status and body.

export const LOGIN_FAILED = 'Error al iniciar sesión. Por favor, intente de nuevo.';
export const REGISTER_FAILED = 'Error al registrar usuario';
export const REGISTER_FORM_FAILED = 'Hubo un error al registrar el usuario';
export const PHONE_VERIFIED_ELSEWHERE = 'Este número ya está verificado para otro usuario';
export const SEND_CODE_FAILED = 'Error al enviar código';

/** How a failed login is told: a toast for wrong credentials, a form message otherwise. */
export function loginFailure(error: unknown): { credentials: boolean; message: string } {
  if (error instanceof ApiError && (error.status === 400 || error.status === 401)) {
    return { credentials: true, message: AUTH_MESSAGES.invalidCredentials };
  }
  // Too many tries: the server says how long to wait.
  if (error instanceof ApiError && error.status === 429) {
    return { credentials: false, message: error.message };
  }
  return { credentials: false, message: LOGIN_FAILED };
}

export interface RegisterFailure {
  /** The toast: the server's error, else the first field message, else a fallback. */
  toast: string;
  /** Messages to show under the e-mail and phone fields. */
  fields: { email?: string; numero?: string };
  /** The form-level message, when no field explains the failure. */
  form: string | null;
}

export function registerFailure(error: unknown): RegisterFailure {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
    const toast = error instanceof ApiError && error.status === 0 ? error.message : REGISTER_FAILED;
    return { toast, fields: {}, form: REGISTER_FORM_FAILED };
  }
  const email = error.fields?.email?.[0];
  const numero = error.fields?.numero?.[0];
  const fields = { ...(email ? { email } : {}), ...(numero ? { numero } : {}) };
  const toast = error.message || email || numero || REGISTER_FAILED;
  return { toast, fields, form: email || numero ? null : toast };
}

/** The message for a failed 'send code': a phone verified elsewhere gets its own text. */
export function sendCodeFailure(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return SEND_CODE_FAILED;
  if (
    error.message.includes('número de teléfono ya está verificado') &&
    !error.message.startsWith('Tu ')
  ) {
    return PHONE_VERIFIED_ELSEWHERE;
  }
  return error.message || SEND_CODE_FAILED;
}

/** Seconds the server asks to wait before another code (429 while the resend wait runs). */
export function retryAfterSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const detail = error.detail as { retry_after?: unknown } | undefined;
  return typeof detail?.retry_after === 'number' ? detail.retry_after : null;
}

export function verifyFailure(error: unknown): string {
  if (error instanceof ApiError && error.status !== 0 && error.status < 500 && error.message) {
    return error.message;
  }
  return AUTH_MESSAGES.codeInvalid;
}
