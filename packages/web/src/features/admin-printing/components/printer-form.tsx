import { ANCHOS_PAPEL, DEFAULT_PRINTER_PORT } from '@horno/domain/print-protocol';
import { type Impresora, ImpresoraInputSchema } from '@horno/domain/printing';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { type PrinterOwner, useSavePrinter } from '../api/save-printer';
import { printingPath } from './printing-paths';

const WIDTHS = ANCHOS_PAPEL.map((ancho) => ({ value: ancho, label: `${ancho} mm` })).reverse();

interface PrinterFormProps {
  owner: PrinterOwner;
  /** Whose, in a sentence ('la impresora …'): 'del mostrador', 'de la estación Pizzas'. */
  ofOwner: string;
  /** The printer as it is (null: none yet). */
  impresora: Impresora | null;
}

/** A network thermal printer of the branch: its address on the branch's network, its paper. */
export function PrinterForm({ owner, ofOwner, impresora }: PrinterFormProps) {
  const navigate = useNavigate();
  const save = useSavePrinter();
  const back = printingPath(owner.sedeId);
  const form = useZodForm(ImpresoraInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      host: impresora?.host ?? '',
      puerto: impresora?.puerto ?? DEFAULT_PRINTER_PORT,
      ancho: impresora?.ancho ?? 80,
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const { dialog: leaveDialog, release } = useLeaveConfirm(isDirty);

  const onSubmit = handleSubmit(async (input) => {
    try {
      await save.mutateAsync({ owner, input });
      notify.success(`Impresora ${ofOwner} guardada`);
      release();
      navigate(back);
    } catch (error) {
      serverErrors(error, `Error al guardar la impresora ${ofOwner}`);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-2xl space-y-4">
      <FormCard title="Impresora">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Dirección en la red de la sede"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="192.168.1.50"
            maxLength={253}
            hint="La IP de la impresora (dale una fija en el router) o su nombre en la red."
            className="md:col-span-2"
            error={errors.host?.message}
            {...register('host')}
          />
          <TextField
            label="Puerto"
            type="number"
            inputMode="numeric"
            min={1}
            max={65535}
            step={1}
            hint={`Casi siempre ${DEFAULT_PRINTER_PORT}.`}
            error={errors.puerto?.message}
            {...register('puerto', { valueAsNumber: true })}
          />
          <SelectField
            label="Ancho del papel"
            options={WIDTHS}
            hint="80 mm es el rollo común; 58 mm, el de las impresoras pequeñas."
            error={errors.ancho?.message}
            {...register('ancho', { setValueAs: Number })}
          />
        </div>
      </FormCard>
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <FormActions backTo={back}>
          <SubmitButton pending={isSubmitting}>Guardar impresora</SubmitButton>
        </FormActions>
      </div>
      {leaveDialog}
    </form>
  );
}
