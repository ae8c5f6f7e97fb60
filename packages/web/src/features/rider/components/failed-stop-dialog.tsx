import { formatOrderNumber } from '@horno/domain/dates';
import {
  FAILED_DELIVERY_LABELS,
  FAILED_DELIVERY_REASONS,
  type FailedDeliveryReason,
  type FailedStopInput,
  FailedStopSchema,
  type Stop,
} from '@horno/domain/deliveries';
import { Ban, MapPinOff, PhoneOff, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { ChoiceTile } from '../../../components/ui/choice-tile';
import { FieldError } from '../../../components/ui/field-error';
import { Modal } from '../../../components/ui/modal';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useMarkFailed } from '../api/mark-failed';

const ICONS: Record<FailedDeliveryReason, LucideIcon> = {
  NO_CONTESTA: PhoneOff,
  DIRECCION_ERRADA: MapPinOff,
  RECHAZADO: Ban,
};

function FailedStopForm({
  stop,
  formId,
  onDone,
  mark,
}: {
  stop: Stop;
  formId: string;
  onDone: () => void;
  mark: ReturnType<typeof useMarkFailed>;
}) {
  const name = useId();
  const errorId = useId();
  const form = useZodForm(FailedStopSchema, { defaultValues: { nota: '' } });
  const serverErrors = useServerErrors(form);
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const onSubmit = form.handleSubmit(async (input: FailedStopInput) => {
    try {
      await mark.mutateAsync({ pedido: stop.pedido, input });
      onDone();
    } catch (error) {
      // What the rider chose stays; the server's reason is said.
      serverErrors(error, 'No se pudo registrar la entrega fallida');
    }
  });

  return (
    <form id={formId} onSubmit={onSubmit} noValidate className="space-y-5">
      <Controller
        control={control}
        name="motivo"
        render={({ field }) => (
          <fieldset
            aria-invalid={errors.motivo ? true : undefined}
            aria-describedby={errors.motivo ? errorId : undefined}
            className="space-y-2"
          >
            <legend className="mb-2 text-base font-bold text-ink">¿Qué pasó?</legend>
            {FAILED_DELIVERY_REASONS.map((motivo) => (
              <ChoiceTile
                key={motivo}
                name={name}
                value={motivo}
                icon={ICONS[motivo]}
                checked={field.value === motivo}
                onSelect={() => field.onChange(motivo)}
              >
                <span className="text-base">{FAILED_DELIVERY_LABELS[motivo]}</span>
              </ChoiceTile>
            ))}
            <FieldError id={errorId} message={errors.motivo?.message} />
          </fieldset>
        )}
      />
      <TextField
        label="Nota para la sede (opcional)"
        maxLength={200}
        autoComplete="off"
        placeholder="Ej.: timbré dos veces y llamé"
        error={errors.nota?.message}
        {...register('nota')}
      />
    </form>
  );
}

/**
 * 'No se pudo entregar': why (a big choice each), and a note if the rider wants; the order goes
 * back to the branch for staff to decide.
 */
export function FailedStopDialog({ stop, onClose }: { stop: Stop | null; onClose: () => void }) {
  const formId = useId();
  const mark = useMarkFailed();
  return (
    <Modal
      open={stop !== null}
      onOpenChange={(open) => !open && !mark.isPending && onClose()}
      title="No se pudo entregar"
      description={
        stop
          ? `Pedido #${formatOrderNumber(stop.pedido)} · ${stop.cliente}. El pedido vuelve a la sede y el despacho decide qué hacer.`
          : undefined
      }
      footer={
        <div className="grid gap-2 sm:flex sm:flex-row-reverse">
          <SubmitButton
            form={formId}
            pending={mark.isPending}
            pendingLabel="Guardando..."
            size="md"
            className="min-h-14"
          >
            Devolver a la sede
          </SubmitButton>
          <Button
            variant="secondary"
            className="min-h-12"
            disabled={mark.isPending}
            onClick={onClose}
          >
            Cancelar
          </Button>
        </div>
      }
    >
      {stop ? <FailedStopForm stop={stop} formId={formId} mark={mark} onDone={onClose} /> : null}
    </Modal>
  );
}
