import { useCallback } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-client';
import { failureMessage } from './error-message';
import { notify } from './toast';

/**
 * The one place a form learns what the server refused: each message of the answer's `fields`
 * (`{ 'posibles_adiciones.0.id': [...] }`) goes under its field, the first one is focused, and
 * the toast says `fallback` with the server's reason. A 409 without fields (a taken name) goes
 * under `conflictField` when one is given.
 */
export function useServerErrors<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, unknown>, 'setError' | 'getValues'>,
  options: { conflictField?: FieldPath<T> } = {},
) {
  const { setError, getValues } = form;
  const { conflictField } = options;
  return useCallback(
    (error: unknown, fallback: string) => {
      let focused = false;
      if (error instanceof ApiError) {
        const values = getValues() as Record<string, unknown>;
        for (const [field, messages] of Object.entries(error.fields ?? {})) {
          const message = messages[0];
          // Only fields the form has; the rest are said by the toast.
          if (!message || !hasPath(values, field)) continue;
          setError(field as FieldPath<T>, { message }, { shouldFocus: !focused });
          focused = true;
        }
        if (!focused && error.status === 409 && conflictField) {
          setError(conflictField, { message: error.message }, { shouldFocus: true });
        }
      }
      notify.error(failureMessage(fallback, error));
    },
    [setError, getValues, conflictField],
  );
}

function hasPath(values: Record<string, unknown>, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}
