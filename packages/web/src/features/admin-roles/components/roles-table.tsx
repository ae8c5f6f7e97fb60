import type { Rol } from '@horno/domain/auth';
import { KeyRound, Pencil, ShieldCheck } from 'lucide-react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';

const SHOWN_PERMISSIONS = 3;

const helper = createDataTableColumns<Rol>();

const baseColumns = [
  helper.accessor('rol', {
    header: 'Rol',
    cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((rol) => rol.permisos.length, {
    id: 'permisos',
    header: 'Permisos',
    sortFn: 'number',
    // Sorted by how many; filtered by which ('Gestionar pedidos' finds the roles that have it).
    meta: { filterValue: (rol: Rol) => rol.permisos.map((p) => p.nombre) },
    cell: ({ row }) => {
      const { permisos } = row.original;
      if (permisos.length === 0) return <span className="text-ink-muted">Sin permisos</span>;
      const rest = permisos.length - SHOWN_PERMISSIONS;
      return (
        <span className="flex max-w-xl flex-wrap gap-1">
          {permisos.slice(0, SHOWN_PERMISSIONS).map((p) => (
            <Badge key={p.id}>{p.nombre}</Badge>
          ))}
          {rest > 0 ? <Badge tone="primary">+{rest} más</Badge> : null}
        </span>
      );
    },
  }),
  helper.accessor((rol) => (rol.activo ? 'Activo' : 'Inactivo'), {
    id: 'estado',
    header: 'Estado',
    cell: (info) => (
      <Badge tone={info.getValue() === 'Activo' ? 'success' : 'warning'}>{info.getValue()}</Badge>
    ),
  }),
];

const actionsColumn = helper.display({
  id: 'acciones',
  header: () => <span className="sr-only">Acciones</span>,
  meta: { className: 'w-14 text-right', actions: true },
  cell: ({ row }) => (
    <RowActions label={`Acciones del rol ${row.original.rol}`}>
      <DropdownMenuItem asChild>
        <Link to={`/roles/asignar-permisos/${row.original.id}`}>
          <KeyRound aria-hidden="true" className="size-4" />
          Asignar permisos
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to={`/roles/modificar/${row.original.id}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Modificar rol
        </Link>
      </DropdownMenuItem>
    </RowActions>
  ),
});

const readOnlyColumns: DataTableColumns<Rol> = helper.columns(baseColumns);
const managedColumns: DataTableColumns<Rol> = helper.columns([...baseColumns, actionsColumn]);

/** The role list; the row actions need gestionar_roles (`canManage`). */
export function RolesTable({ roles, canManage }: { roles: readonly Rol[]; canManage: boolean }) {
  return (
    <DataTable
      data={roles}
      columns={canManage ? managedColumns : readOnlyColumns}
      label="Roles"
      empty={
        <EmptyState
          icon={ShieldCheck}
          title="Todavía no hay roles"
          description="Crea un rol y asígnale permisos; después podrás dárselo a los usuarios."
          action={
            canManage ? (
              <Link to="/roles/registrar" className={buttonClass({ size: 'sm' })}>
                Registrar rol
              </Link>
            ) : undefined
          }
        />
      }
    />
  );
}
