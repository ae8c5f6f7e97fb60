import type { CategoriaProducto } from '@horno/domain/catalog';
import {
  DEFAULT_AMBER_MINUTES,
  DEFAULT_RED_MINUTES,
  type Estacion,
  EstacionInputSchema,
} from '@horno/domain/kitchen';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveStation } from '../api/save-station';
import { stationsPath } from './station-paths';

/** A whole number of minutes, as the domain takes them (1 to 240). */
const MINUTES = { type: 'number', inputMode: 'numeric', min: 1, max: 240, step: 1 } as const;

interface StationFormProps {
  sedeId: number;
  /** The product categories a station can take, in menu order. */
  categorias: readonly Pick<CategoriaProducto, 'id' | 'nombre'>[];
  /** The station to change; without it the form creates one, last in the branch's order. */
  estacion?: Estacion;
}

/** A kitchen station: its name, the categories it makes (or the whole orders), its targets. */
export function StationForm({ sedeId, categorias, estacion }: StationFormProps) {
  const navigate = useNavigate();
  const save = useSaveStation();
  const list = stationsPath(sedeId);
  const editing = estacion !== undefined;
  const form = useZodForm(EstacionInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      nombre: estacion?.nombre ?? '',
      expedidor: estacion?.expedidor ?? false,
      categorias: estacion?.categorias ?? [],
      minutos_ambar: estacion?.minutos_ambar ?? DEFAULT_AMBER_MINUTES,
      minutos_rojo: estacion?.minutos_rojo ?? DEFAULT_RED_MINUTES,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form, { conflictField: 'nombre' });
  const { dialog: leaveDialog, release } = useLeaveConfirm(isDirty);
  const expedidor = watch('expedidor') === true;

  const onSubmit = handleSubmit(async (values) => {
    try {
      // The expediter sees every line: categories ticked before it was one mean nothing.
      const saved = await save.mutateAsync({
        ...values,
        categorias: values.expedidor ? [] : values.categorias,
        sedeId,
        id: estacion?.id,
      });
      notify.success(
        editing ? `Estación ${saved.nombre} modificada` : `Estación ${saved.nombre} creada`,
      );
      release();
      navigate(list);
    } catch (error) {
      serverErrors(
        error,
        editing ? 'Error al modificar la estación' : 'Error al crear la estación',
      );
    }
  });

  return (
    // Narrow enough that a desktop's toasts, bottom right, leave its buttons clear.
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <Card className="space-y-5">
        <h2 className="text-lg font-extrabold text-ink">Estación</h2>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="off"
            placeholder="Horno"
            maxLength={40}
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <CheckboxField
            control={control}
            name="expedidor"
            label="Despacho"
            description="Ve los pedidos completos, para revisarlos y entregarlos."
            className="md:self-end"
          />
          <TextField
            label="Ámbar a los (minutos)"
            {...MINUTES}
            hint="Desde que el pedido entra a la cocina."
            error={errors.minutos_ambar?.message}
            {...register('minutos_ambar', { valueAsNumber: true, deps: 'minutos_rojo' })}
          />
          <TextField
            label="Rojo a los (minutos)"
            {...MINUTES}
            hint="Más que el ámbar."
            error={errors.minutos_rojo?.message}
            {...register('minutos_rojo', { valueAsNumber: true })}
          />
        </div>
      </Card>
      {expedidor ? null : (
        <Card className="space-y-2">
          <Controller
            control={control}
            name="categorias"
            render={({ field, fieldState }) => (
              <CheckboxGroup
                legend="Categorías que prepara"
                options={categorias.map((c) => ({ value: c.id, label: c.nombre }))}
                value={field.value ?? []}
                onChange={(value) => {
                  field.onChange(value);
                  field.onBlur();
                }}
                columns={2}
                error={fieldState.error?.message}
                empty="Todavía no hay categorías de productos: créalas en Categorías."
              />
            )}
          />
          <p className="text-sm text-ink-muted">
            Una categoría puede ir a varias estaciones (los combos, por ejemplo).
          </p>
        </Card>
      )}
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <FormActions backTo={list}>
          <SubmitButton pending={isSubmitting}>
            {editing ? 'Modificar' : 'Agregar estación'}
          </SubmitButton>
        </FormActions>
      </div>
      {leaveDialog}
    </form>
  );
}
