import { LoginSchema } from '@horno/domain/auth';
import { AUTH_MESSAGES } from '@horno/domain/auth-messages';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { login } from '../../../features/auth/api/login';
import { startSession } from '../../../features/auth/session';
import { useAuthStore } from '../../../features/auth/store';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useAdminTitle } from '../hooks/use-admin-title';
import { HOME_PATH } from '../routing/guards';
import { useZodForm } from '../../../lib/use-zod-form';

const LOGIN_FAILED = 'Error al iniciar sesión. Por favor, intente de nuevo.';

function loginFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return AUTH_MESSAGES.invalidCredentials;
    // Too many tries, no connection…: the server's or the client's own words.
    if (error.message) return error.message;
  }
  return LOGIN_FAILED;
}

export function LoginPage() {
  useAdminTitle('Iniciar sesión');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(LoginSchema, {
    // Errors show once a field is left, or on submit.
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await login(values);
      queryClient.clear();
      await startSession(answer);
      // A branch kept from before must still be one of the user's.
      const { selectedLocation, setSelectedLocation } = useAuthStore.getState();
      const keep = answer.user.sedes.some((s) => s.id === selectedLocation?.id);
      if (!keep) setSelectedLocation(null);
      // Without branches the picker says 'No tienes sedes asociadas' and ends the session: a
      // success message next to it would contradict it.
      if (answer.user.sedes.length > 0) notify.success('Sesión iniciada correctamente');
      navigate(keep ? HOME_PATH : '/seleccionar-sede', { replace: true });
    } catch (error) {
      notify.error(loginFailure(error));
    }
  });

  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl bg-surface p-8 shadow-card ring-1 ring-line/70">
        <div className="mb-7 flex flex-col items-center gap-4 text-center">
          <Logo />
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-ink">
              Panel administrativo
            </h1>
            <p className="mt-1 text-sm text-ink-muted">Ingresa con tu cuenta del equipo.</p>
          </div>
        </div>
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="username"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label="Contraseña"
            autoComplete="current-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" className="w-full" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? 'Iniciando sesión...' : 'Acceder al Panel'}
          </Button>
        </form>
      </div>
    </main>
  );
}
