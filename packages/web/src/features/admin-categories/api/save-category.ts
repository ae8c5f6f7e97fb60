import type { CategoriaProducto } from '@horno/domain/catalog';
import type { CategoriaProductoInput } from '@horno/domain/catalog-admin';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
import { invalidateMenus } from '../../../lib/menu-queries';
import { ADMIN_CATEGORIES_KEY } from './get-categories';
import { categoryAddress } from './get-category';

/** After a category changed: the back office's lists and every menu's category bar. */
export function refreshCategories(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ADMIN_CATEGORIES_KEY }),
    invalidateMenus(queryClient),
  ]);
}

/** Registers a category (last in the menu), or changes category `id` when given. */
export function saveCategory({
  id,
  version,
  ...input
}: CategoriaProductoInput & {
  id?: number | undefined;
  version?: RecordVersion;
}): Promise<CategoriaProducto> {
  return id === undefined
    ? api.post<CategoriaProducto>('/api/categoria-productos/', input)
    : api.put<CategoriaProducto>(categoryAddress(id), input, version?.save());
}

export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCategory,
    onSuccess: () => refreshCategories(queryClient),
  });
}
