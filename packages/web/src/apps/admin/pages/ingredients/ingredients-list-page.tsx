import { Plus } from 'lucide-react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useIngredients } from '../../../../features/admin-ingredients/api/get-ingredients';
import { IngredientsTable } from '../../../../features/admin-ingredients/components/ingredients-table';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useBranches } from '../../../../features/branches/api/get-branches';
import { useSetSoldOut } from '../../../../features/menu/api/set-sold-out';
import { useSoldOut } from '../../../../features/menu/api/sold-out';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function IngredientsListPage() {
  useAdminTitle('Ingredientes');
  const ingredientes = useIngredients();
  const canManage = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_ingredientes'));
  // Marking an addition sold out is a product decision (gestionar_productos), per branch.
  const canSoldOut = useAuthStore((s) => hasPermission(s.userPermissions, 'gestionar_productos'));
  const sedeId = useAuthStore((s) => s.selectedLocation?.id ?? null);
  const branches = useBranches();
  const agotados = useSoldOut(canSoldOut ? sedeId : null);
  const setSoldOut = useSetSoldOut(sedeId ?? 0);
  const sede = canSoldOut ? (branches.data?.find((s) => s.id === sedeId) ?? null) : null;
  return (
    <>
      <PageHeader
        title="Ingredientes"
        description="Los ingredientes que los productos ofrecen como adiciones, por categoría. Marca lo que se agotó hoy en tu sede y los clientes no podrán pedirlo."
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
        <IngredientsTable
          ingredientes={ingredientes.data}
          canManage={canManage}
          soldOut={
            sede
              ? {
                  sedeNombre: sede.nombre,
                  agotados: agotados.data,
                  onChange: setSoldOut.mutateAsync,
                }
              : undefined
          }
        />
      )}
    </>
  );
}
