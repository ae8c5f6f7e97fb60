import type { CategoriaProducto } from '@horno/domain/catalog';
import { ArrowUpDown, Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link } from '../../../../lib/link';
import { buttonClass } from '../../../../components/ui/button';
import { DataTableSkeleton } from '../../../../components/ui/data-table';
import { LoadError } from '../../../../components/ui/load-error';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCategories } from '../../../../features/admin-categories/api/get-categories';
import { CategoriesTable } from '../../../../features/admin-categories/components/categories-table';
import { useSpecialsPerCategory } from '../../../../features/admin-products/api/add-section';
import { AddSectionDialog } from '../../../../features/admin-products/components/add-section-dialog';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function CategoriesListPage() {
  useAdminTitle('Categorías de productos');
  const categorias = useCategories();
  const permissions = useAuthStore((s) => s.userPermissions);
  const canManage = hasPermission(permissions, 'gestionar_categoria_producto');
  const canManageProducts = hasPermission(permissions, 'gestionar_productos');
  const [addingTo, setAddingTo] = useState<CategoriaProducto | null>(null);
  // Inactive special products get an added section too: the menu and the dialog count them.
  const specials = useSpecialsPerCategory(canManageProducts);
  const specialsOf = useCallback(
    (c: CategoriaProducto) =>
      specials.data ? (specials.data.get(c.id) ?? 0) : c.productos_especiales_por_categoria,
    [specials.data],
  );
  return (
    <>
      <PageHeader
        title="Categorías de productos"
        description="En este orden las ve el cliente en la barra del menú."
        actions={
          canManage ? (
            <>
              <Link
                to="/productos/categorias/ordenar"
                className={buttonClass({ variant: 'secondary', size: 'sm' })}
              >
                <ArrowUpDown aria-hidden="true" className="size-4" />
                Ordenar categorías
              </Link>
              <Link to="/productos/categorias/agregar" className={buttonClass({ size: 'sm' })}>
                <Plus aria-hidden="true" className="size-4" />
                Agregar categoría
              </Link>
            </>
          ) : undefined
        }
      />
      {categorias.isPending ? (
        <DataTableSkeleton columns={4} />
      ) : categorias.isError ? (
        <LoadError
          title="Error al cargar las categorías"
          onRetry={() => void categorias.refetch()}
          error={categorias.error}
        />
      ) : (
        <CategoriesTable
          categorias={categorias.data}
          canManage={canManage}
          canManageProducts={canManageProducts}
          onAddSection={setAddingTo}
          specialsOf={specialsOf}
        />
      )}
      <AddSectionDialog
        categoria={addingTo}
        count={addingTo ? specialsOf(addingTo) : 0}
        onClose={() => setAddingTo(null)}
      />
    </>
  );
}
