import type { CategoriaProducto } from '@horno/domain/catalog';
import { CategoriaProductoInputSchema } from '@horno/domain/catalog-admin';
import { slugify } from '@horno/domain/slug';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { categoryAddress } from '../api/get-category';
import { useSaveCategory } from '../api/save-category';

const LIST = '/productos/categorias/listado';

/** Registers a product category (it goes last in the menu), or changes `categoria`. */
export function CategoryForm({ categoria }: { categoria?: CategoriaProducto }) {
  const navigate = useNavigate();
  const save = useSaveCategory();
  const version = useRecordVersion(categoria && categoryAddress(categoria.id));
  const editing = categoria !== undefined;
  const form = useZodForm(CategoriaProductoInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      nombre: categoria?.nombre ?? '',
      tiene_medidas: categoria?.tiene_medidas ?? false,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const slug = slugify(watch('nombre'));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, id: categoria?.id, version });
      notify.success(
        editing
          ? 'Categoría actualizada correctamente'
          : 'Categoría de productos registrada correctamente',
      );
      navigate(LIST);
    } catch (error) {
      serverErrors(
        error,
        editing ? 'Error al actualizar la categoría' : 'Error al registrar la categoría',
      );
    }
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Nombre"
          autoComplete="off"
          placeholder="Postres"
          hint={slug ? `En el menú: /menu/${slug}` : 'Su dirección en el menú sale del nombre.'}
          error={errors.nombre?.message}
          {...register('nombre')}
        />
        <CheckboxField
          control={control}
          name="tiene_medidas"
          label="Tiene medidas"
          description="Sus productos tienen un precio por tamaño (Personal, Mediana, Familiar…)."
        />
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST}>
          <SubmitButton pending={isSubmitting} disabled={watch('nombre').trim() === ''}>
            {editing ? 'Modificar' : 'Agregar categoría'}
          </SubmitButton>
        </FormActions>
      </form>
    </Card>
  );
}
