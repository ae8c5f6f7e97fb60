import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClass } from './input';
import { cn } from '../../lib/cn';

/** Only the digits of what was typed or pasted ('$ 21.000' → '21000'). */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '').replace(/^0+(?=\d)/, '');
}

/** Why a typed amount was refused, said next to the field. */
export const MONEY_REFUSED = {
  negative: 'Solo valores positivos: el signo menos no se admite',
  letters: 'Solo números: las letras no se admiten',
} as const;

/**
 * What an amount field makes of a typed or pasted text: its digits, or why it refuses the text
 * (a minus sign or letters; '$', dots, commas and spaces of a pasted '$ 21.000' are fine).
 */
export function readMoney(text: string): { digits: string; refused: string | null } {
  if (/[-\u2212\u2012\u2013]/.test(text)) return { digits: '', refused: MONEY_REFUSED.negative };
  if (/\p{L}/u.test(text)) return { digits: '', refused: MONEY_REFUSED.letters };
  return { digits: digitsOnly(text), refused: null };
}

interface MoneyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'onChange' | 'type'
> {
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A peso amount: digits only (a pasted '$ 21.000' keeps 21000), null when empty. A minus sign or
 * letters leave the amount as it was and say why under the field.
 */
export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  const [refused, setRefused] = useState<string | null>(null);
  const noteId = useId();
  const describedBy =
    [props['aria-describedby'], refused ? noteId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
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
          aria-describedby={describedBy}
          value={value === null || value === undefined ? '' : String(value)}
          onChange={(event) => {
            const typed = readMoney(event.target.value);
            setRefused(typed.refused);
            if (typed.refused) return;
            onValueChange(typed.digits === '' ? null : Math.min(Number(typed.digits), 999_999_999));
          }}
          className={cn(inputClass, 'h-11 pl-7 tabular-nums', className)}
        />
      </div>
      <p id={noteId} role="status" className="mt-1 text-sm font-bold text-warning empty:hidden">
        {refused}
      </p>
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
