import { useEffect } from 'react';
import {
  type FieldErrors,
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { onFirstInteraction } from './on-first-interaction';
import { notify } from './toast';

type Schema<Input, Output> = z.ZodType<Output, Input>;

/**
 * A form's domain schema, or how to load it: a page whose first screen is a form (the checkout)
 * draws it before zod has arrived.
 */
export type SchemaSource<Input, Output> =
  Schema<Input, Output> | (() => Promise<Schema<Input, Output>>);

// zod (25 KB) is not in the forms' chunk, so a form is on screen sooner on a slow phone
// (decision 020); its first check waits for it.
const loadResolver = () => import('./zod-resolver');
const RULES_UNAVAILABLE =
  'No pudimos preparar el formulario. Revisa tu conexión e inténtalo de nuevo.';

function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    let loaded;
    try {
      loaded = await Promise.all([
        loadResolver(),
        typeof source === 'function' ? source() : source,
      ]);
    } catch {
      // Offline, say: the form cannot be checked, so it is not sent; its next check tries again.
      notify.error(RULES_UNAVAILABLE, { id: RULES_UNAVAILABLE });
      const errors = { root: { type: 'load', message: RULES_UNAVAILABLE } };
      return { values: {}, errors: errors as FieldErrors<Input> };
    }
    const [{ zodResolver }, schema] = loaded;
    return zodResolver(schema)(values, context, options);
  };
}

/** The one form pattern: react-hook-form checked by a domain schema. */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: SchemaSource<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  // Fetched at the person's first tap, key or focus, while they fill the form in: off the page's
  // first screen on a slow phone. If that fails, the first check says so.
  useEffect(
    () =>
      onFirstInteraction(() => {
        loadResolver().catch(() => undefined);
        if (typeof schema === 'function') schema().catch(() => undefined);
      }),
    [],
  );
  return useForm<Input, unknown, Output>({ ...options, resolver: lazyZodResolver(schema) });
}
