import { PageHeader } from '../../../../components/ui/page-header';
import { IngredientCategoryForm } from '../../../../features/admin-ingredients/components/ingredient-category-form';
import { hasPermission, useAuthStore } from '../../../../features/auth/store';
import { useAdminTitle } from '../../hooks/use-admin-title';

export function RegisterIngredientCategoryPage() {
  useAdminTitle('Agregar categoría de ingredientes');
  // A saved category is there to put ingredients in: the list, when this role may see it.
  const canSeeIngredients = useAuthStore((s) =>
    hasPermission(s.userPermissions, 'consultar_ingredientes'),
  );
  return (
    <>
      <PageHeader
        title="Agregar categoría de ingredientes"
        description="Agrupa los ingredientes (quesos, carnes, vegetales) para encontrarlos rápido."
      />
      <IngredientCategoryForm backTo={canSeeIngredients ? '/ingredientes/listado' : '/'} />
    </>
  );
}
