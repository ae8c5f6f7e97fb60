import { StaffRolesSchema, type Usuario } from '@horno/domain/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { Spinner } from '../../../components/ui/spinner';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { failureMessage, fieldErrors } from '../../../lib/error-message';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { useAssignRoles } from '../api/assign-roles';
import { userAddress } from '../api/get-user';
import { fullName } from './users-table';

interface AssignRolesFormProps {
  /** The user as read on opening the form: their version is taken with it. */
  user: Usuario;
  roles: ReadonlyArray<{ id: number; rol: string; permisos?: ReadonlyArray<unknown> }>;
  /** After saving, with the user as the server returned it. */
  onAssigned?: (user: Usuario) => void;
}

/** Checkboxes for the roles of a user: at least one, as at registration. */
export function AssignRolesForm({ user, roles, onAssigned }: AssignRolesFormProps) {
  const navigate = useNavigate();
  const assign = useAssignRoles();
  // Sent with the save: refused if another person changed the user since they were read.
  const version = useRecordVersion(userAddress(user.id));
  const [chosen, setChosen] = useState<number[]>(() => user.roles.map((r) => r.id));
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = StaffRolesSchema.safeParse(chosen);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    assign.mutate(
      { id: user.id, roles: chosen, version },
      {
        onSuccess: (saved) => {
          notify.success(`Roles de ${fullName(saved)} actualizados`);
          onAssigned?.(saved);
          navigate('/usuarios/listado');
        },
        onError: (failure) => {
          const atField = fieldErrors(failure).roles;
          if (atField) {
            setError(atField);
            return;
          }
          // A refusal's reason (the last administrator) is long: it stays beside the roles.
          if (failure instanceof ApiError && failure.status === 409) {
            setError(failure.message);
            notify.error('Hubo un error al asignar los roles al usuario');
          } else {
            notify.error(failureMessage('Hubo un error al asignar los roles al usuario', failure));
          }
        },
      },
    );
  };

  return (
    <Card className="max-w-2xl">
      <form onSubmit={onSubmit} className="space-y-5">
        <CheckboxGroup
          legend={`Roles de ${fullName(user)}`}
          options={roles.map((r) => ({
            value: r.id,
            label: r.rol,
            description:
              r.permisos === undefined
                ? undefined
                : r.permisos.length === 1
                  ? '1 permiso'
                  : `${r.permisos.length} permisos`,
          }))}
          value={chosen}
          onChange={(next) => {
            setChosen(next);
            setError(undefined);
          }}
          error={error}
          columns={2}
          empty="No hay roles registrados. Crea uno en Roles."
        />
        <div>
          <StaleRecordAlert error={assign.error} />
          <div
            className={cn(
              'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
              isStaleRecord(assign.error) && 'mt-3',
            )}
          >
            <Link
              to="/usuarios/listado"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Volver
            </Link>
            <Button type="submit" size="sm" disabled={assign.isPending}>
              {assign.isPending ? <Spinner /> : null}
              {assign.isPending ? 'Guardando...' : 'Asignar roles'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
