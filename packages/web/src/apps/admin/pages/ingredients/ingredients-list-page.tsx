import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useIngredients } from '../../../../features/admin-ingredients/api/get-ingredients';
import { IngredientsTable } from '../../../../features/admin-ingredients/components/ingredients-table';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function IngredientsListPage() {
  useAdminTitle('Ingredientes');
  const ingredientes = useIngredients();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_ingredientes'));
  return (
    <>
      <PageHeader
        title="Ingredientes"
        description="Los ingredientes que los productos ofrecen como adiciones, por categoría."
        actions={
          canManage ? (
            <Link to="/ingredientes/registrar" className={buttonClass({ size: 'sm' })}>
              <Plus aria-hidden="true" className="size-4" />
              Agregar ingrediente
            </Link>
          ) : undefined
        }
      />
      {ingredientes.isPending ? (
        <DataTableSkeleton columns={3} />
      ) : ingredientes.isError ? (
        <LoadError
          title="No se pudieron cargar los ingredientes"
          onRetry={() => void ingredientes.refetch()}
          error={ingredientes.error}
        />
      ) : (
        <IngredientsTable ingredientes={ingredientes.data} canManage={canManage} />
      )}
    </>
  );
}
