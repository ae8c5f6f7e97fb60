import { PasswordChangeSchema, type Usuario } from '@horno/domain/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { useChangePassword } from '../api/change-password';
import { useZodForm } from '../../../lib/use-zod-form';

interface ChangePasswordFormProps {
  user: Usuario;
  /** After the change (the server has closed that user's sessions). */
  onChanged?: (user: Usuario) => void;
}

/** A new password typed twice; the server's answer is shown as it comes. */
export function ChangePasswordForm({ user, onChanged }: ChangePasswordFormProps) {
  const navigate = useNavigate();
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useZodForm(PasswordChangeSchema, {
    mode: 'onTouched',
    defaultValues: { password: '', confirm_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await change.mutateAsync({ id: user.id, ...values });
      notify.success(answer.detail);
      onChanged?.(user);
      navigate('/usuarios/listado');
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.message
          ? error.message
          : 'Error al actualizar contraseña',
      );
    }
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          hint="Al menos 8 caracteres. Se cerrarán las sesiones abiertas de este usuario."
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to="/usuarios/listado"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Volver
          </Link>
          <Button type="submit" size="sm" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? 'Guardando...' : 'Cambiar contraseña'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
