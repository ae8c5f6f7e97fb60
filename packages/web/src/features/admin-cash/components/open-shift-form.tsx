import { OpenCashShiftFormSchema } from '@horno/domain/cash';
import { FormCard } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { MoneyField } from '../../../components/ui/money-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useOpenCashShift } from '../api/cash-api';

/** 'Abrir turno': the starting cash in the drawer. */
export function OpenShiftForm({ sede, branch }: { sede: number; branch: string }) {
  const open = useOpenCashShift();
  const form = useZodForm(OpenCashShiftFormSchema, { mode: 'onTouched' });
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const onSubmit = handleSubmit(async (values) => {
    try {
      await open.mutateAsync({ sede, base: values.base });
      notify.success('Turno de caja abierto');
    } catch (error) {
      serverErrors(error, 'No se pudo abrir el turno');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormCard title="Abrir turno de caja">
        <p className="text-sm text-ink-muted">
          No hay un turno abierto en <strong className="text-ink">{branch}</strong>. Cuenta el
          efectivo con el que empieza la caja.
        </p>
        <MoneyField
          control={control}
          name="base"
          label="Efectivo inicial (base)"
          error={errors.base?.message}
        />
        <FormActions backTo="/dashboard">
          <SubmitButton pending={isSubmitting} pendingLabel="Abriendo...">
            Abrir turno
          </SubmitButton>
        </FormActions>
      </FormCard>
    </form>
  );
}
