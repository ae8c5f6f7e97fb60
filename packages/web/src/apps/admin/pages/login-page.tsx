import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Logo } from '../../../components/ui/logo';
import { PasswordInput } from '../../../components/ui/password-input';
import { notify } from '../../../lib/toast';

const labelClass = 'block text-sm font-bold text-ink';

interface LoginErrors {
  email?: string;
  password?: string;
}

function validate(form: FormData): LoginErrors {
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const errors: LoginErrors = {};
  if (!email) errors.email = 'Ingresa tu correo electrónico.';
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) errors.email = 'Ingresa un correo válido.';
  // ARCHITECTURE decision 4: login only asks that the password is present.
  if (!password) errors.password = 'Ingresa tu contraseña.';
  return errors;
}

export function LoginPage() {
  const emailId = useId();
  const passwordId = useId();
  const [errors, setErrors] = useState<LoginErrors>({});

  // The accounts issue wires the real sign-in.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = validate(new FormData(form));
    setErrors(found);
    const firstInvalid = found.email ? 'email' : found.password ? 'password' : null;
    if (firstInvalid) {
      (form.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    notify('Inicio de sesión disponible próximamente');
  };

  return (
    <main className="flex min-h-dvh items-center justify-center bg-page px-4 py-10">
      <div className="w-full max-w-sm rounded-3xl bg-surface p-8 shadow-card ring-1 ring-line/70">
        <div className="mb-7 flex flex-col items-center gap-4 text-center">
          <Logo />
          <h1 className="text-2xl font-extrabold tracking-tight text-ink">Panel administrativo</h1>
        </div>
        <form onSubmit={handleSubmit} noValidate className="space-y-5">
          <div className="space-y-1.5">
            <label htmlFor={emailId} className={labelClass}>
              Correo electrónico
            </label>
            <Input
              id={emailId}
              name="email"
              type="email"
              autoComplete="username"
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={errors.email ? `${emailId}-error` : undefined}
            />
            <FieldError id={`${emailId}-error`} message={errors.email} />
          </div>
          <div className="space-y-1.5">
            <label htmlFor={passwordId} className={labelClass}>
              Contraseña
            </label>
            <PasswordInput
              id={passwordId}
              name="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? `${passwordId}-error` : undefined}
            />
            <FieldError id={`${passwordId}-error`} message={errors.password} />
          </div>
          <Button type="submit" className="w-full">
            Acceder al Panel
          </Button>
        </form>
      </div>
    </main>
  );
}
