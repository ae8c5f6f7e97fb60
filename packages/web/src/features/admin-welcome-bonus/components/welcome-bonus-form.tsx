import {
  BONUS_MESSAGE_MAX,
  BONUS_TITLE_MAX,
  type BonoBienvenida,
  BonoBienvenidaSchema,
} from '@horno/domain/auth';
import { isBonusValid } from '@horno/domain/auth-messages';
import { bogotaInstant, bogotaParts } from '@horno/domain/bogota-time';
import { formatDateShort } from '@horno/domain/dates';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { TextAreaField } from '../../../components/ui/textarea-field';
import { useServerNow } from '../../../lib/server-clock';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveWelcomeBonus } from '../api/save-welcome-bonus';

interface WelcomeBonusFormProps {
  bono: BonoBienvenida;
  /** The customer's banner drawn from the texts as they are typed. */
  preview: (texts: Pick<BonoBienvenida, 'title' | 'message'>) => ReactNode;
  onSaved: (bono: BonoBienvenida) => void;
}

/** A percentage written in the title ('¡15% de descuento…'), if any. */
const percentIn = (title: string) => /(\d{1,3})\s*%/.exec(title)?.[1];

/** Why customers would not see the banner, or null when they do. */
function hiddenBecause(values: Pick<BonoBienvenida, 'enabled' | 'validUntil'>, today: string) {
  if (!values.enabled) return 'El bono está desactivado: los clientes no ven este aviso.';
  if (!isBonusValid(values, today))
    return 'La fecha de fin ya pasó: los clientes no ven este aviso.';
  return null;
}

/** The welcome bonus: on or off, the banner's texts, its last day and its percentage. */
export function WelcomeBonusForm({ bono, preview, onSaved }: WelcomeBonusFormProps) {
  const save = useSaveWelcomeBonus(onSaved);
  const form = useZodForm(BonoBienvenidaSchema, { mode: 'onTouched', defaultValues: bono });
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const { dialog: leaveDialog } = useLeaveConfirm(isDirty);
  const now = useServerNow(60_000);
  const values = watch();
  const title = values.title?.trim() || 'Escribe el título del bono';
  const hidden = now === null ? null : hiddenBecause(values, bogotaParts(new Date(now)).ymd);
  const written = percentIn(values.title ?? '');
  const mismatch =
    written !== undefined &&
    Number.isFinite(values.discountPercentage) &&
    Number(written) !== values.discountPercentage
      ? `El título dice ${written}% y el descuento es ${String(values.discountPercentage)}%: revisa que coincidan.`
      : undefined;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      reset(saved);
      notify.success('Bono de bienvenida guardado');
    } catch (error) {
      serverErrors(error, 'No se pudo guardar el bono de bienvenida');
    }
  });

  return (
    <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <Card>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <CheckboxField
            control={control}
            name="enabled"
            label="Ofrecer el bono"
            description="Quien se registra y verifica su WhatsApp recibe un cupón, una vez por número."
          />
          <TextField
            label="Título"
            autoComplete="off"
            maxLength={BONUS_TITLE_MAX}
            error={errors.title?.message}
            hint={mismatch}
            {...register('title')}
          />
          <TextAreaField
            label="Mensaje (opcional)"
            rows={3}
            maxLength={BONUS_MESSAGE_MAX}
            error={errors.message?.message}
            {...register('message')}
          />
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              label="Válido hasta"
              type="date"
              hint={
                values.validUntil && /^\d{4}-\d{2}-\d{2}$/.test(values.validUntil)
                  ? `Se ofrece hasta el final del ${formatDateShort(bogotaInstant(values.validUntil))} (hora de Bogotá).`
                  : 'El último día en que se ofrece (hora de Bogotá).'
              }
              error={errors.validUntil?.message}
              {...register('validUntil')}
            />
            <TextField
              label="Porcentaje de descuento"
              type="number"
              inputMode="numeric"
              min={1}
              max={100}
              step={1}
              hint="Entre 1 y 100. Vale para los cupones que se den desde ahora."
              error={errors.discountPercentage?.message}
              {...register('discountPercentage', { valueAsNumber: true })}
            />
          </div>
          <FormActions backTo="/dashboard">
            <SubmitButton pending={isSubmitting} disabled={!isDirty}>
              Guardar bono
            </SubmitButton>
          </FormActions>
        </form>
        {leaveDialog}
      </Card>
      <section aria-labelledby="bono-vista-previa" className="space-y-3 lg:sticky lg:top-4">
        <h2 id="bono-vista-previa" className="text-sm font-bold text-ink">
          Vista previa
        </h2>
        <p className="text-sm text-ink-muted">
          Así lo ven los clientes al iniciar sesión o registrarse.
        </p>
        <div className="rounded-2xl border border-line bg-surface p-4 shadow-card">
          {preview({ title, message: values.message?.trim() ?? '' })}
        </div>
        {hidden ? (
          <p role="status" className="text-sm font-semibold text-warning">
            {hidden}
          </p>
        ) : null}
      </section>
    </div>
  );
}
