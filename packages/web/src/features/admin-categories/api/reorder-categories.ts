import type { CategoriaProducto } from '@horno/domain/catalog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshCategories } from './save-category';

/** The categories whose place changes when `ordered` gets positions 1..n (back-office.md §4). */
export function movedCategories(
  ordered: readonly Pick<CategoriaProducto, 'id' | 'orden'>[],
): { id: number; orden: number }[] {
  return ordered.flatMap((c, index) =>
    c.orden === index + 1 ? [] : [{ id: c.id, orden: index + 1 }],
  );
}

/** One PATCH per moved category; fails if any of them failed. */
export async function reorderCategories(
  ordered: readonly Pick<CategoriaProducto, 'id' | 'orden'>[],
): Promise<void> {
  const results = await Promise.allSettled(
    movedCategories(ordered).map(({ id, orden }) =>
      api.patch<CategoriaProducto>(`/api/categoria-productos/${id}/`, { orden }),
    ),
  );
  const failed = results.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Saves a new order; whatever happened, the lists and menus read the order the server has. */
export function useReorderCategories() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderCategories,
    onSettled: () => refreshCategories(queryClient),
  });
}
