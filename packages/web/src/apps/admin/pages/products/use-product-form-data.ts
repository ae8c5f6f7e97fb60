import {
  useAdminCatalog,
  useIngredientOptions,
  useMedidas,
} from '../../../../features/admin-products/api/products';
import { useBranches } from '../../../../features/branches/api/get-branches';

/** What both product forms need before they can show: categories, sizes, ingredients, branches. */
export function useProductFormData() {
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
