import { StaffRegisterSchema } from '@horno/domain/auth';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { FormField } from '../../../components/ui/form-field';
import { PhoneInput } from '../../../components/ui/phone-input';
import { Spinner } from '../../../components/ui/spinner';
import { PasswordField, TextField } from '../../../components/ui/text-field';
import { failureMessage, fieldErrors } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useRegisterUser } from '../api/register-user';
import { useZodForm } from '../../../lib/use-zod-form';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'numero',
  'password',
  'roles',
  'sedes',
] as const;

interface RegisterUserFormProps {
  roles: ReadonlyArray<{ id: number; rol: string }>;
  sedes: ReadonlyArray<{ id: number; nombre: string; direccion?: string }>;
}

/** Registers a staff member with roles and branches, then goes back to the list. */
export function RegisterUserForm({ roles, sedes }: RegisterUserFormProps) {
  const navigate = useNavigate();
  const registerUser = useRegisterUser();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useZodForm(StaffRegisterSchema, {
    mode: 'onTouched',
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      numero: '',
      password: '',
      roles: [],
      sedes: sedes.length === 1 && sedes[0] ? [sedes[0].id] : [],
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await registerUser.mutateAsync(values);
      notify.success(`Usuario ${created.user.first_name} registrado correctamente`);
      navigate('/usuarios/listado');
    } catch (error) {
      const fields = fieldErrors(error);
      let focused = false;
      for (const field of FIELDS) {
        const message = fields[field];
        if (!message) continue;
        setError(field, { message }, { shouldFocus: !focused });
        focused = true;
      }
      notify.error(
        focused
          ? 'Hubo un error al registrar el usuario. Revisa los campos marcados.'
          : failureMessage('Hubo un error al registrar el usuario', error),
      );
    }
  });

  return (
    <Card className="max-w-3xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label="Nombres"
            autoComplete="off"
            error={errors.first_name?.message}
            {...register('first_name')}
          />
          <TextField
            label="Apellidos"
            autoComplete="off"
            error={errors.last_name?.message}
            {...register('last_name')}
          />
          <TextField
            label="Correo electrónico"
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <FormField
            label="Celular"
            hint="Celular de 10 dígitos, empieza por 3."
            error={errors.numero?.message}
          >
            {(field) => <PhoneInput {...field} autoComplete="off" {...register('numero')} />}
          </FormField>
          <PasswordField
            label="Contraseña"
            autoComplete="new-password"
            hint="Al menos 8 caracteres."
            error={errors.password?.message}
            {...register('password')}
          />
        </div>
        <Controller
          control={control}
          name="roles"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Roles"
              options={roles.map((r) => ({ value: r.id, label: r.rol }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              columns={3}
              error={fieldState.error?.message}
              empty="No hay roles para asignar. Crea uno en Roles."
            />
          )}
        />
        <Controller
          control={control}
          name="sedes"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              legend="Sedes"
              options={sedes.map((s) => ({
                value: s.id,
                label: s.nombre,
                description: s.direccion,
              }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                field.onBlur();
              }}
              columns={3}
              error={fieldState.error?.message}
              empty="No tienes sedes para asignar."
            />
          )}
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
            {isSubmitting ? 'Registrando...' : 'Registrar usuario'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
