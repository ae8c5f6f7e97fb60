import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RecordVersion } from '../../../lib/record-version';
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
 * size (POST new, PUT changed, DELETE removed), as the API asks. Each sends the product's
 * version (`If-Match`) and takes the one its answer gives for the next.
 */
export function useSaveSizePrices(productoId: number) {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: async ({
      changes,
      version,
    }: {
      changes: SizePriceChange[];
      version?: RecordVersion;
    }) => {
      for (const change of changes) {
        const options = version?.save();
        if (change.precio === null) {
          if (change.id !== undefined)
            await api.delete(`/api/precios-por-medida/${change.id}/`, options);
        } else {
          const body = { producto: productoId, medida: change.medida, precio: change.precio };
          if (change.id !== undefined)
            await api.put(`/api/precios-por-medida/${change.id}/`, body, options);
          else await api.post('/api/precios-por-medida/', body, options);
        }
      }
    },
    onSettled: refresh,
  });
}
