import type { Ingrediente } from '@horno/domain/catalog-admin';
import { Carrot, Pencil, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { type BranchSoldOut, soldOutColumn } from '../../../components/ui/sold-out-toggle';
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteIngredient } from '../api/delete-ingredient';

const helper = createDataTableColumns<Ingrediente>();

function columnsFor(
  canManage: boolean,
  soldOut: BranchSoldOut | undefined,
  onRemove: (ingrediente: Ingrediente) => void,
) {
  return helper.columns([
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
    ...(soldOut
      ? [
          helper.display(
            soldOutColumn(soldOut, (row: Ingrediente) => ({
              nombre: row.nombre,
              target: { ingrediente: row.id },
              agotado: (agotados) => agotados.ingredientes.includes(row.id),
            })),
          ),
        ]
      : []),
    ...(canManage
      ? [
          helper.display({
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
                <DropdownMenuItem tone="danger" onSelect={() => onRemove(row.original)}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Eliminar
                </DropdownMenuItem>
              </RowActions>
            ),
          }),
        ]
      : []),
  ]);
}

/**
 * The ingredient list; changing one needs gestionar_ingredientes (`canManage`). With `soldOut`
 * (gestionar_productos and a branch), each addition has its one-tap 'Agotado' switch.
 */
export function IngredientsTable({
  ingredientes,
  canManage,
  soldOut,
}: {
  ingredientes: readonly Ingrediente[];
  canManage: boolean;
  soldOut?: BranchSoldOut | undefined;
}) {
  const sedeNombre = soldOut?.sedeNombre;
  const agotados = soldOut?.agotados;
  const setSoldOut = soldOut?.onChange;
  const [removing, setRemoving] = useState<Ingrediente | null>(null);
  const remove = useDeleteIngredient();
  // DataTable needs stable columns: rebuilt only when what the cells show changes.
  const columns = useMemo(
    () =>
      columnsFor(
        canManage,
        sedeNombre !== undefined && setSoldOut
          ? { sedeNombre, agotados, onChange: setSoldOut }
          : undefined,
        setRemoving,
      ),
    [canManage, sedeNombre, agotados, setSoldOut],
  );
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (done) => notify.success(done.mensaje),
      onError: (error) =>
        notify.error(
          refusalMessage('No se pudo eliminar el ingrediente. Inténtalo de nuevo.', error),
          {
            duration: 10_000,
          },
        ),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <>
      <DataTable
        data={ingredientes}
        columns={columns}
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
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `¿Eliminar el ingrediente «${removing.nombre}»?` : ''}
        description={
          <>
            Solo se elimina si ningún producto lo ofrece como adición y ningún pedido lo tiene; si
            no, te diremos qué productos lo usan. Una vez eliminado no se puede recuperar.
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
