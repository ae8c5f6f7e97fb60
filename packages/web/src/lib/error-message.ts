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

/** Why a screen's data could not be loaded, and what to do: a refusal is not a connection problem. */
export function loadFailureDescription(error: unknown): string {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) {
    return 'No tienes permiso para ver esta información. Si la necesitas, pide a un administrador que se la dé a tu rol.';
  }
  if (status === 401) return 'Tu sesión terminó. Inicia sesión de nuevo para continuar.';
  if (error instanceof ApiError && status >= 400 && status < 500) {
    return `${error.message.replace(/\.$/, '')}.`;
  }
  if (status >= 500) {
    return 'El servidor tuvo un problema. Inténtalo de nuevo en un momento; si sigue pasando, avisa al administrador.';
  }
  return 'Revisa tu conexión e inténtalo de nuevo. Si el problema sigue, avisa al administrador.';
}

/**
 * A refused action's message: the server's own reason when it gave one (a 4xx says what to do,
 * 'No se puede eliminar la categoría Pizzas: tiene 12 productos…'), otherwise `fallback`.
 */
export function refusalMessage(fallback: string, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return error.message;
  }
  return fallback;
}
