import { Navigate } from 'react-router';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import {
  useAdminCatalog,
  useIngredientOptions,
  useMedidas,
  useModification,
  useProduct,
} from '../../../../features/admin-products/api/products';
import { ModifiedBy } from '../../../../features/admin-products/components/modified-by';
import { ProductForm } from '../../../../features/admin-products/components/product-form';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

/** What both product forms need before they can show: categories, sizes, ingredients, branches. */
function useFormData() {
  const catalog = useAdminCatalog();
  const medidas = useMedidas();
  const ingredientes = useIngredientOptions();
  const sedes = useBranches();
  const queries = [catalog, medidas, ingredientes, sedes];
  return {
    ready:
      catalog.data && medidas.data && ingredientes.data && sedes.data
        ? {
            categorias: catalog.data.categorias,
            medidas: medidas.data,
            ingredientes: ingredientes.data,
            sedes: sedes.data,
          }
        : null,
    error: queries.find((q) => q.isError)?.error ?? null,
    retry: () => queries.forEach((q) => void q.refetch()),
  };
}

export function RegisterProductPage() {
  useAdminTitle('Registrar producto');
  const data = useFormData();
  return (
    <>
      <PageHeader
        title="Registrar producto"
        description="Un producto regular: con precio único o por tamaño, y sus adiciones."
      />
      {data.ready ? (
        <ProductForm {...data.ready} backTo="/productos/listado" />
      ) : data.error ? (
        <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

function EditProduct({ id }: { id: number }) {
  const producto = useProduct(id);
  const modification = useModification(id);
  const data = useFormData();
  useLeaveOnError(producto.isLoadingError, 'Error al cargar el producto', '/productos/listado');
  return (
    <>
      <PageHeader
        title={producto.data ? `Modificar ${producto.data.nombre}` : 'Modificar producto'}
        description={<ModifiedBy modification={modification.data} />}
      />
      {producto.data && data.ready ? (
        <ProductForm
          key={producto.data.id}
          {...data.ready}
          producto={producto.data}
          backTo={`/productos/detalle/${id}`}
        />
      ) : data.error ? (
        <LoadError title="Error al cargar datos" error={data.error} onRetry={data.retry} />
      ) : (
        <FormSkeleton fields={6} />
      )}
    </>
  );
}

export function EditProductPage() {
  useAdminTitle('Modificar producto');
  const id = useRouteId();
  if (id === null) return <Navigate to="/productos/listado" replace />;
  return <EditProduct id={id} />;
}
