import type { AuthResponse, RegisterInput } from '@horno/domain/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { registerFailure } from '../api/error-messages';
import { register as registerUser } from '../api/register';
import { BonusBanner } from './bonus-banner';
import { PanelHeader, type PanelTitle } from './panel-header';
import { PanelSwitch } from './panel-switch';
import { useZodForm } from '../../../lib/use-zod-form';
import { registerSchema } from '../lazy-schemas';

interface SignupPanelProps {
  titleAs: PanelTitle;
  autoFocus: boolean;
  onLogin: () => void;
  /** Receives the new account; resolves once the next step (verification or menu) is set. */
  onRegistered: (answer: AuthResponse) => Promise<void>;
}

export function SignupPanel({ titleAs, autoFocus, onLogin, onRegistered }: SignupPanelProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(registerSchema, {
    // Not on blur: a message appearing as the focused field loses it to 'Crear cuenta' moves the
    // button under the pointer, and the click is lost. Every field is checked on submit, then live.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { first_name: '', last_name: '', email: '', numero: '', password: '' },
  });

  const onSubmit = async (values: RegisterInput) => {
    setFormError(null);
    let answer: AuthResponse;
    try {
      answer = await registerUser(values);
    } catch (error) {
      const failure = registerFailure(error);
      notify.error(failure.toast);
      setFormError(failure.form);
      if (failure.fields.numero) setError('numero', { message: failure.fields.numero });
      if (failure.fields.email) {
        setError('email', { message: failure.fields.email }, { shouldFocus: true });
      } else if (failure.fields.numero) {
        setFocus('numero');
      }
      return;
    }
    notify.success('Usuario registrado correctamente');
    await onRegistered(answer);
  };

  return (
    <div className="space-y-6">
      <PanelHeader title="Crea tu cuenta" as={titleAs}>
        Guarda tus datos para pedir más rápido la próxima vez.
      </PanelHeader>
      <BonusBanner />
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nombres"
            error={errors.first_name?.message}
            {...register('first_name')}
            autoComplete="given-name"
            autoFocus={autoFocus}
          />
          <TextField
            label="Apellidos"
            error={errors.last_name?.message}
            {...register('last_name')}
            autoComplete="family-name"
          />
        </div>
        <TextField
          label="Correo electrónico"
          error={errors.email?.message}
          {...register('email')}
          type="email"
          autoComplete="email"
        />
        <FormField
          label="Celular"
          hint="10 dígitos; te enviaremos un código por WhatsApp."
          error={errors.numero?.message}
        >
          {(control) => <PhoneInput {...control} {...register('numero')} />}
        </FormField>
        <PasswordField
          label="Contraseña"
          hint="Mínimo 8 caracteres."
          error={errors.password?.message}
          {...register('password')}
          autoComplete="new-password"
        />
        <FormAlert message={formError} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Creando cuenta...' : 'Crear cuenta'}
        </Button>
      </form>
      <PanelSwitch question="¿Ya tienes cuenta?" action="Inicia sesión" onSwitch={onLogin} />
    </div>
  );
}
