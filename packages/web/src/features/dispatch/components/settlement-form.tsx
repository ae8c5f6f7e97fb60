import { CloseSettlementSchema, type Settlement } from '@horno/domain/deliveries';
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
import { useCloseSettlement } from '../api/close-settlement';
import { SHIFTS_PATH } from '../settlement-paths';
import { DueAmount } from './due-amount';

/**
 * Closing a shift's settlement: the cash the rider handed in, and a note when it does not add
 * up (the server asks for it). The difference is said as the amount is typed.
 */
export function SettlementForm({ settlement }: { settlement: Settlement }) {
  const { turno, a_entregar: due } = settlement;
  const close = useCloseSettlement();
  const form = useZodForm(CloseSettlementSchema, {
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
  // Empty until typed, and null once cleared (MoneyField), though the schema's type is a number.
  const received = watch('efectivo_recibido') as number | null | undefined;
  const difference = typeof received === 'number' ? received - due : null;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await close.mutateAsync({ ...values, turno: turno.id });
      release();
      notify.success(`Turno de ${turno.repartidor.nombre} liquidado`);
    } catch (error) {
      serverErrors(error, 'No se pudo liquidar el turno');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 print:hidden">
      <FormCard title="Cerrar la liquidación">
        <DueAmount amount={due} />
        <MoneyField
          control={control}
          name="efectivo_recibido"
          label="Efectivo recibido"
          error={errors.efectivo_recibido?.message}
        />
        <DifferenceStatus
          difference={difference}
          prompt="Escribe lo recibido para ver si cuadra."
        />
        <TextAreaField
          label="Nota"
          maxLength={300}
          hint="Obligatoria si lo recibido no cuadra: explica la diferencia."
          error={errors.nota?.message}
          {...register('nota')}
        />
        {turno.fin === null ? (
          <p className="text-sm text-ink-muted">
            {turno.repartidor.nombre} sigue en turno: su turno termina al liquidarlo.
          </p>
        ) : null}
        <FormActions backTo={SHIFTS_PATH}>
          <SubmitButton pending={isSubmitting} pendingLabel="Liquidando...">
            Liquidar turno
          </SubmitButton>
        </FormActions>
      </FormCard>
      {leaveDialog}
    </form>
  );
}
