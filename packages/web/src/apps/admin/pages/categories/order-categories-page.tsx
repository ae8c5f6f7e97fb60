import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCategories } from '../../../../features/admin-categories/api/get-categories';
import { CategoryOrder } from '../../../../features/admin-categories/components/category-order';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function OrderCategoriesPage() {
  useAdminTitle('Ordenar categorías');
  const categorias = useCategories();
  return (
    <>
      <PageHeader
        title="Ordenar categorías"
        description="Arrastra cada categoría por su asa, o enfócala y usa Espacio y las flechas. El cliente las ve en este orden."
      />
      {categorias.isPending ? (
        <DataTableSkeleton columns={3} rows={8} />
      ) : categorias.isError ? (
        <LoadError
          title="No se pudieron cargar las categorías"
          onRetry={() => void categorias.refetch()}
          error={categorias.error}
        />
      ) : (
        // The server's order, as it is now: after a save that failed, it starts again from there.
        <CategoryOrder
          key={categorias.data.map((c) => `${c.id}:${c.orden}`).join()}
          categorias={categorias.data}
        />
      )}
    </>
  );
}
