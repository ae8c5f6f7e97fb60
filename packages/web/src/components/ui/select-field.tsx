import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { FormField } from './form-field';
import { inputClass } from './input';

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'id' | 'children'> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  options: readonly { value: number | string; label: string }[];
  /** The first, empty choice ('Elige una categoría'); without it one option is always chosen. */
  placeholder?: string;
}

/**
 * A labelled native select with its hint and validation message. Like `TextField` it takes
 * react-hook-form's `register(...)` directly (give `setValueAs` for numbers).
 */
export function SelectField({
  label,
  error,
  hint,
  options,
  placeholder,
  className,
  ...props
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => (
        <select
          {...control}
          className={cn(inputClass, 'h-11 appearance-auto', className)}
          {...props}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
