import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClass } from './input';
import { cn } from '../../lib/cn';

/** Only the digits of what was typed or pasted ('$ 21.000' → '21000'). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/** A peso amount: digits only (a pasted '$ 21.000' keeps 21000), null when empty. */
export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted"
      >
        $
      </span>
      <input
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(event) => {
          const digits = digitsOnly(event.target.value);
          onValueChange(digits === '' ? null : Math.min(Number(digits), 999_999_999));
        }}
        className={cn(inputClass, 'h-11 pl-7 tabular-nums', className)}
      />
    </div>
  );
}

interface MoneyFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, number | null | undefined>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
}

/** A labelled peso amount of a react-hook-form form (null when empty). */
export function MoneyField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  error,
}: MoneyFieldProps<T>) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(field) => (
        <Controller
          control={control}
          name={name}
          render={({ field: price }) => (
            <MoneyInput
              {...field}
              name={price.name}
              ref={price.ref}
              value={price.value as number | null}
              onBlur={price.onBlur}
              onValueChange={price.onChange}
            />
          )}
        />
      )}
    </FormField>
  );
}
