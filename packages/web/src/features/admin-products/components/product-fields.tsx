// Fields the regular product form and the special product wizard share.
import { Plus } from 'lucide-react';
import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field';

/**
 * A number field's `setValueAs`: null when empty. react-hook-form also passes it the default
 * value, so a null default must stay null (`Number(null)` would make it 0).
 */
export const numberOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

interface DiscountFieldProps extends Omit<TextFieldProps, 'label' | 'type' | 'hint'> {
  /** Shown once 'Agregar descuento' was pressed, or when the product has a discount. */
  open: boolean;
  onOpen: () => void;
  /** Classes of the closed state's wrapper (to line the button up with fields beside it). */
  buttonClassName?: string;
}

/** The discount percentage, behind 'Agregar descuento' until it is wanted (spec §2). */
export function DiscountField({ open, onOpen, buttonClassName, ...input }: DiscountFieldProps) {
  if (!open) {
    return (
      <div className={buttonClassName}>
        <Button variant="secondary" size="sm" onClick={onOpen}>
          <Plus aria-hidden="true" className="size-4" />
          Agregar descuento
        </Button>
      </div>
    );
  }
  return (
    <TextField
      label="Descuento (%)"
      type="number"
      min={0}
      max={100}
      inputMode="numeric"
      hint="De 0 a 100."
      {...input}
    />
  );
}

interface BranchesFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPathByValue<T, number[]>;
  sedes: readonly { id: number; nombre: string; direccion?: string }[];
}

/** 'Sedes que lo venden': the branches a new product is sold at (all ticked by default). */
export function BranchesField<T extends FieldValues>({
  control,
  name,
  sedes,
}: BranchesFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckboxGroup
          legend="Sedes que lo venden"
          options={sedes.map((s) => ({ value: s.id, label: s.nombre, description: s.direccion }))}
          value={field.value as number[]}
          onChange={(value) => {
            field.onChange(value);
            field.onBlur();
          }}
          selectAll
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
