import type { CategoriaIngrediente } from '@horno/domain/catalog-admin';
import { FolderPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useIngredient } from '../../../../features/admin-ingredients/api/get-ingredient';
import { useIngredientCategories } from '../../../../features/admin-ingredients/api/get-ingredient-categories';
import { IngredientForm } from '../../../../features/admin-ingredients/components/ingredient-form';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { ApiError } from '../../../../lib/api-client';
import { FormSkeleton } from '../../components/form-skeleton';
import { useAdminTitle } from '../../hooks/use-admin-title';
import { useLeaveOnError } from '../../hooks/use-leave-on-error';
import { useRouteId } from '../../hooks/use-route-id';

/** The ingredient categories the form picks from; none yet says how to create the first. */
function WithCategories({
  children,
}: {
  children: (categorias: CategoriaIngrediente[]) => ReactNode;
}) {
  const categorias = useIngredientCategories();
  const canAddCategory = useAuthStore((s) =>
    hasPermission(s.userPermissions, 'gestionar_categoria_ingrediente'),
  );
  if (categorias.isPending) return <FormSkeleton fields={3} />;
  if (categorias.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las categorías de ingredientes"
        onRetry={() => void categorias.refetch()}
        error={categorias.error}
      />
    );
  }
  if (categorias.data.length === 0) {
    return (
      <EmptyState
        icon={FolderPlus}
        title="Todavía no hay categorías de ingredientes"
        description="Cada ingrediente pertenece a una categoría: crea la primera para registrarlo."
        action={
          canAddCategory ? (
            <Link to="/ingredientes/categorias/agregar" className={buttonClass({ size: 'sm' })}>
              Agregar categoría de ingredientes
            </Link>
          ) : undefined
        }
      />
    );
  }
  return <>{children(categorias.data)}</>;
}

export function RegisterIngredientPage() {
  useAdminTitle('Registrar ingrediente');
  return (
    <>
      <PageHeader
        title="Registrar ingrediente"
        description="Después podrás ofrecerlo como adición en los productos."
      />
      <WithCategories>{(categorias) => <IngredientForm categorias={categorias} />}</WithCategories>
    </>
  );
}

function EditIngredient({ id }: { id: number }) {
  const ingrediente = useIngredient(id);
  const missing = ingrediente.error instanceof ApiError && ingrediente.error.status === 404;
  useLeaveOnError(
    ingrediente.isLoadingError,
    missing ? 'Ingrediente no encontrado' : 'No se pudo cargar el ingrediente',
    '/ingredientes/listado',
  );
  return (
    <>
      <PageHeader
        title={ingrediente.data ? `Modificar ${ingrediente.data.nombre}` : 'Modificar ingrediente'}
        description="El cambio de nombre se ve enseguida en las adiciones del menú."
      />
      {ingrediente.data ? (
        <WithCategories>
          {(categorias) => (
            <IngredientForm
              key={ingrediente.data.id}
              categorias={categorias}
              ingrediente={ingrediente.data}
            />
          )}
        </WithCategories>
      ) : (
        <FormSkeleton fields={3} />
      )}
    </>
  );
}

export function EditIngredientPage() {
  useAdminTitle('Modificar ingrediente');
  const id = useRouteId();
  if (id === null) return <Navigate to="/ingredientes/listado" replace />;
  return <EditIngredient id={id} />;
}
