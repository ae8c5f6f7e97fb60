import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { es } from 'zod/locales';

// Any rule a domain schema leaves without its own message speaks Spanish. Set here, where the
// forms load, so zod stays off the menu's first load (decision 005). `z.config` merges into the
// global config object main.tsx created, so `jitless` (the CSP forbids eval) is kept.
z.config(es());

/** The one form pattern: react-hook-form checked by a domain schema. */
export function useZodForm<Input extends FieldValues, Output extends FieldValues = Input>(
  schema: z.ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({ ...options, resolver: zodResolver(schema) });
}
