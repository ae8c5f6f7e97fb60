import type { PermisoItem } from '@horno/domain/auth';
import { PERMISOS } from '@horno/domain/permissions';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeletePermission } from '../api/delete-permission';

const SYSTEM_KEYS = new Set<string>(PERMISOS);

/** The keys the app itself checks: deleting one would lock its screens for everybody. */
export function isSystemPermission(clave: string): boolean {
  return SYSTEM_KEYS.has(clave);
}

const helper = createDataTableColumns<PermisoItem>();

function buildColumns(onDelete: (permiso: PermisoItem) => void): DataTableColumns<PermisoItem> {
  return helper.columns([
    helper.accessor('nombre', {
      header: 'Nombre',
      cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
    }),
    helper.accessor('clave', {
      header: 'Clave',
      cell: (info) => (
        <span className="inline-flex flex-wrap items-center gap-2">
          <code className="rounded-md bg-surface-muted px-1.5 py-0.5 font-mono text-xs text-ink">
            {info.getValue()}
          </code>
          {isSystemPermission(info.getValue()) ? <Badge>Del sistema</Badge> : null}
        </span>
      ),
    }),
    helper.display({
      id: 'acciones',
      header: () => <span className="sr-only">Acciones</span>,
      meta: { className: 'w-14 text-right', actions: true },
      cell: ({ row }) => {
        const permiso = row.original;
        const locked = isSystemPermission(permiso.clave);
        return (
          <RowActions label={`Acciones del permiso ${permiso.nombre}`}>
            <DropdownMenuItem asChild>
              <Link to={`/permisos/modificar/${permiso.id}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Modificar
              </Link>
            </DropdownMenuItem>
            <DropdownMenuItem
              tone="danger"
              disabled={locked}
              onSelect={() => onDelete(permiso)}
              title={locked ? 'Los permisos del sistema no se pueden eliminar' : undefined}
            >
              <Trash2 aria-hidden="true" className="size-4" />
              {locked ? 'Eliminar (del sistema)' : 'Eliminar'}
            </DropdownMenuItem>
          </RowActions>
        );
      },
    }),
  ]);
}

interface PermissionsTableProps {
  permisos: readonly PermisoItem[];
  /** After a deletion, for lists that show permissions too (roles). */
  onDeleted?: () => void;
}

/** The permission list with modify and delete (after a confirmation) actions. */
export function PermissionsTable({ permisos, onDeleted }: PermissionsTableProps) {
  const [toDelete, setToDelete] = useState<PermisoItem | null>(null);
  const remove = useDeletePermission();
  const columns = useMemo(() => buildColumns(setToDelete), []);

  const confirm = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: (answer) => {
        notify.success(answer.message || 'Permiso eliminado correctamente');
        onDeleted?.();
      },
      onError: (error) => notify.error(failureMessage('Error al eliminar permiso', error)),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <>
      <DataTable
        data={permisos}
        columns={columns}
        label="Permisos"
        empty={
          <EmptyState
            icon={KeyRound}
            title="Todavía no hay permisos"
            description="Registra un permiso para poder asignarlo a los roles."
            action={
              <Link to="/permisos/registrar" className={buttonClass({ size: 'sm' })}>
                Registrar permiso
              </Link>
            }
          />
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        title="¿Estás seguro de eliminar este permiso?"
        description={
          <>
            No puedes revertir la acción.
            {toDelete ? (
              <> Se eliminará «{toDelete.nombre}» y los roles que lo tienen lo perderán.</>
            ) : null}
          </>
        }
        confirmLabel="Eliminar"
        pendingLabel="Eliminando..."
        pending={remove.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
