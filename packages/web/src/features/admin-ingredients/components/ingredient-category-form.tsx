import { CategoriaIngredienteInputSchema } from '@horno/domain/catalog-admin';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateIngredientCategory } from '../api/create-ingredient-category';

interface IngredientCategoryFormProps {
  /** Where 'Volver' and a saved category lead. */
  backTo: string;
}

/** Registers a category of ingredients. */
export function IngredientCategoryForm({ backTo }: IngredientCategoryFormProps) {
  const navigate = useNavigate();
  const create = useCreateIngredientCategory();
  const form = useZodForm(CategoriaIngredienteInputSchema, {
    mode: 'onTouched',
    defaultValues: { nombre: '', tiene_medidas: false },
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify.success('Categoría de ingredientes registrada correctamente');
      navigate(backTo);
    } catch (error) {
      serverErrors(error, 'Error al registrar la categoría de ingredientes');
    }
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Nombre"
          autoComplete="off"
          placeholder="Quesos"
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <CheckboxField
          control={control}
          name="tiene_medidas"
          label="Tiene medidas"
          description="Sus ingredientes se sirven en una cantidad distinta según el tamaño del producto."
        />
        <FormActions backTo={backTo}>
          <SubmitButton pending={isSubmitting} disabled={watch('nombre').trim() === ''}>
            Registrar categoría
          </SubmitButton>
        </FormActions>
      </form>
    </Card>
  );
}
