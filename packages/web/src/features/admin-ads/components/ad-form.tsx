import {
  AD_MESSAGES,
  AD_TITLE_MAX,
  adDateWindow,
  adDay,
  type Publicidad,
  publicidadInputSchema,
} from '@horno/domain/ads';
import { addDays, bogotaParts } from '@horno/domain/bogota-time';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { ImagePicker, useImageChoice } from '../../../components/ui/image-picker';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { adAddress } from '../api/get-ad';
import { useSaveAd } from '../api/save-ad';

const LIST = '/publicidad/listado';
/** A new ad runs for this many days unless the form is told otherwise. */
const DEFAULT_DAYS = 30;

interface AdFormProps {
  /** The server's "now": the dates' window and the new ad's first day follow its clock. */
  now: Date;
  /** The ad to change; without it the form registers a new one. */
  ad?: Publicidad;
}

/** Registers or changes an ad: title, picture (required to register), its days and Activa. */
export function AdForm({ now, ad }: AdFormProps) {
  const navigate = useNavigate();
  const save = useSaveAd();
  const version = useRecordVersion(ad && adAddress(ad.id));
  const creating = ad === undefined;
  const schema = useMemo(
    () =>
      publicidadInputSchema(
        now,
        ad ? { fecha_inicio: ad.fecha_inicio, fecha_fin: ad.fecha_fin } : undefined,
      ),
    [now, ad],
  );
  const today = bogotaParts(now).ymd;
  const bounds = adDateWindow(now);
  const form = useZodForm(schema, {
    mode: 'onTouched',
    defaultValues: {
      titulo: ad?.titulo ?? '',
      fecha_inicio: ad ? adDay(ad.fecha_inicio) : today,
      fecha_fin: ad ? adDay(ad.fecha_fin) : addDays(today, DEFAULT_DAYS),
      activa: ad?.activa ?? true,
    },
  });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const serverErrors = useServerErrors(form);
  const image = useImageChoice();
  const [imageMissing, setImageMissing] = useState(false);
  const [imageRefused, setImageRefused] = useState<string | undefined>();
  const imageError =
    image.error ??
    (image.file ? undefined : imageRefused) ??
    (creating && imageMissing && !image.file ? AD_MESSAGES.imageRequired : undefined);

  const onSubmit = handleSubmit(
    async (values) => {
      if (creating && !image.file) return setImageMissing(true);
      try {
        await save.mutateAsync({ id: ad?.id, values, imagen: image.file, version });
        notify.success(creating ? AD_MESSAGES.created : AD_MESSAGES.updated);
        navigate(LIST);
      } catch (error) {
        // The picture's refusals (not a picture, too large) are said under it.
        if (error instanceof ApiError && (error.status === 413 || error.status === 415)) {
          setImageRefused(error.message);
        } else if (error instanceof ApiError && error.fields?.['imagen']?.[0]) {
          setImageRefused(error.fields['imagen'][0]);
        }
        serverErrors(error, creating ? AD_MESSAGES.createError : AD_MESSAGES.updateError);
      }
    },
    () => setImageMissing(true),
  );

  // An edited ad may start before this month: its own day stays selectable.
  const minOf = (field: 'fecha_inicio' | 'fecha_fin') => {
    const own = ad ? adDay(ad[field]) : undefined;
    return own && own < bounds.min ? own : bounds.min;
  };

  return (
    <Card className="max-w-3xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Título"
          autoComplete="off"
          maxLength={AD_TITLE_MAX}
          placeholder="Martes de 2x1 en pizzas medianas"
          error={errors.titulo?.message}
          {...register('titulo')}
        />
        <ImagePicker
          aspect="16/9"
          current={ad?.imagen ?? null}
          file={image.file}
          error={imageError}
          onPick={(file) => {
            setImageRefused(undefined);
            image.pick(file);
          }}
          keepHint={AD_MESSAGES.imageKept}
        />
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            label="Fecha de inicio"
            type="date"
            min={minOf('fecha_inicio')}
            max={bounds.max}
            error={errors.fecha_inicio?.message}
            {...register('fecha_inicio')}
          />
          <TextField
            label="Fecha de fin"
            type="date"
            min={minOf('fecha_fin')}
            max={bounds.max}
            hint="Se muestra hasta el final de ese día (hora de Bogotá)."
            error={errors.fecha_fin?.message}
            {...register('fecha_fin')}
          />
        </div>
        <CheckboxField
          control={control}
          name="activa"
          label="Activa"
          description="Los clientes la ven al abrir el menú mientras esté activa y dentro de sus fechas."
        />
        <StaleRecordAlert error={save.error} />
        <FormActions backTo={LIST}>
          <SubmitButton pending={isSubmitting} disabled={image.error !== undefined}>
            {creating ? 'Registrar publicidad' : 'Modificar publicidad'}
          </SubmitButton>
        </FormActions>
      </form>
    </Card>
  );
}
