import { type SedeInput, SedeInputSchema } from '@horno/domain/branch-admin';
import type { Sede } from '@horno/domain/branches';
import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { ImagePicker, useImageChoice } from '../../../components/ui/image-picker';
import { PhoneInput } from '../../../components/ui/phone-input';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { branchAddress } from '../api/branch-records';
import { useSaveBranch } from '../api/save-branch';
import { BranchLocation } from './branch-location';

const LIST = '/sedes';

interface BranchFormProps {
  /**
   * The branch to change, as read on opening the form (`useBranchRecord`): its version is taken
   * with it. Without it the form creates one.
   */
  sede?: Sede;
  /** After a branch is created (the creator's session learns of it). */
  onCreated?: (sede: Sede) => void;
}

/** A branch's data: name, address, location, phones and picture. */
export function BranchForm({ sede, onCreated }: BranchFormProps) {
  const navigate = useNavigate();
  const save = useSaveBranch();
  const image = useImageChoice();
  const editing = sede !== undefined;
  // Sent with the save: refused if another person changed the branch since it was read.
  const version = useRecordVersion(sede && branchAddress(sede.id));
  const form = useZodForm(SedeInputSchema, {
    mode: 'onTouched',
    defaultValues: {
      nombre: sede?.nombre ?? '',
      direccion: sede?.direccion ?? '',
      ...(sede ? { lat: sede.lat, lng: sede.lng } : {}),
      telefono: sede?.telefono ?? '',
      whatsapp: sede?.whatsapp ?? '',
    },
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const { dialog: leaveDialog, release } = useLeaveConfirm(isDirty || image.file !== null);
  const serverErrors = useServerErrors(form);

  const onSubmit = handleSubmit(async (values) => {
    const input: SedeInput = { ...values, whatsapp: values.whatsapp ?? '' };
    try {
      const saved = await save.mutateAsync({
        id: sede?.id,
        values: input,
        imagen: image.file,
        version,
      });
      notify.success(editing ? 'Sede modificada correctamente' : 'Sede creada correctamente');
      if (!editing) onCreated?.(saved);
      release();
      navigate(LIST);
    } catch (error) {
      serverErrors(error, editing ? 'Error al modificar la sede' : 'Error al crear la sede');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4">
      <Card className="space-y-5">
        <h2 className="text-lg font-extrabold text-ink">Datos básicos</h2>
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Nombre"
            autoComplete="off"
            placeholder="Sede Usaquén"
            error={errors.nombre?.message}
            {...register('nombre')}
          />
          <TextField
            label="Dirección"
            autoComplete="off"
            placeholder="Calle 119 # 6-20, Bogotá"
            error={errors.direccion?.message}
            {...register('direccion')}
          />
          <FormField
            label="Teléfono"
            hint="Celular o fijo (601…)."
            error={errors.telefono?.message}
          >
            {(control) => <PhoneInput {...control} {...register('telefono')} />}
          </FormField>
          <FormField
            label="WhatsApp (opcional)"
            hint="Celular al que escriben los clientes; sin él, se usa el teléfono."
            error={errors.whatsapp?.message}
          >
            {(control) => <PhoneInput {...control} {...register('whatsapp')} />}
          </FormField>
        </div>
      </Card>
      <BranchLocation form={form} />
      <Card className="space-y-3">
        <h2 className="text-lg font-extrabold text-ink">Imagen</h2>
        <ImagePicker
          current={sede?.imagen ?? null}
          file={image.file}
          error={image.error}
          onPick={image.pick}
        />
        {editing && (
          <p className="text-sm text-ink-muted">
            Si no seleccionas una nueva imagen, se mantendrá la actual.
          </p>
        )}
      </Card>
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST} className={isStaleRecord(save.error) ? 'mt-3' : undefined}>
          <SubmitButton pending={isSubmitting}>
            {editing ? 'Modificar' : 'Agregar sede'}
          </SubmitButton>
        </FormActions>
      </div>
      {leaveDialog}
    </form>
  );
}
