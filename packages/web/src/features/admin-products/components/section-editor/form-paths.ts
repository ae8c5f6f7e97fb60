import type { FieldPathMap } from '@horno/domain/special-form';
import { ApiError } from '../../../../lib/api-client';

/** The server's field errors moved under the form's own rows (blank option rows were not sent). */
export function withFormPaths(error: unknown, formPath: FieldPathMap): unknown {
  if (!(error instanceof ApiError) || !error.fields) return error;
  const fields = Object.fromEntries(
    Object.entries(error.fields).map(([field, messages]) => [formPath(field), messages]),
  );
  return new ApiError(error.status, error.message, error.detail, fields);
}
