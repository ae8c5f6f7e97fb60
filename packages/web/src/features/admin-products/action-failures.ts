import { ApiError } from '../../lib/api-client';

export type ProductActionKind = 'duplicar' | 'convertir';

/** A refusal the server explained (4xx), as opposed to a failure it could not (5xx, no answer). */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : null;

/**
 * A failed duplicate or conversion, in the words of back-office.md §8: 'Error al duplicar' with
 * the server's reason, 'No se pudo duplicar el producto' when the server failed, and 'Ocurrió un
 * error inesperado al duplicar el producto' otherwise; 'Error al convertir' (with the reason).
 */
export function failureMessage(kind: ProductActionKind, error: unknown): string {
  const reason = refusal(error);
  if (kind === 'convertir') return reason ? `Error al convertir: ${reason}` : 'Error al convertir';
  if (reason) return `Error al duplicar: ${reason}`;
  return error instanceof ApiError && error.status >= 500
    ? 'No se pudo duplicar el producto'
    : 'Ocurrió un error inesperado al duplicar el producto';
}
