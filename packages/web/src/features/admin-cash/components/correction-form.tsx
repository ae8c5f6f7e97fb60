import { CashCorrectionFormSchema, type CashShift } from '@horno/domain/cash';
import { FormCard } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { MoneyField } from '../../../components/ui/money-input';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCorrectCashShift } from '../api/cash-api';

/** A correction of a closed shift: a new line with the amount, who and why; the closing stays. */
export function CorrectionForm({ shift, backTo }: { shift: CashShift; backTo: string }) {
  const correct = useCorrectCashShift();
  const form = useZodForm(CashCorrectionFormSchema, {
    mode: 'onTouched',
    defaultValues: { sentido: 'SOBRA', motivo: '' },
  });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const onSubmit = handleSubmit(async ({ sentido, valor, motivo }) => {
    try {
      await correct.mutateAsync({
        id: shift.id,
        monto: sentido === 'SOBRA' ? valor : -valor,
        motivo,
      });
      reset({ sentido: 'SOBRA', motivo: '' });
      notify.success('Corrección registrada');
    } catch (error) {
      serverErrors(error, 'No se pudo registrar la corrección');
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="print:hidden">
      <FormCard title="Registrar una corrección">
        <p className="text-sm text-ink-muted">
          El cierre no cambia: la corrección queda como una línea nueva, con quién y por qué.
        </p>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="La corrección"
            options={[
              { value: 'SOBRA', label: 'Suma a lo contado (apareció dinero)' },
              { value: 'FALTA', label: 'Resta de lo contado (faltó dinero)' },
            ]}
            error={errors.sentido?.message}
            {...register('sentido')}
          />
          <MoneyField control={control} name="valor" label="Valor" error={errors.valor?.message} />
        </div>
        <TextAreaField
          label="Motivo"
          maxLength={300}
          error={errors.motivo?.message}
          {...register('motivo')}
        />
        <FormActions backTo={backTo}>
          <SubmitButton pending={isSubmitting}>Registrar corrección</SubmitButton>
        </FormActions>
      </FormCard>
    </form>
  );
}
