import type { SpecialFormValues } from '@horno/domain/special-form';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormCard } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { TextField } from '../../../components/ui/text-field';
import { ImagePicker } from '../../../components/ui/image-picker';
import { MoneyField } from '../../../components/ui/money-input';
import { BranchesField, DiscountField, numberOrNull } from './product-fields';

interface SpecialInfoStepProps {
  categorias: readonly { id: number; nombre: string }[];
  /** The branch checklist of a new product; none when editing. */
  sedes: readonly { id: number; nombre: string; direccion?: string }[] | null;
  image: {
    current: string | null;
    file: File | null;
    error: string | undefined;
    onPick: (file: File | undefined) => void;
  };
}

/** Step 1: what the product is, what it costs, its picture and (when new) where it is sold. */
export function SpecialInfoStep({ categorias, sedes, image }: SpecialInfoStepProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<SpecialFormValues>();
  const conDescuento = useWatch({ control, name: 'conDescuento' });

  return (
    <div className="grid gap-5 lg:grid-cols-[3fr_2fr]">
      <FormCard title="Datos básicos">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="off"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <SelectField
            label="Categoría"
            placeholder="Selecciona una categoría"
            options={categorias.map((c) => ({ value: c.id, label: c.nombre }))}
            error={errors.categoria?.message}
            {...register('categoria', { setValueAs: numberOrNull })}
          />
        </div>
        <TextAreaField
          label="Descripción"
          hint="Lo que incluye, tal como lo lee el cliente en el menú."
          error={errors.descripcion?.message}
          {...register('descripcion')}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <MoneyField
            control={control}
            name="precio_base"
            label="Precio base"
            error={errors.precio_base?.message}
            hint="Sin opciones; cada opción suma su precio extra."
          />
          <DiscountField
            open={conDescuento}
            onOpen={() => setValue('conDescuento', true)}
            buttonClassName="md:pt-7"
            error={errors.descuento?.message}
            {...register('descuento', { setValueAs: numberOrNull })}
          />
        </div>
      </FormCard>

      <div className="space-y-5">
        <FormCard title="Imagen">
          <ImagePicker {...image} />
        </FormCard>
        {sedes ? (
          <FormCard title="Sedes">
            <BranchesField control={control} name="sedes" sedes={sedes} />
          </FormCard>
        ) : null}
      </div>
    </div>
  );
}
