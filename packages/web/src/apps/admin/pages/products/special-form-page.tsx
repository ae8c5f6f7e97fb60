import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useAdminCatalog } from '../../../../features/admin-products/api/products';
import { useSpecialProduct } from '../../../../features/admin-products/api/specials';
import { RemoveProductDialog } from '../../../../features/admin-products/components/remove-product-dialog';
import { SpecialForm } from '../../../../features/admin-products/components/special-form';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useMinimumWait } from '../../hooks/use-minimum-wait';
import { useRouteId } from '../../hooks/use-route-id';

/** The spec's shortest loading indicator on the special product's edit screen (§9). */
const EDIT_LOADING_MS = 500;

/** What the wizard needs before it can show: categories, regular products, branches. */
function useWizardData() {
  const catalog = useAdminCatalog();
  const sedes = useBranches();
  const queries = [catalog, sedes];
  return {
    ready:
      catalog.data && sedes.data
        ? {
            categorias: catalog.data.categorias,
            productos: catalog.data.productos,
            sedes: sedes.data,
          }
        : null,
    error: queries.find((q) => q.isError)?.error ?? null,
    retry: () => queries.forEach((q) => void q.refetch()),
  };
}

export function RegisterSpecialPage() {
  useAdminTitle('Registrar producto especial');
  const data = useWizardData();
  return (
    <>
      <PageHeader
        title="Registrar producto especial"
        description="Un combo o una pizza especial: su información y las secciones que el cliente elige."
      />
      {data.ready ? (
        <SpecialForm {...data.ready} />
      ) : data.error ? (
        <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

function EditSpecial({ id }: { id: number }) {
  const especial = useSpecialProduct(id);
  const data = useWizardData();
  const waited = useMinimumWait(EDIT_LOADING_MS);
  const navigate = useNavigate();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  const [removing, setRemoving] = useState(false);
  useLeaveOnError(especial.isLoadingError, 'Error al cargar el producto', '/productos/listado');
  return (
    <>
      <PageHeader
        title={especial.data ? `Modificar ${especial.data.nombre}` : 'Modificar producto especial'}
        description="Su información y sus secciones; los pedidos ya hechos no cambian."
        actions={
          canManage && especial.data ? (
            <Button variant="secondary" size="sm" onClick={() => setRemoving(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              Eliminar
            </Button>
          ) : undefined
        }
      />
      <RemoveProductDialog
        product={
          removing && especial.data
            ? { tipo: 'ESPECIAL', id: especial.data.id, nombre: especial.data.nombre }
            : null
        }
        onClose={() => setRemoving(false)}
        // Deleted or deactivated, the form no longer shows it as it is: back to the list.
        onRemoved={() => void navigate('/productos/listado', { replace: true })}
      />
      {waited && especial.data && data.ready ? (
        <SpecialForm key={especial.data.id} {...data.ready} especial={especial.data} />
      ) : data.error ? (
        <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

export function EditSpecialPage() {
  useAdminTitle('Modificar producto especial');
  const id = useRouteId();
  if (id === null) return <Navigate to="/productos/listado" replace />;
  return <EditSpecial id={id} />;
}
