import { RolInputSchema, type Rol } from '@horno/domain/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useCreateRole } from '../api/create-role';
import { roleAddress } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * Creates a role, or renames `role` when given (as read on opening the form: its version is taken
 * with it); one field, disabled submit while empty.
 */
export function RoleForm({ role }: { role?: Rol }) {
  const navigate = useNavigate();
  const create = useCreateRole();
  const update = useUpdateRole();
  const editing = role !== undefined;
  // Sent with the rename: refused if another person changed the role since it was read.
  const version = useRecordVersion(role && roleAddress(role.id));
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(RolInputSchema, {
    mode: 'onTouched',
    defaultValues: { rol: role?.rol ?? '' },
  });
  const empty = watch('rol').trim() === '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: role.id, rol: values.rol, version });
        notify.success('Rol actualizado correctamente');
      } else {
        await create.mutateAsync(values);
        notify.success('Rol creado correctamente');
      }
      navigate('/roles/listado');
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setError('rol', { message: error.message }, { shouldFocus: true });
      }
      notify.error(
        failureMessage(editing ? 'Error al actualizar el rol' : 'Error al crear el rol', error),
      );
    }
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Nombre del rol"
          autoComplete="off"
          placeholder="Mesero"
          error={errors.rol?.message}
          {...register('rol')}
        />
        <div>
          <StaleRecordAlert error={update.error} />
          <div
            className={cn(
              'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
              isStaleRecord(update.error) && 'mt-3',
            )}
          >
            <Link to="/roles/listado" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
              Volver
            </Link>
            <Button type="submit" size="sm" disabled={empty || isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? 'Guardando...' : editing ? 'Actualizar rol' : 'Crear rol'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
