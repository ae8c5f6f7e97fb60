import type { Usuario } from '@horno/domain/auth';
import { KeyRound, ShieldCheck, UserCheck, UserPlus, UserX } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useActivateUser } from '../api/activate-user';
import { useDeactivateUser } from '../api/deactivate-user';

export function fullName(user: Pick<Usuario, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

const helper = createDataTableColumns<Usuario>();

const baseColumns = [
  helper.accessor((user) => fullName(user), {
    id: 'nombre',
    header: 'Nombre',
    cell: ({ row }) => (
      <span className="flex flex-col">
        <span className="font-bold break-words text-ink">{fullName(row.original)}</span>
        {row.original.activo ? null : <span className="text-xs text-warning">Inactivo</span>}
      </span>
    ),
  }),
  helper.accessor('email', {
    header: 'Correo electrónico',
    meta: { priority: 'low' },
    cell: (info) => <span className="break-all">{info.getValue()}</span>,
  }),
  helper.accessor((user) => user.numero ?? '', {
    id: 'numero',
    header: 'Celular',
    meta: { priority: 'low' },
    cell: (info) =>
      info.getValue() ? (
        <span className="whitespace-nowrap tabular-nums">{info.getValue()}</span>
      ) : (
        <span className="text-ink-muted">Sin celular</span>
      ),
  }),
  helper.accessor((user) => user.roles.map((r) => r.rol).join(', '), {
    id: 'roles',
    header: 'Roles',
    // One filter value per role: 'Cajero' finds the cashiers who are also something else.
    meta: { filterValue: (user: Usuario) => user.roles.map((r) => r.rol) },
    cell: ({ row }) =>
      row.original.roles.length ? (
        <span className="flex flex-wrap gap-1">
          {row.original.roles.map((r) => (
            <Badge key={r.id} tone="primary">
              {r.rol}
            </Badge>
          ))}
        </span>
      ) : (
        <span className="text-ink-muted">Sin roles</span>
      ),
  }),
  helper.accessor((user) => user.sedes.map((s) => s.nombre).join(', '), {
    id: 'sedes',
    header: 'Sedes',
    meta: { priority: 'low', filterValue: (user: Usuario) => user.sedes.map((s) => s.nombre) },
    cell: ({ row }) =>
      row.original.sedes.length ? (
        <span className="flex flex-wrap gap-1">
          {row.original.sedes.map((s) => (
            <Badge key={s.id}>{s.nombre}</Badge>
          ))}
        </span>
      ) : (
        <span className="text-ink-muted">Sin sedes</span>
      ),
  }),
];

/** The row's menu; 'Desactivar' is not offered on one's own account. */
function actionsColumn(selfId: number | null, onToggle: (user: Usuario) => void) {
  return helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => (
      <RowActions label={`Acciones de ${fullName(row.original)}`}>
        <DropdownMenuItem asChild>
          <Link to={`/usuarios/asignar-roles/${row.original.id}`}>
            <ShieldCheck aria-hidden="true" className="size-4" />
            Asignar roles
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/usuarios/cambiar-clave/${row.original.id}`}>
            <KeyRound aria-hidden="true" className="size-4" />
            Cambiar contraseña
          </Link>
        </DropdownMenuItem>
        {row.original.activo ? (
          row.original.id === selfId ? null : (
            <DropdownMenuItem tone="danger" onSelect={() => onToggle(row.original)}>
              <UserX aria-hidden="true" className="size-4" />
              Desactivar
            </DropdownMenuItem>
          )
        ) : (
          <DropdownMenuItem onSelect={() => onToggle(row.original)}>
            <UserCheck aria-hidden="true" className="size-4" />
            Activar
          </DropdownMenuItem>
        )}
      </RowActions>
    ),
  });
}

// Search by name, e-mail, phone, roles and branches (not by the branches' addresses).
const searchText = (user: Usuario) =>
  [
    fullName(user),
    user.email,
    user.numero ?? '',
    ...user.roles.map((r) => r.rol),
    ...user.sedes.map((s) => s.nombre),
  ].join(' ');

/**
 * The users list with 'Asignar roles', 'Cambiar contraseña' and 'Desactivar'/'Activar' per row
 * (`selfId`: the signed-in user, who cannot deactivate themselves).
 */
export function UsersTable({
  users,
  selfId,
}: {
  users: readonly Usuario[];
  selfId: number | null;
}) {
  const [toggling, setToggling] = useState<Usuario | null>(null);
  const deactivate = useDeactivateUser();
  const activate = useActivateUser();
  const columns = useMemo(
    () => helper.columns([...baseColumns, actionsColumn(selfId, setToggling)]),
    [selfId],
  );
  const deactivating = toggling?.activo ?? false;
  const confirm = () => {
    if (!toggling) return;
    const name = fullName(toggling);
    (deactivating ? deactivate : activate).mutate(toggling.id, {
      onSuccess: () =>
        notify.success(
          deactivating
            ? `${name} quedó desactivado: sus sesiones se cerraron y ya no puede entrar`
            : `${name} quedó activo: puede entrar de nuevo con su contraseña`,
        ),
      onError: (error) =>
        notify.error(
          refusalMessage(
            deactivating
              ? `No se pudo desactivar a ${name}. Inténtalo de nuevo.`
              : `No se pudo activar a ${name}. Inténtalo de nuevo.`,
            error,
          ),
          { duration: 10_000 },
        ),
      onSettled: () => setToggling(null),
    });
  };
  return (
    <>
      <DataTable
        data={users}
        columns={columns}
        label="Usuarios"
        searchText={searchText}
        empty={
          <EmptyState
            icon={UserPlus}
            title="Todavía no hay usuarios"
            description="Registra a tu equipo para que pueda entrar al panel con su correo."
            action={
              <Link to="/usuarios/registrar" className={buttonClass({ size: 'sm' })}>
                Registrar usuario
              </Link>
            }
          />
        }
      />
      <ConfirmDialog
        open={toggling !== null}
        onOpenChange={(open) => !open && setToggling(null)}
        title={
          toggling ? `¿${deactivating ? 'Desactivar' : 'Activar'} a ${fullName(toggling)}?` : ''
        }
        description={
          deactivating ? (
            <>
              Sus sesiones abiertas se cierran ahora mismo, en todos sus dispositivos, y no podrá
              volver a entrar hasta que lo actives. Sus pedidos se conservan.
            </>
          ) : (
            <>
              Podrá entrar de nuevo con su correo y su contraseña, con los roles y sedes que tenía.
            </>
          )
        }
        confirmLabel={deactivating ? 'Desactivar' : 'Activar'}
        pendingLabel={deactivating ? 'Desactivando...' : 'Activando...'}
        pending={deactivate.isPending || activate.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
