import type { Producto } from '@horno/domain/catalog';
import { Eye, Pencil, Ruler, Trash2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Link } from '../../../../lib/link';
import { Button, buttonClass } from '../../../../components/ui/button';
import { useLeaveConfirm } from '../../../../components/ui/leave-confirm';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  useAdminCatalog,
  useModification,
  useProduct,
} from '../../../../features/admin-products/api/products';
import { ModifiedBy } from '../../../../features/admin-products/components/modified-by';
import { ProductDetails } from '../../../../features/admin-products/components/product-details';
import { ProductForm } from '../../../../features/admin-products/components/product-form';
import { RemoveProductDialog } from '../../../../features/admin-products/components/remove-product-dialog';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { cn } from '../../../../lib/cn';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';
import { useProductFormData } from './use-product-form-data';

type Mode = 'detalle' | 'editar';

/** The detail/edit toggle (back-office.md §2): one page, the product read or being edited. */
function ModeToggle({ mode, onChange }: { mode: Mode; onChange: (mode: Mode) => void }) {
  const item = (value: Mode, label: string, Icon: typeof Eye) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => mode !== value && onChange(value)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full px-4 text-sm font-bold',
        mode === value ? 'bg-primary text-on-primary' : 'text-ink hover:bg-surface-muted',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
  return (
    <div
      role="group"
      aria-label="Ver o editar el producto"
      className="inline-flex rounded-full border border-line bg-surface p-0.5"
    >
      {item('detalle', 'Detalle', Eye)}
      {item('editar', 'Editar', Pencil)}
    </div>
  );
}

function EditProduct({
  producto,
  onCancel,
  onUpdated,
  onDirtyChange,
}: {
  producto: Producto;
  onCancel: () => void;
  onUpdated: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const data = useProductFormData();
  if (data.ready) {
    return (
      <ProductForm
        key={producto.id}
        {...data.ready}
        producto={producto}
        onCancel={onCancel}
        onUpdated={onUpdated}
        onDirtyChange={onDirtyChange}
      />
    );
  }
  return data.error ? (
    <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
  ) : (
    <FormSkeleton fields={6} />
  );
}

/** Each mode has its address, so a reload or a shared link opens the product as it was shown. */
const modePath = (id: number, mode: Mode) =>
  mode === 'editar' ? `/productos/${id}/modificar` : `/productos/detalle/${id}`;

function ProductScreen({ id, mode }: { id: number; mode: Mode }) {
  const producto = useProduct(id);
  const modification = useModification(id);
  const catalog = useAdminCatalog();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  const navigate = useNavigate();
  // The toggle replaces the address: Back still leaves the product, as before.
  const setMode = (next: Mode) => navigate(modePath(id, next), { replace: true });
  const [dirty, setDirty] = useState(false);
  const [removing, setRemoving] = useState(false);
  const { leave, dialog, release } = useLeaveConfirm(
    dirty,
    'Los cambios a este producto se perderán.',
  );
  // Saved by 'Modificar Producto', the form reports clean just before it opens the list. Stable:
  // the form re-reports on every new callback, and a stale report would mark it dirty again.
  const trackDirty = useCallback(
    (next: boolean) => {
      if (!next) release();
      setDirty(next);
    },
    [release],
  );
  useLeaveOnError(producto.isLoadingError, 'Error al cargar el producto', '/productos/listado');
  const p = producto.data;
  if (!p) return <FormSkeleton fields={6} />;
  const sized = catalog.data?.categorias.find((c) => c.id === p.categoria)?.tiene_medidas ?? false;
  const showDetail = () => {
    release();
    setDirty(false);
    setMode('detalle');
  };
  return (
    <>
      <PageHeader
        title={p.nombre}
        description={<ModifiedBy modification={modification.data} />}
        actions={
          canManage ? (
            <>
              {sized ? (
                <Link
                  to={`/productos/${p.id}/gestionar-tamaños`}
                  className={buttonClass({ variant: 'secondary', size: 'sm' })}
                >
                  <Ruler aria-hidden="true" className="size-4" />
                  Precios por tamaño
                </Link>
              ) : null}
              <ModeToggle
                mode={mode}
                onChange={(next) => (next === 'editar' ? setMode(next) : leave(showDetail))}
              />
              <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
                <Trash2 aria-hidden="true" className="size-4" />
                Eliminar
              </Button>
            </>
          ) : null
        }
      />
      {mode === 'editar' ? (
        <EditProduct
          producto={p}
          onCancel={() => leave(showDetail)}
          onUpdated={showDetail}
          onDirtyChange={trackDirty}
        />
      ) : (
        <>
          <ProductDetails producto={p} sized={sized} />
          <div className="mt-5 flex max-w-4xl justify-end">
            <Link
              to="/productos/listado"
              className={buttonClass({ variant: 'secondary', size: 'sm' })}
            >
              Volver
            </Link>
          </div>
        </>
      )}
      {dialog}
      <RemoveProductDialog
        product={removing ? { tipo: 'REGULAR', id: p.id, nombre: p.nombre } : null}
        onClose={() => setRemoving(false)}
        // Gone: back to the list. Deactivated: it stays here, marked inactive.
        onRemoved={(eliminado) => {
          if (eliminado) {
            release();
            setDirty(false);
            void navigate('/productos/listado', { replace: true });
          }
        }}
      />
    </>
  );
}

/** `/productos/detalle/:id` opens the product to read, `/productos/:id/modificar` to edit. */
export function ProductPage({ mode }: { mode: Mode }) {
  useAdminTitle(mode === 'editar' ? 'Modificar producto' : 'Detalle del producto');
  const id = useRouteId();
  if (id === null) return <Navigate to="/productos/listado" replace />;
  return <ProductScreen id={id} mode={mode} />;
}
