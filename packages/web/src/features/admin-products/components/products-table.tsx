import { Copy, Eye, PackagePlus, Pencil, Ruler, Sparkles, Trash2 } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { createDataTableColumns, DataTable } from '../../../components/ui/data-table';
import { DropdownMenuItem } from '../../../components/ui/dropdown-menu';
import { EmptyState } from '../../../components/ui/empty-state';
import { RowActions } from '../../../components/ui/row-actions';
import { cn } from '../../../lib/cn';
import type { ProductRow } from '../product-rows';
import { InlinePrice } from './inline-price';
import type { ProductAction } from './product-action-dialog';
import { type BranchSoldOut, soldOutColumn } from '../../../components/ui/sold-out-toggle';
import { ActiveToggle } from './active-toggle';

const helper = createDataTableColumns<ProductRow>();

interface ProductsTableProps {
  rows: readonly ProductRow[];
  /** gestionar_productos: the row actions, inline price and sold-out switches. */
  canManage: boolean;
  /** The selected rows' ids, and the bulk actions for them (gestionar_productos). */
  selection?: {
    selected: ReadonlySet<string>;
    onChange: (selected: ReadonlySet<string>) => void;
    toolbar: (rows: ProductRow[]) => ReactNode;
  };
  /** 'Duplicar' or 'Convertir a especial' chosen in a row's menu. */
  onAction: (action: ProductAction) => void;
  /** 'Eliminar' chosen in a row's menu (gestionar_productos). */
  onRemove?: ((row: ProductRow) => void) | undefined;
  /** Today's stock at the staff member's branch ('Agotado'); absent when no branch is selected. */
  soldOut?: BranchSoldOut;
}

function columnsFor({ canManage, soldOut, onAction, onRemove }: Omit<ProductsTableProps, 'rows'>) {
  return helper.columns([
    helper.accessor('nombre', {
      header: 'Nombre',
      cell: ({ row }) => (
        <span className="flex items-center gap-3">
          {row.original.imagen ? (
            <img
              src={row.original.imagen}
              alt=""
              width={48}
              height={36}
              loading="lazy"
              className="h-9 w-12 shrink-0 rounded-md object-cover"
            />
          ) : (
            <span aria-hidden="true" className="h-9 w-12 shrink-0 rounded-md bg-surface-muted" />
          )}
          <span className="min-w-0">
            <span className="block font-bold break-words text-ink">{row.original.nombre}</span>
            {row.original.activo ? null : <span className="text-xs text-warning">Inactivo</span>}
          </span>
        </span>
      ),
    }),
    helper.accessor('categoriaNombre', { id: 'categoria', header: 'Categoría' }),
    helper.accessor((row) => (row.tipo === 'ESPECIAL' ? 'Especial' : 'Regular'), {
      id: 'tipo',
      header: 'Tipo',
      meta: { priority: 'low' },
      cell: (info) => (
        <Badge tone={info.getValue() === 'Especial' ? 'primary' : 'neutral'}>
          {info.getValue()}
        </Badge>
      ),
    }),
    helper.accessor((row) => row.precioOrden ?? -1, {
      id: 'precio',
      header: 'Precio',
      sortFn: 'number',
      // Sorted by the lowest price; a checklist of prices would not help anyone find a product.
      meta: { filter: false },
      cell: ({ row }) =>
        canManage && row.original.precioEditable && row.original.regular ? (
          <InlinePrice
            productoId={row.original.productoId}
            nombre={row.original.nombre}
            precio={row.original.regular.precio}
          />
        ) : (
          <span
            className={cn(
              'whitespace-nowrap tabular-nums',
              row.original.precioFalta ? 'font-bold text-warning' : 'font-bold',
            )}
          >
            {row.original.precioTexto}
            {row.original.precioNota ? (
              <span className="block text-xs font-normal text-ink-muted">
                {row.original.precioNota}
              </span>
            ) : null}
          </span>
        ),
    }),
    helper.accessor((row) => (row.activo ? 'Activo' : 'Inactivo'), {
      id: 'estado',
      header: 'Estado',
      meta: { priority: 'low' },
      cell: (info) =>
        canManage ? (
          <ActiveToggle
            tipo={info.row.original.tipo}
            productoId={info.row.original.productoId}
            nombre={info.row.original.nombre}
            activo={info.row.original.activo}
          />
        ) : (
          <Badge tone={info.getValue() === 'Activo' ? 'success' : 'warning'}>
            {info.getValue()}
          </Badge>
        ),
    }),
    ...(canManage && soldOut
      ? [
          helper.display(
            soldOutColumn(soldOut, (row: ProductRow) => ({
              nombre: row.nombre,
              target:
                row.tipo === 'ESPECIAL'
                  ? { producto_especial: row.productoId }
                  : { producto: row.productoId },
              agotado: (agotados) =>
                (row.tipo === 'ESPECIAL'
                  ? agotados.productos_especiales
                  : agotados.productos
                ).includes(row.productoId),
            })),
          ),
        ]
      : []),
    helper.display({
      id: 'acciones',
      header: () => <span className="sr-only">Acciones</span>,
      meta: { className: 'w-14 text-right', actions: true },
      cell: ({ row }) => (
        <ProductActions
          row={row.original}
          canManage={canManage}
          onAction={onAction}
          onRemove={onRemove}
        />
      ),
    }),
  ]);
}

function ProductActions({
  row,
  canManage,
  onAction,
  onRemove,
}: {
  row: ProductRow;
  canManage: boolean;
  onAction: (action: ProductAction) => void;
  onRemove?: ((row: ProductRow) => void) | undefined;
}) {
  // A special product offers nothing to read without gestionar_productos: no empty menu.
  if (!canManage && row.tipo === 'ESPECIAL') return null;
  const editPath =
    row.tipo === 'ESPECIAL'
      ? `/productos/especiales/${row.productoId}/modificar`
      : `/productos/${row.productoId}/modificar`;
  return (
    <RowActions label={`Acciones de ${row.nombre}`}>
      {row.tipo === 'REGULAR' ? (
        <DropdownMenuItem asChild>
          <Link to={`/productos/detalle/${row.productoId}`}>
            <Eye aria-hidden="true" className="size-4" />
            Ver detalle
          </Link>
        </DropdownMenuItem>
      ) : null}
      {canManage ? (
        <DropdownMenuItem asChild>
          <Link to={editPath}>
            <Pencil aria-hidden="true" className="size-4" />
            Modificar
          </Link>
        </DropdownMenuItem>
      ) : null}
      {canManage && row.porTamanos ? (
        <DropdownMenuItem asChild>
          <Link to={`/productos/${row.productoId}/gestionar-tamaños`}>
            <Ruler aria-hidden="true" className="size-4" />
            Definir precios por tamaño
          </Link>
        </DropdownMenuItem>
      ) : null}
      {canManage ? (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'duplicar', row })}>
          <Copy aria-hidden="true" className="size-4" />
          Duplicar
        </DropdownMenuItem>
      ) : null}
      {canManage && row.tipo === 'REGULAR' ? (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'convertir', row })}>
          <Sparkles aria-hidden="true" className="size-4" />
          Convertir a especial
        </DropdownMenuItem>
      ) : null}
      {canManage && onRemove ? (
        <DropdownMenuItem tone="danger" onSelect={() => onRemove(row)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Eliminar
        </DropdownMenuItem>
      ) : null}
    </RowActions>
  );
}

const searchText = (row: ProductRow) =>
  [row.nombre, row.descripcion, row.categoriaNombre, row.precioTexto].join(' ');

/** Regular and special products together, with their price, state and today's stock. */
export function ProductsTable({
  rows,
  canManage,
  soldOut,
  onAction,
  onRemove,
  selection,
}: ProductsTableProps) {
  // DataTable needs stable columns: rebuilt only when what the cells show changes.
  const sedeNombre = soldOut?.sedeNombre;
  const agotados = soldOut?.agotados;
  const setSoldOut = soldOut?.onChange;
  const columns = useMemo(
    () =>
      columnsFor({
        canManage,
        onAction,
        onRemove,
        ...(sedeNombre !== undefined && setSoldOut
          ? { soldOut: { sedeNombre, agotados, onChange: setSoldOut } }
          : {}),
      }),
    [canManage, onAction, onRemove, sedeNombre, agotados, setSoldOut],
  );
  return (
    <DataTable
      data={rows}
      columns={columns}
      label="Productos"
      searchText={searchText}
      {...(selection
        ? {
            selection: { selected: selection.selected, onChange: selection.onChange },
            toolbar: selection.toolbar,
          }
        : {})}
      empty={
        <EmptyState
          icon={PackagePlus}
          title="No se encontraron productos"
          description="Registra el primer producto de tu menú."
          action={
            canManage ? (
              <Link to="/productos/registrar" className={buttonClass({ size: 'sm' })}>
                Registrar producto
              </Link>
            ) : undefined
          }
        />
      }
    />
  );
}
