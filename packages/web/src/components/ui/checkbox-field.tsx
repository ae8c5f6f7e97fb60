import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from './checkbox';

interface CheckboxFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field of the form holding a boolean. */
  name: FieldPathByValue<T, boolean | undefined>;
  label: ReactNode;
  description?: ReactNode;
  className?: string;
}

/** The form kit's checkbox: a boolean field of a react-hook-form form, with its label. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  ...checkbox
}: CheckboxFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox {...checkbox} checked={field.value === true} onCheckedChange={field.onChange} />
      )}
    />
  );
}
