import { ApiError } from './api-client';

/**
 * The spec's message for a failed action, followed by the server's reason when it gave one
 * ('Error al crear el rol. Ya existe un rol con este nombre').
 */
export function failureMessage(fallback: string, error: unknown): string {
  if (!(error instanceof ApiError) || !error.message || error.message === fallback) return fallback;
  const reason = error.message.trim();
  return `${fallback}. ${reason}`;
}

/** The server's `fields` errors, first message of each field. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !error.fields) return {};
  const found: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.fields)) {
    const first = messages[0];
    if (first) found[field] = first;
  }
  return found;
}
