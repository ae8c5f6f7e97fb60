import { NegocioInputSchema } from '@horno/domain/business';
import type { Negocio } from '@horno/domain/business-identity';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { useLeaveConfirm } from '../../../components/ui/leave-confirm';
import { FormField } from '../../../components/ui/form-field';
import { ImagePicker, useImageChoice } from '../../../components/ui/image-picker';
import { PhoneInput } from '../../../components/ui/phone-input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import { brandThemeCss } from '@horno/domain/brand-theme';
import { notify } from '../../../lib/toast';
import { useServerErrors } from '../../../lib/use-server-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveBusiness } from '../api/save-business';
import { BrandColorField } from './brand-color-field';
import { BusinessIdentityFields } from './business-identity-fields';

/** The identity's values as the form edits them. */
export function businessDefaults(negocio: Negocio) {
  return {
    ...negocio,
    whatsapp: negocio.whatsapp ?? '',
    redes: {
      instagram: negocio.redes.instagram ?? '',
      facebook: negocio.redes.facebook ?? '',
      tiktok: negocio.redes.tiktok ?? '',
    },
  };
}

/** This tab's theme follows a saved colour at once (the server writes it into every next page). */
function applyTheme(color: string) {
  let style = document.getElementById('horno-tema');
  if (!style) {
    style = document.createElement('style');
    style.id = 'horno-tema';
    document.head.append(style);
  }
  style.textContent = brandThemeCss(color);
}

/**
 * The business's identity: names and legal identity, contact and social links, logo and colour.
 * Saved, it shows on the next page load of both apps on every instance.
 */
export function BusinessForm({ negocio }: { negocio: Negocio }) {
  const save = useSaveBusiness();
  const image = useImageChoice();
  const [logo, setLogo] = useState(negocio.logo);
  const form = useZodForm(NegocioInputSchema, {
    mode: 'onTouched',
    defaultValues: businessDefaults(negocio),
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const serverErrors = useServerErrors(form);
  const { dialog: leaveDialog } = useLeaveConfirm(
    isDirty || image.file !== null || logo !== negocio.logo,
  );

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ values: { ...values, logo }, logo: image.file });
      reset(businessDefaults(saved));
      setLogo(saved.logo);
      image.pick(undefined);
      applyTheme(saved.color_primario);
      notify.success('Datos del negocio guardados: los clientes los ven al abrir la página');
    } catch (error) {
      serverErrors(error, 'Error al guardar los datos del negocio');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-4xl space-y-4">
      <Card className="space-y-5">
        <h2 className="text-lg font-extrabold text-ink">Identidad y datos legales</h2>
        <BusinessIdentityFields form={form} />
      </Card>
      <Card className="space-y-5">
        <h2 className="text-lg font-extrabold text-ink">Contacto y redes</h2>
        <div className="grid gap-5 md:grid-cols-2">
          <FormField
            label="WhatsApp (opcional)"
            hint="Celular donde los clientes escriben al negocio."
            error={errors.whatsapp?.message}
          >
            {(control) => <PhoneInput {...control} {...register('whatsapp')} />}
          </FormField>
          <TextField
            label="Instagram (opcional)"
            type="url"
            placeholder="https://www.instagram.com/tu-pizzeria"
            error={errors.redes?.instagram?.message}
            {...register('redes.instagram')}
          />
          <TextField
            label="Facebook (opcional)"
            type="url"
            placeholder="https://www.facebook.com/tu-pizzeria"
            error={errors.redes?.facebook?.message}
            {...register('redes.facebook')}
          />
          <TextField
            label="TikTok (opcional)"
            type="url"
            placeholder="https://www.tiktok.com/@tu-pizzeria"
            error={errors.redes?.tiktok?.message}
            {...register('redes.tiktok')}
          />
        </div>
      </Card>
      <Card className="space-y-5">
        <h2 className="text-lg font-extrabold text-ink">Logo y color</h2>
        <ImagePicker
          current={logo}
          file={image.file}
          error={image.error}
          onPick={image.pick}
          whole
          keepHint="Si no eliges otro, se mantiene el actual."
        />
        {(logo || image.file) && (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => {
              setLogo(null);
              image.pick(undefined);
            }}
          >
            Quitar el logo (mostrar el nombre)
          </Button>
        )}
        <BrandColorField form={form} />
      </Card>
      <div className="sticky bottom-0 -mx-1 rounded-2xl bg-page/95 px-1 py-3 backdrop-blur">
        <FormActions backTo="/dashboard">
          <SubmitButton pending={isSubmitting}>Guardar</SubmitButton>
        </FormActions>
      </div>
      {leaveDialog}
    </form>
  );
}
