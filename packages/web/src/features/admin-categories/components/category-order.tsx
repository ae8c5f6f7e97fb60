import type { CategoriaProducto } from '@horno/domain/catalog';
import { Tags } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  createDataTableColumns,
  DataTable,
  type DataTableColumns,
} from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormActions } from '../../../components/ui/form-actions';
import { SubmitButton } from '../../../components/ui/submit-button';
import { notify } from '../../../lib/toast';
import { useReorderCategories } from '../api/reorder-categories';

const LIST = '/productos/categorias/listado';

const helper = createDataTableColumns<CategoriaProducto>();

const columns: DataTableColumns<CategoriaProducto> = helper.columns([
  helper.accessor('nombre', {
    header: 'Categoría',
    cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
  }),
  helper.display({
    id: 'posicion',
    header: 'Posición',
    meta: { className: 'w-28 text-right tabular-nums' },
    cell: ({ row }) => row.index + 1,
  }),
  helper.accessor((c) => c.productos_por_categoria + c.productos_especiales_por_categoria, {
    id: 'productos',
    header: 'Productos',
    meta: { className: 'w-28 text-right tabular-nums', priority: 'low' },
  }),
]);

/**
 * The menu's categories with a drag handle each (mouse, touch or keyboard). 'Guardar orden'
 * gives them positions 1..n and sends one change per category whose position moved.
 */
export function CategoryOrder({ categorias }: { categorias: readonly CategoriaProducto[] }) {
  const navigate = useNavigate();
  const reorder = useReorderCategories();
  const [ids, setIds] = useState(() => categorias.map((c) => c.id));
  const ordered = useMemo(() => {
    const byId = new Map(categorias.map((c) => [c.id, c]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }, [categorias, ids]);
  const changed = ids.some((id, index) => categorias[index]?.id !== id);

  const save = async () => {
    try {
      await reorder.mutateAsync(ordered);
      notify.success('Orden de categorías actualizado');
      navigate(LIST);
    } catch (error) {
      console.error('Error al guardar el nuevo orden', error);
      notify.error('Error al guardar el nuevo orden');
      // Back to the order the server has (the page starts again from it if part was saved).
      setIds(categorias.map((c) => c.id));
    }
  };

  return (
    <div className="max-w-3xl space-y-4">
      <DataTable
        data={ordered}
        columns={columns}
        label="Orden de las categorías"
        pagination={false}
        sorting={false}
        filters={false}
        onReorder={setIds}
        empty={
          <EmptyState
            icon={Tags}
            title="No hay categorías para ordenar"
            description="Agrega categorías y vuelve aquí para decidir en qué orden las ve el cliente."
          />
        }
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
        // Stays in view under a long list on a phone.
        className="sticky bottom-0 bg-page/95 py-3 backdrop-blur"
      >
        <FormActions backTo={LIST}>
          <SubmitButton pending={reorder.isPending} disabled={!changed}>
            Guardar orden
          </SubmitButton>
        </FormActions>
      </form>
    </div>
  );
}
