import type { PermisoItem, Rol } from '@horno/domain/auth';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { Button, buttonClass } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CheckboxGroup } from '../../../components/ui/checkbox-group';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { StaleRecordAlert } from '../../../components/ui/stale-record-alert';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { failureMessage } from '../../../lib/error-message';
import { isStaleRecord, useRecordVersion } from '../../../lib/record-version';
import { notify } from '../../../lib/toast';
import { roleAddress } from '../api/get-role';
import { useUpdateRole } from '../api/update-role';

interface AssignPermissionsFormProps {
  /** The role as read on opening the form: its version is taken with it. */
  role: Rol;
  permisos: readonly PermisoItem[];
  /** The person editing holds this role: removing a permission takes it from them too. */
  heldByMe?: boolean;
  /** After saving, with the role as the server returned it. */
  onAssigned?: (role: Rol) => void;
}

/**
 * Checkboxes (with a select-all) for the permissions of a role. Taking permissions from a role
 * the person holds asks first: they lose them too, and cannot grant them back themselves.
 */
export function AssignPermissionsForm({
  role,
  permisos,
  heldByMe = false,
  onAssigned,
}: AssignPermissionsFormProps) {
  const navigate = useNavigate();
  const update = useUpdateRole();
  // Sent with the save: refused if another person changed the role since it was read.
  const version = useRecordVersion(roleAddress(role.id));
  const [chosen, setChosen] = useState<number[]>(() => role.permisos.map((p) => p.id));
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | undefined>();
  const removed = role.permisos.filter((p) => !chosen.includes(p.id));

  const save = () => {
    update.mutate(
      { id: role.id, permisos: chosen, version },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          notify.success(`Permisos del rol ${saved.rol} actualizados`);
          onAssigned?.(saved);
          navigate('/roles/listado');
        },
        onError: (error) => {
          setConfirming(false);
          // A refusal's reason (the last administrator) is long: it stays beside the permissions.
          if (error instanceof ApiError && error.status === 409) {
            setRefusal(error.message);
            notify.error('Hubo un error al asignar los permisos');
          } else notify.error(failureMessage('Hubo un error al asignar los permisos', error));
        },
      },
    );
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (heldByMe && removed.length > 0) setConfirming(true);
    else save();
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
          onChange={(next) => {
            setChosen(next);
            setRefusal(undefined);
          }}
          error={refusal}
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
            <Button type="submit" size="sm" disabled={update.isPending}>
              {update.isPending ? <Spinner /> : null}
              {update.isPending ? 'Guardando...' : 'Asignar permisos'}
            </Button>
          </div>
        </div>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`¿Quitar permisos de tu propio rol ${role.rol}?`}
        description={
          <>
            Tú tienes este rol: si le quitas{' '}
            {removed.length === 1 ? 'este permiso' : `estos ${removed.length} permisos`}, también
            los pierdes (salvo que otro de tus roles los tenga), y no podrás devolvérselos tú mismo.
            <span className="mt-2 block font-bold text-ink">
              {removed.map((p) => p.nombre).join(', ')}
            </span>
          </>
        }
        confirmLabel="Quitar permisos"
        pendingLabel="Guardando..."
        pending={update.isPending}
        onConfirm={save}
      />
    </Card>
  );
}
