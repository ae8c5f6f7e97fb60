import { ApiError } from '../../lib/api-client';

/** 'Error al crear el pedido: {reason}', with the first field problem when the server gave one. */
export function orderFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Error al crear el pedido: intenta de nuevo.';
  const field = Object.values(error.fields ?? {})[0]?.[0];
  const reason = field && field !== error.message ? `${error.message} ${field}` : error.message;
  return `Error al crear el pedido: ${reason}`;
}
