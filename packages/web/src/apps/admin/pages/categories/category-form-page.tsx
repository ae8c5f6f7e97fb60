import { Navigate } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCategory } from '../../../../features/admin-categories/api/get-category';
import { CategoryForm } from '../../../../features/admin-categories/components/category-form';
import { ApiError } from '../../../../lib/api-client';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

const LIST = '/productos/categorias/listado';

export function RegisterCategoryPage() {
  useAdminTitle('Agregar categoría');
  return (
    <>
      <PageHeader
        title="Agregar categoría de productos"
        description="La nueva categoría queda al final del menú; cámbiala de lugar en 'Ordenar categorías'."
      />
      <CategoryForm />
    </>
  );
}

function EditCategory({ id }: { id: number }) {
  const categoria = useCategory(id);
  const missing = categoria.error instanceof ApiError && categoria.error.status === 404;
  useLeaveOnError(
    categoria.isLoadingError,
    missing ? 'Categoría no encontrada' : 'Error al cargar la categoría',
    LIST,
  );
  return (
    <>
      <PageHeader
        title={categoria.data ? `Modificar ${categoria.data.nombre}` : 'Modificar categoría'}
        description="Su dirección en el menú cambia con el nombre."
      />
      {categoria.data ? (
        <CategoryForm key={categoria.data.id} categoria={categoria.data} />
      ) : (
        <FormSkeleton fields={2} />
      )}
    </>
  );
}

export function EditCategoryPage() {
  useAdminTitle('Modificar categoría');
  const id = useRouteId();
  if (id === null) return <Navigate to={LIST} replace />;
  return <EditCategory id={id} />;
}
