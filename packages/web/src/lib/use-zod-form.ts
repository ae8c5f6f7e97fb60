import { useEffect } from 'react';
import {
  type FieldValues,
  type Resolver,
  useForm,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';

type Schema<Input, Output> = z.ZodType<Output, Input>;

/**
 * A form's domain schema, or how to load it: a page whose first screen is a form (the checkout)
 * draws it before zod has arrived, and its first check waits for it.
 */
export type SchemaSource<Input, Output> =
  Schema<Input, Output> | (() => Promise<Schema<Input, Output>>);

// zod (25 KB) is not in the forms' chunk: it is fetched as a form first renders, so the form is
// on screen a moment sooner on a slow phone (decision 020).
const loadResolver = () => import('./zod-resolver');

function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  source: SchemaSource<Input, Output>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([
      loadResolver(),
      typeof source === 'function' ? source() : source,
    ]);
    return zodResolver(schema)(values, context, options);
  };
}

/** The one form pattern: react-hook-form checked by a domain schema. */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: SchemaSource<Input, Output>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  useEffect(() => {
    void loadResolver();
    if (typeof schema === 'function') void schema();
  }, []); // once, as the form first renders
  return useForm<Input, unknown, Output>({ ...options, resolver: lazyZodResolver(schema) });
}
