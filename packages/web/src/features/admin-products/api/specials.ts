import type { ProductoEspecial } from '@horno/domain/catalog';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { type RecordVersion, remembersVersion } from '../../../lib/record-version';
import { ADMIN_PRODUCTS_KEY, useRefreshCatalog } from './products';

/** A special product's address: its read answers the version its saves send back. */
export const specialAddress = (id: number) => `/api/productos-especiales/${id}/`;

export function useSpecialProduct(id: number) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'especial', id],
    queryFn: ({ signal }) =>
      api.get<ProductoEspecial>(specialAddress(id), {
        signal,
        onHeaders: remembersVersion(specialAddress(id)),
      }),
  });
}

/** Creates (no id) or edits a special product from the wizard's multipart form. */
export function useSaveSpecial() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({
      id,
      form,
      version,
    }: {
      id?: number;
      form: FormData;
      version?: RecordVersion;
    }) =>
      id === undefined
        ? api.post<ProductoEspecial>('/api/productos-especiales/', form)
        : api.put<ProductoEspecial>(specialAddress(id), form, version?.save()),
    onSuccess: refresh,
  });
}

interface Done {
  message: string;
  id: number;
}

/** Duplicates a regular or a special product: an inactive '{nombre} (copia)' (or '(copia 2)'…). */
export function useDuplicateProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ tipo, id }: { tipo: 'REGULAR' | 'ESPECIAL'; id: number }) =>
      api.post<Done & { nombre: string }>(
        tipo === 'REGULAR'
          ? `/api/productos/${id}/duplicar/`
          : `/api/productos-especiales/${id}/duplicar/`,
      ),
    onSuccess: refresh,
  });
}

/** Converts one regular product into a special one (the original is deactivated). */
export function convertProduct(id: number): Promise<Done> {
  return api.post<Done>(`/api/productos/${id}/convertir/`);
}

export function useConvertProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({ mutationFn: convertProduct, onSettled: refresh });
}

export interface BulkResult {
  converted: string[];
  failed: { nombre: string; reason: string }[];
  /** The server could not be reached: these were not tried (the first one included). */
  unreached: string[];
}

/** Converts several regular products one by one, as the spec asks, collecting what failed. */
export function useBulkConvert() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: async (items: readonly { id: number; nombre: string }[]): Promise<BulkResult> => {
      const result: BulkResult = { converted: [], failed: [], unreached: [] };
      for (const [i, item] of items.entries()) {
        try {
          await convertProduct(item.id);
          result.converted.push(item.nombre);
        } catch (error) {
          // A connection lost half-way stops the run: what was converted stays said.
          if (error instanceof ApiError && error.status === 0) {
            result.unreached = items.slice(i).map((rest) => rest.nombre);
            break;
          }
          result.failed.push({
            nombre: item.nombre,
            reason: error instanceof Error ? error.message : 'Error al convertir',
          });
        }
      }
      return result;
    },
    onSettled: refresh,
  });
}
