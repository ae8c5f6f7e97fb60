import { SLOT_LENGTHS, SlotSettingsSchema } from '@horno/domain/scheduling-schemas';
import type { SlotSettings } from '@horno/domain/time-slots';
import { useNavigate } from 'react-router';
import { FormCard } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { SelectField } from '../../../components/ui/select-field';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { slotSettingsAddress } from '../api/get-slot-settings';
import { useSaveSlotSettings } from '../api/save-slot-settings';

const LIST = '/sedes';

const MINUTES = { type: 'number', inputMode: 'numeric', min: 0, max: 240, step: 1 } as const;
const ORDERS = {
  type: 'number',
  inputMode: 'numeric',
  min: 1,
  max: 999,
  step: 1,
  placeholder: 'Sin límite',
} as const;

const LENGTHS = SLOT_LENGTHS.map((n) => ({
  value: n,
  label: n === 60 ? '1 hora' : `${n} minutos`,
}));

/** A blank capacity is no limit. React-hook-form passes the default too: null stays null. */
const capacityOrNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);

interface SlotSettingsFormProps {
  sede: { id: number; nombre: string };
  /** The settings as read on opening the page (`useSlotSettings`): its version is taken with it. */
  saved: SlotSettings;
}

/**
 * A branch's orders for later (issue 32): the preparation times that set the first time offered,
 * how many days ahead customers may schedule, the slots' length and how many orders fit in one.
 */
export function SlotSettingsForm({ sede, saved }: SlotSettingsFormProps) {
  const navigate = useNavigate();
  const save = useSaveSlotSettings();
  // Sent with the save: refused if another person changed the settings since they were read.
  const version = useRecordVersion(slotSettingsAddress(sede.id));
  const form = useZodForm(SlotSettingsSchema, { mode: 'onTouched', defaultValues: saved });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const { dialog: leaveDialog, release } = useLeaveConfirm(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ sedeId: sede.id, values, version });
      notify.success(`Pedidos programados de ${sede.nombre} guardados`);
      release();
      navigate(LIST);
    } catch (error) {
      serverErrors(error, 'Error al guardar los pedidos programados');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4">
      <FormCard title="Tiempos de preparación">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Preparación para recoger (minutos)"
            {...MINUTES}
            hint="El primer horario que se ofrece para recoger es ahora más este tiempo."
            error={errors.minutos_preparacion_recoger?.message}
            {...register('minutos_preparacion_recoger', { valueAsNumber: true })}
          />
          <TextField
            label="Preparación para domicilio (minutos)"
            {...MINUTES}
            hint="El primer horario de entrega es ahora más este tiempo y el recorrido hasta el cliente."
            error={errors.minutos_preparacion_domicilio?.message}
            {...register('minutos_preparacion_domicilio', { valueAsNumber: true })}
          />
        </div>
      </FormCard>
      <FormCard title="Programar para más tarde">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Días para programar"
            type="number"
            inputMode="numeric"
            min={0}
            max={14}
            step={1}
            hint="Hasta cuántos días después de hoy puede elegir el cliente. 0 no permite programar pedidos."
            error={errors.dias_programacion?.message}
            {...register('dias_programacion', { valueAsNumber: true })}
          />
          <SelectField
            label="Duración de la franja"
            options={LENGTHS}
            hint="El cliente elige una franja de este largo; se cuentan desde que abre la sede."
            error={errors.minutos_franja?.message}
            {...register('minutos_franja', { setValueAs: Number })}
          />
        </div>
      </FormCard>
      <FormCard title="Pedidos por franja">
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Domicilios por franja"
            {...ORDERS}
            hint="Cuántos domicilios caben en una franja, programados o lo antes posible. Vacío: sin límite."
            error={errors.capacidad_domicilio?.message}
            {...register('capacidad_domicilio', { setValueAs: capacityOrNull })}
          />
          <TextField
            label="Pedidos para recoger por franja"
            {...ORDERS}
            hint="Cuántos pedidos para recoger caben en una franja. Vacío: sin límite."
            error={errors.capacidad_recoger?.message}
            {...register('capacidad_recoger', { setValueAs: capacityOrNull })}
          />
        </div>
        <p className="text-sm text-ink-muted">
          Una franja llena no se puede elegir, y «Lo antes posible» pasa a la siguiente con cupo.
        </p>
      </FormCard>
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST} className={isStaleRecord(save.error) ? 'mt-3' : undefined}>
          <SubmitButton pending={isSubmitting}>Guardar programación</SubmitButton>
        </FormActions>
      </div>
      {leaveDialog}
    </form>
  );
}
