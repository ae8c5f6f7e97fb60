import type { LoginInput } from '@horno/domain/auth';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/toast';
import { loginFailure } from '../api/error-messages';
import { login } from '../api/login';
import { startSession } from '../session';
import { useAuthStore } from '../store';
import { BonusBanner } from './bonus-banner';
import { PanelHeader, type PanelTitle } from './panel-header';
import { PanelSwitch } from './panel-switch';
import { useZodForm } from '../../../lib/use-zod-form';
import { loginSchema } from '../lazy-schemas';

interface LoginPanelProps {
  titleAs: PanelTitle;
  autoFocus: boolean;
  onSignup: () => void;
  onLoggedIn: () => void;
}

export function LoginPanel({ titleAs, autoFocus, onSignup, onLoggedIn }: LoginPanelProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useZodForm(loginSchema, {
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginInput) => {
    setFormError(null);
    try {
      await startSession(await login(values));
    } catch (error) {
      const failure = loginFailure(error);
      if (failure.credentials) {
        useAuthStore.getState().setErrors(failure.message);
        notify.error(failure.message);
      }
      setFormError(failure.message);
      setFocus('password', { shouldSelect: true });
      return;
    }
    notify.success('Sesión iniciada correctamente');
    onLoggedIn();
  };

  return (
    <div className="space-y-6">
      <PanelHeader title="Iniciar sesión" as={titleAs}>
        Ingresa para pedir más rápido y usar tus cupones.
      </PanelHeader>
      <BonusBanner />
      <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-5">
        <TextField
          label="Correo electrónico"
          error={errors.email?.message}
          {...register('email')}
          type="email"
          autoComplete="email"
          autoFocus={autoFocus}
        />
        <PasswordField
          label="Contraseña"
          error={errors.password?.message}
          {...register('password')}
          autoComplete="current-password"
        />
        <FormAlert message={formError} />
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting && <Spinner />}
          {isSubmitting ? 'Iniciando sesión...' : 'Iniciar sesión'}
        </Button>
      </form>
      <PanelSwitch question="¿No tienes cuenta?" action="Regístrate" onSwitch={onSignup} />
    </div>
  );
}
