import {
  type CategoriaIngrediente,
  type Ingrediente,
  IngredienteInputSchema,
} from '@horno/domain/catalog-admin';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { SelectField } from '../../../components/ui/select-field';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { ingredientAddress } from '../api/get-ingredient';
import { useSaveIngredient } from '../api/save-ingredient';

const LIST = '/ingredientes/listado';

interface IngredientFormProps {
  categorias: readonly CategoriaIngrediente[];
  /** The ingredient to change; without it the form registers a new one. */
  ingrediente?: Ingrediente;
}

/** Registers or changes an ingredient; saving waits until it has a name and a category. */
export function IngredientForm({ categorias, ingrediente }: IngredientFormProps) {
  const navigate = useNavigate();
  const save = useSaveIngredient();
  const version = useRecordVersion(ingrediente && ingredientAddress(ingrediente.id));
  const editing = ingrediente !== undefined;
  const form = useZodForm(IngredienteInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      nombre: ingrediente?.nombre ?? '',
      descripcion: ingrediente?.descripcion ?? '',
      ...(ingrediente ? { categoria: ingrediente.categoria.id } : {}),
    },
  });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const complete = watch('nombre').trim() !== '' && watch('categoria') !== undefined;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: ingrediente?.id, version });
      notify.success(editing ? 'Ingrediente actualizado' : 'Ingrediente registrado correctamente');
      navigate(LIST);
    } catch (error) {
      serverErrors(
        error,
        editing ? 'Error al actualizar el ingrediente' : 'Error al registrar el ingrediente',
      );
    }
  });

  return (
    <Card className="max-w-3xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="off"
            placeholder="Albahaca fresca"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <SelectField
            label="Categoría"
            placeholder="Elige una categoría"
            options={categorias.map((c) => ({ value: c.id, label: c.nombre }))}
            error={errors.categoria?.message}
            {...register('categoria', {
              setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            })}
          />
        </div>
        <TextAreaField
          label="Descripción (opcional)"
          hint="Lo que el personal debe saber de él: origen, preparación."
          error={errors.descripcion?.message}
          {...register('descripcion')}
        />
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST}>
          <SubmitButton pending={isSubmitting} disabled={!complete}>
            {editing ? 'Modificar' : 'Registrar ingrediente'}
          </SubmitButton>
        </FormActions>
      </form>
    </Card>
  );
}
