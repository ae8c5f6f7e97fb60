import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FormField } from './form-field';
import { inputClass } from './input';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled multi-line text box; takes react-hook-form's `register(...)` directly. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 3,
  ...props
}: TextAreaFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(inputClass, 'h-auto min-h-24 py-3', className)}
          {...props}
        />
      )}
    </FormField>
  );
}
