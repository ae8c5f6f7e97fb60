import type { PermisoItem, Rol } from '@horno/domain/auth';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useUpdateRole } from '../api/update-role';

interface AssignPermissionsFormProps {
  role: Rol;
  permisos: readonly PermisoItem[];
  /** After saving, with the role as the server returned it. */
  onAssigned?: (role: Rol) => void;
}

/** Checkboxes (with a select-all) for the permissions of a role. */
export function AssignPermissionsForm({ role, permisos, onAssigned }: AssignPermissionsFormProps) {
  const navigate = useNavigate();
  const update = useUpdateRole();
  const [chosen, setChosen] = useState<number[]>(() => role.permisos.map((p) => p.id));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id: role.id, permisos: chosen },
      {
        onSuccess: (saved) => {
          notify.success(`Permisos del rol ${saved.rol} actualizados`);
          onAssigned?.(saved);
          navigate('/roles/listado');
        },
        onError: (error) =>
          notify.error(failureMessage('Hubo un error al asignar los permisos', error)),
      },
    );
  };

  return (
    <Card className="max-w-3xl">
      <form onSubmit={onSubmit} className="space-y-5">
        <CheckboxGroup
          legend={`Permisos del rol ${role.rol}`}
          options={permisos.map((p) => ({
            value: p.id,
            label: p.nombre,
            description: p.clave,
          }))}
          value={chosen}
          onChange={setChosen}
          selectAll
          columns={2}
          empty={
            <>
              No hay permisos registrados.{' '}
              <Link to="/permisos/registrar" className="font-bold text-primary-strong underline">
                Registra uno
              </Link>{' '}
              para asignarlo.
            </>
          }
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Link to="/roles/listado" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Volver
          </Link>
          <Button type="submit" size="sm" disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? 'Guardando...' : 'Asignar permisos'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
