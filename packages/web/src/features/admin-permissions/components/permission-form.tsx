import { PermisoInputSchema, type PermisoItem } from '@horno/domain/auth';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { failureMessage, fieldErrors } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useCreatePermission } from '../api/create-permission';
import { useUpdatePermission } from '../api/update-permission';
import { useZodForm } from '../../../lib/use-zod-form';

/** 'Gestionar mesas' → 'gestionar_mesas'. */
export function suggestClave(nombre: string): string {
  return nombre
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

interface PermissionFormProps {
  /** The permission to modify; without it, a new one is registered. */
  permiso?: PermisoItem;
  onSaved?: (saved: PermisoItem) => void;
}

/** Registers a permission, or modifies `permiso` when given; then back to the list. */
export function PermissionForm({ permiso, onSaved }: PermissionFormProps) {
  const navigate = useNavigate();
  const create = useCreatePermission();
  const update = useUpdatePermission();
  const editing = permiso !== undefined;
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getFieldState,
    formState: { errors, isSubmitting },
  } = useZodForm(PermisoInputSchema, {
    mode: 'onTouched',
    defaultValues: { nombre: permiso?.nombre ?? '', clave: permiso?.clave ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = editing
        ? await update.mutateAsync({ id: permiso.id, ...values })
        : await create.mutateAsync(values);
      notify.success(
        editing ? 'Permiso actualizado correctamente' : 'Permiso registrado correctamente',
      );
      onSaved?.(saved);
      navigate('/permisos/listado');
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.nombre) setError('nombre', { message: fields.nombre });
      if (fields.clave) setError('clave', { message: fields.clave });
      if (error instanceof ApiError && error.status === 409) {
        setError('clave', { message: error.message }, { shouldFocus: true });
      }
      notify.error(
        failureMessage(
          editing ? 'Error al actualizar permiso' : 'Error al registrar permiso',
          error,
        ),
      );
    }
  });

  const nombreField = register('nombre', {
    // While registering, the key follows the name until the key is edited by hand.
    onChange: (event: { target: { value: string } }) => {
      if (!editing && !getFieldState('clave').isDirty) {
        setValue('clave', suggestClave(event.target.value), {
          shouldValidate: getFieldState('clave').isTouched,
        });
      }
    },
  });

  return (
    <Card className="max-w-xl">
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label="Nombre"
          autoComplete="off"
          placeholder="Gestionar mesas"
          error={errors.nombre?.message}
          {...nombreField}
        />
        <TextField
          label="Clave"
          autoComplete="off"
          spellCheck={false}
          placeholder="gestionar_mesas"
          inputClassName="font-mono"
          hint="Solo minúsculas, números y guion bajo. Es la que revisan el menú y las pantallas."
          error={errors.clave?.message}
          {...register('clave')}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link
            to="/permisos/listado"
            className={buttonClass({ variant: 'secondary', size: 'sm' })}
          >
            Volver
          </Link>
          <Button type="submit" size="sm" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? 'Guardando...' : editing ? 'Actualizar permiso' : 'Registrar permiso'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
