import type { NegocioInput, NegocioInputSchema } from '@horno/domain/business';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextField } from '../../../components/ui/text-field';

export type BusinessForm = UseFormReturn<
  NegocioInput,
  unknown,
  z.output<typeof NegocioInputSchema>
>;

/**
 * Who the business is, as customers and the law read it: the commercial and legal names, the
 * NIT (its check digit verified), the address, e-mail and phone. In the settings and in the first
 * start's setup.
 */
export function BusinessIdentityFields({ form }: { form: BusinessForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-5 md:grid-cols-2">
      <TextField
        label="Nombre comercial"
        hint="Como lo conocen tus clientes: el logo, los títulos y los mensajes."
        autoComplete="organization"
        error={errors.nombre?.message}
        {...register('nombre')}
      />
      <TextField
        label="Razón social"
        hint="Tal como figura en el RUT."
        autoComplete="off"
        error={errors.razon_social?.message}
        {...register('razon_social')}
      />
      <TextField
        label="NIT"
        hint="Con el dígito de verificación: 900123456-8."
        inputMode="numeric"
        autoComplete="off"
        error={errors.nit?.message}
        {...register('nit')}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        error={errors.direccion?.message}
        {...register('direccion')}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        hint="Donde los clientes escriben, también sobre sus datos personales."
        error={errors.correo?.message}
        {...register('correo')}
      />
      <FormField label="Teléfono" hint="Celular o fijo (601…)." error={errors.telefono?.message}>
        {(control) => <PhoneInput {...control} {...register('telefono')} />}
      </FormField>
    </div>
  );
}
