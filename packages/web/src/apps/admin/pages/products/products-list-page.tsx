import { Percent, Plus, Sparkles } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from '../../../../lib/link';
import { Button, buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAdminCatalog } from '../../../../features/admin-products/api/products';
import { AdjustPricesDialog } from '../../../../features/admin-products/components/adjust-prices-dialog';
import {
  type ProductAction,
  ProductActionDialog,
} from '../../../../features/admin-products/components/product-action-dialog';
import { ProductsTable } from '../../../../features/admin-products/components/products-table';
import {
  type ProductToRemove,
  RemoveProductDialog,
} from '../../../../features/admin-products/components/remove-product-dialog';
import { type ProductRow, productRows } from '../../../../features/admin-products/product-rows';
import { BulkConvertDialog } from '../../../../features/admin-products/components/bulk-convert-dialog';
import { notify } from '../../../../lib/toast';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { useSetSoldOut } from '../../../../features/menu/api/set-sold-out';
import { useSoldOut } from '../../../../features/menu/api/sold-out';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function ProductsListPage() {
  useAdminTitle('Productos');
  const catalog = useAdminCatalog();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  const sedeId = useAuthStore((s) => s.selectedLocation?.id ?? null);
  const branches = useBranches();
  const agotados = useSoldOut(canManage ? sedeId : null);
  const setSoldOut = useSetSoldOut(sedeId ?? 0);
  const [adjusting, setAdjusting] = useState(false);
  const [action, setAction] = useState<ProductAction | null>(null);
  const [removing, setRemoving] = useState<ProductToRemove | null>(null);
  const onRemove = useCallback(
    (row: ProductRow) => setRemoving({ tipo: row.tipo, id: row.productoId, nombre: row.nombre }),
    [],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [converting, setConverting] = useState<{ id: number; nombre: string }[] | null>(null);
  const [adjustSelection, setAdjustSelection] = useState<number[]>([]);

  const regularsOf = (chosen: readonly ProductRow[]) =>
    chosen.filter((r) => r.tipo === 'REGULAR').map((r) => ({ id: r.productoId, nombre: r.nombre }));
  const toolbar = (chosen: ProductRow[]) =>
    chosen.length === 0 ? null : (
      <>
        <Button
          variant="secondary"
          size="sm"
          disabled={chosen.length === 0}
          onClick={() => {
            setAdjustSelection(regularsOf(chosen).map((r) => r.id));
            setAdjusting(true);
          }}
        >
          <Percent aria-hidden="true" className="size-4" />
          Ajustar precios
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={chosen.length === 0}
          onClick={() => {
            const regulars = regularsOf(chosen);
            if (regulars.length === 0) {
              notify.error('No hay productos regulares seleccionados para convertir');
            } else {
              setConverting(regulars);
            }
          }}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          Convertir seleccionados a especiales
        </Button>
      </>
    );
  const rows = useMemo(
    () =>
      catalog.data
        ? productRows(catalog.data.productos, catalog.data.especiales, catalog.data.categorias)
        : [],
    [catalog.data],
  );
  const sede = branches.data?.find((s) => s.id === sedeId) ?? null;

  return (
    <>
      <PageHeader
        title="Productos"
        description="Los productos regulares y especiales del menú. Cambia un precio tocándolo, o marca lo que se agotó hoy en tu sede."
        actions={
          canManage ? (
            <>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  // The header's action is for a whole category, not a selection left from before.
                  setAdjustSelection([]);
                  setAdjusting(true);
                }}
                disabled={!catalog.data}
              >
                <Percent aria-hidden="true" className="size-4" />
                Ajustar precios
              </Button>
              <Link to="/productos/registrar" className={buttonClass({ size: 'sm' })}>
                <Plus aria-hidden="true" className="size-4" />
                Registrar producto
              </Link>
            </>
          ) : null
        }
      />
      {catalog.isPending ? (
        <DataTableSkeleton columns={5} />
      ) : catalog.isError ? (
        <LoadError
          title="Error al cargar productos o categorías"
          onRetry={() => void catalog.refetch()}
          error={catalog.error}
        />
      ) : (
        <ProductsTable
          rows={rows}
          canManage={canManage}
          onAction={setAction}
          onRemove={canManage ? onRemove : undefined}
          {...(canManage ? { selection: { selected, onChange: setSelected, toolbar } } : {})}
          {...(sede
            ? {
                soldOut: {
                  sedeNombre: sede.nombre,
                  agotados: agotados.data,
                  onChange: setSoldOut.mutateAsync,
                },
              }
            : {})}
        />
      )}
      <ProductActionDialog action={action} rows={rows} onClose={() => setAction(null)} />
      <RemoveProductDialog
        product={removing}
        onClose={() => setRemoving(null)}
        onRemoved={() => setSelected(new Set())}
      />
      {converting ? (
        <BulkConvertDialog
          items={converting}
          onClose={(done) => {
            setConverting(null);
            if (done) setSelected(new Set());
          }}
        />
      ) : null}
      {adjusting && catalog.data ? (
        <AdjustPricesDialog
          open
          onOpenChange={setAdjusting}
          productos={catalog.data.productos}
          categorias={catalog.data.categorias}
          selected={adjustSelection}
          onDone={() => {
            setSelected(new Set());
            setAdjustSelection([]);
          }}
        />
      ) : null}
    </>
  );
}
