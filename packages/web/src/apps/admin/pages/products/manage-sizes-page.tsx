import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useMedidas, useProduct } from '../../../../features/admin-products/api/products';
import { SizePricesForm } from '../../../../features/admin-products/components/size-prices-form';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

function ManageSizes({ id }: { id: number }) {
  const producto = useProduct(id);
  const medidas = useMedidas();
  useLeaveOnError(producto.isLoadingError, 'Error al cargar el producto', '/productos/listado');
  return (
    <>
      <PageHeader
        title={producto.data ? `Precios por tamaño: ${producto.data.nombre}` : 'Precios por tamaño'}
        description="Un precio por tamaño. Deja vacío un tamaño que no se vende."
      />
      {producto.data && medidas.data ? (
        <SizePricesForm key={producto.data.id} producto={producto.data} medidas={medidas.data} />
      ) : (
        <FormSkeleton fields={5} />
      )}
    </>
  );
}

export function ManageSizesPage() {
  useAdminTitle('Precios por tamaño');
  const id = useRouteId();
  if (id === null) return <Navigate to="/productos/listado" replace />;
  return <ManageSizes id={id} />;
}
