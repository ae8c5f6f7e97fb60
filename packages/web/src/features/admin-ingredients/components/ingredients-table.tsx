import type { Ingrediente } from '@horno/domain/catalog-admin';
import { Carrot, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';

const helper = createDataTableColumns<Ingrediente>();

const baseColumns = [
  helper.accessor('nombre', {
    header: 'Nombre',
    cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
  }),
  helper.accessor((i) => i.categoria.nombre, { id: 'categoria', header: 'Categoría' }),
  helper.accessor('descripcion', {
    header: 'Descripción',
    meta: { priority: 'low' },
    cell: (info) =>
      info.getValue() ? (
        <span className="line-clamp-2 max-w-md text-ink-muted">{info.getValue()}</span>
      ) : (
        <span className="text-ink-muted">Sin descripción</span>
      ),
  }),
];

const actionsColumn = helper.display({
  id: 'acciones',
  header: () => <span className="sr-only">Acciones</span>,
  meta: { className: 'w-14 text-right', actions: true },
  cell: ({ row }) => (
    <RowActions label={`Acciones de ${row.original.nombre}`}>
      <DropdownMenuItem asChild>
        <Link to={`/ingredientes/modificar/${row.original.id}`}>
          <Pencil aria-hidden="true" className="size-4" />
          Modificar
        </Link>
      </DropdownMenuItem>
    </RowActions>
  ),
});

const readOnlyColumns: DataTableColumns<Ingrediente> = helper.columns(baseColumns);
const managedColumns: DataTableColumns<Ingrediente> = helper.columns([
  ...baseColumns,
  actionsColumn,
]);

/** The ingredient list; changing one needs gestionar_ingredientes (`canManage`). */
export function IngredientsTable({
  ingredientes,
  canManage,
}: {
  ingredientes: readonly Ingrediente[];
  canManage: boolean;
}) {
  return (
    <DataTable
      data={ingredientes}
      columns={canManage ? managedColumns : readOnlyColumns}
      label="Ingredientes"
      empty={
        <EmptyState
          icon={Carrot}
          title="Todavía no hay ingredientes"
          description="Registra los ingredientes con los que los clientes pueden adicionar sus productos."
          action={
            canManage ? (
              <Link to="/ingredientes/registrar" className={buttonClass({ size: 'sm' })}>
                Agregar ingrediente
              </Link>
            ) : undefined
          }
        />
      }
    />
  );
}
