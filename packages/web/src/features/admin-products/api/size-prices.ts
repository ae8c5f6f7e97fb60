import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshCatalog } from './products';

export interface SizePriceChange {
  /** The size price's id when it exists already. */
  id?: number | undefined;
  medida: number;
  /** null: remove that size's price. */
  precio: number | null;
}

/**
 * Saves a product's size prices as the manage-sizes screen edits them: one call per changed
 * size (POST new, PUT changed, DELETE removed), as the API asks.
 */
export function useSaveSizePrices(productoId: number) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: async (changes: SizePriceChange[]) => {
      for (const change of changes) {
        if (change.precio === null) {
          if (change.id !== undefined) await api.delete(`/api/precios-por-medida/${change.id}/`);
        } else {
          const body = { producto: productoId, medida: change.medida, precio: change.precio };
          if (change.id !== undefined) await api.put(`/api/precios-por-medida/${change.id}/`, body);
          else await api.post('/api/precios-por-medida/', body);
        }
      }
    },
    onSettled: refresh,
  });
}
