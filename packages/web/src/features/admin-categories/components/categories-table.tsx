import type { CategoriaProducto } from '@horno/domain/catalog';
import { SPECIAL_MESSAGES } from '@horno/domain/special-admin';
import { ListPlus, Pencil, Tags, Trash2 } from 'lucide-react';
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
import { refusalMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useDeleteCategory } from '../api/delete-category';

const helper = createDataTableColumns<CategoriaProducto>();

const NO_SPECIALS = SPECIAL_MESSAGES.noSpecials;

/** Regular and special products of the category (active ones, in any branch). */
const productCount = (c: CategoriaProducto) =>
  c.productos_por_categoria + c.productos_especiales_por_categoria;

const baseColumns = [
  helper.accessor('nombre', {
    header: 'Nombre',
    cell: (info) => <span className="font-bold text-ink">{info.getValue()}</span>,
  }),
  helper.accessor('slug', {
    header: 'Slug',
    meta: { priority: 'low' },
    cell: (info) => <code className="text-sm text-ink-muted">{info.getValue()}</code>,
  }),
  helper.accessor((c) => (c.tiene_medidas ? 'Sí' : 'No'), {
    id: 'tiene_medidas',
    header: 'Tiene medidas',
    cell: (info) => (
      <Badge tone={info.getValue() === 'Sí' ? 'success' : 'neutral'}>{info.getValue()}</Badge>
    ),
  }),
  helper.accessor(productCount, {
    id: 'productos',
    header: 'Productos',
    sortFn: 'number',
    meta: { className: 'text-right tabular-nums' },
    cell: ({ row }) => {
      const especiales = row.original.productos_especiales_por_categoria;
      return (
        <span>
          {productCount(row.original)}
          {especiales > 0 ? (
            <span className="block text-xs text-ink-muted">
              {especiales === 1 ? '1 especial' : `${especiales} especiales`}
            </span>
          ) : null}
        </span>
      );
    },
  }),
];

interface Abilities {
  /** gestionar_categoria_producto: 'Modificar'. */
  canManage: boolean;
  /** gestionar_productos: the special products' sections. */
  canManageProducts: boolean;
  /** Opens 'Agregar sección a productos especiales' for a category. */
  onAddSection?: (categoria: CategoriaProducto) => void;
  /** Its special products, active or not (what 'Agregar sección' changes). */
  specialsOf?: (categoria: CategoriaProducto) => number;
}

function actionsColumn({
  canManage,
  canManageProducts,
  onAddSection,
  specialsOf,
  onRemove,
}: Abilities & { onRemove: (categoria: CategoriaProducto) => void }) {
  return helper.display({
    id: 'acciones',
    header: () => <span className="sr-only">Acciones</span>,
    meta: { className: 'w-14 text-right', actions: true },
    cell: ({ row }) => {
      const categoria = row.original;
      const addsSections = canManageProducts && onAddSection !== undefined;
      const withSpecials =
        (specialsOf?.(categoria) ?? categoria.productos_especiales_por_categoria) > 0;
      if (!canManage && !addsSections) return null;
      return (
        <RowActions label={`Acciones de ${categoria.nombre}`}>
          {canManage ? (
            <DropdownMenuItem asChild>
              <Link to={`/productos/categorias/modificar/${categoria.id}`}>
                <Pencil aria-hidden="true" className="size-4" />
                Modificar
              </Link>
            </DropdownMenuItem>
          ) : null}
          {/* Without special products there is nothing to add a section to: said, not hidden. */}
          {addsSections ? (
            <DropdownMenuItem
              disabled={!withSpecials}
              title={withSpecials ? undefined : NO_SPECIALS}
              onSelect={() => onAddSection(categoria)}
              className="py-1.5"
            >
              <ListPlus aria-hidden="true" className="size-4 shrink-0" />
              <span>
                Agregar sección a productos especiales
                {withSpecials ? null : (
                  <span className="block text-xs font-normal text-ink-muted">{NO_SPECIALS}</span>
                )}
              </span>
            </DropdownMenuItem>
          ) : null}
          {canManage ? (
            <DropdownMenuItem tone="danger" onSelect={() => onRemove(categoria)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Eliminar
            </DropdownMenuItem>
          ) : null}
        </RowActions>
      );
    },
  });
}

/** The product categories in menu order, with what the role may do to each. */
export function CategoriesTable({
  categorias,
  canManage,
  canManageProducts,
  onAddSection,
  specialsOf,
}: { categorias: readonly CategoriaProducto[] } & Abilities) {
  const [removing, setRemoving] = useState<CategoriaProducto | null>(null);
  const remove = useDeleteCategory();
  const columns: DataTableColumns<CategoriaProducto> = useMemo(
    () =>
      canManage || canManageProducts
        ? helper.columns([
            ...baseColumns,
            actionsColumn({
              canManage,
              canManageProducts,
              onAddSection,
              specialsOf,
              onRemove: setRemoving,
            }),
          ])
        : helper.columns(baseColumns),
    [canManage, canManageProducts, onAddSection, specialsOf],
  );
  const confirm = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: (done) => notify.success(done.mensaje),
      onError: (error) =>
        notify.error(
          refusalMessage('No se pudo eliminar la categoría. Inténtalo de nuevo.', error),
          {
            duration: 8000,
          },
        ),
      onSettled: () => setRemoving(null),
    });
  };
  return (
    <>
      <DataTable
        data={categorias}
        columns={columns}
        label="Categorías de productos"
        empty={
          <EmptyState
            icon={Tags}
            title="Todavía no hay categorías"
            description="Las categorías ordenan el menú (pizzas, bebidas, postres): crea la primera."
            action={
              canManage ? (
                <Link to="/productos/categorias/agregar" className={buttonClass({ size: 'sm' })}>
                  Agregar categoría
                </Link>
              ) : undefined
            }
          />
        }
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={removing ? `¿Eliminar la categoría «${removing.nombre}»?` : ''}
        description={
          <>
            Solo se elimina si no tiene productos (activos o no); si tiene, te diremos cuántos mover
            a otra categoría primero. Desaparece de la barra del menú y no se puede recuperar.
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
