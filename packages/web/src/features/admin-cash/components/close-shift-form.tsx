import { type CashShift, CloseCashShiftSchema } from '@horno/domain/cash';
import { FormCard } from '../../../components/ui/card';
import { DifferenceStatus } from '../../../components/ui/difference-status';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { MoneyField } from '../../../components/ui/money-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCloseCashShift } from '../api/cash-api';

/** 'Cerrar turno': the cash counted; a difference needs a note (the server asks for it too). */
export function CloseShiftForm({
  shift,
  onClosed,
}: {
  shift: CashShift;
  onClosed: (closed: CashShift) => void;
}) {
  const close = useCloseCashShift();
  const form = useZodForm(CloseCashShiftSchema, {
    mode: 'onTouched',
    defaultValues: { nota: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const { dialog: leaveDialog, release } = useLeaveConfirm(isDirty);
  const expected = shift.totales.efectivo_esperado;
  const counted = watch('efectivo_contado') as number | null | undefined;
  const difference = typeof counted === 'number' ? counted - expected : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const closed = await close.mutateAsync({ ...values, id: shift.id });
      release();
      notify.success('Turno de caja cerrado');
      onClosed(closed);
    } catch (error) {
      serverErrors(error, 'No se pudo cerrar el turno');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="print:hidden">
      <FormCard title="Cerrar turno">
        <MoneyField
          control={control}
          name="efectivo_contado"
          label="Efectivo contado"
          error={errors.efectivo_contado?.message}
        />
        <DifferenceStatus
          difference={difference}
          prompt="Escribe el efectivo contado para ver si cuadra."
        />
        <TextAreaField
          label="Nota"
          maxLength={500}
          hint="Obligatoria si el efectivo no cuadra: explica la diferencia."
          error={errors.nota?.message}
          {...register('nota')}
        />
        <FormActions backTo="/dashboard">
          <SubmitButton pending={isSubmitting} pendingLabel="Cerrando...">
            Cerrar turno
          </SubmitButton>
        </FormActions>
      </FormCard>
      {leaveDialog}
    </form>
  );
}
