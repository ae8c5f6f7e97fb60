import type {
  CategoriaProducto,
  MedidaItem,
  Producto,
  ProductoEspecial,
} from '@horno/domain/catalog';
import type { AjustePrecios, Modificacion } from '@horno/domain/catalog-admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { type RecordVersion, remembersVersion } from '../../../lib/record-version';
import { invalidateMenus } from '../../../lib/menu-queries';

/** Every admin catalog query starts with this key; the customer menu's keys are refreshed too. */
export const ADMIN_PRODUCTS_KEY = ['admin-products'] as const;

/** After any catalog change: the admin lists and every branch's menu read again. */
export function useRefreshCatalog() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
      // The category list counts each category's special products (its 'Agregar sección').
      queryClient.invalidateQueries({ queryKey: ['admin-categories'] }),
      invalidateMenus(queryClient),
    ]);
}

export interface AdminCatalog {
  productos: Producto[];
  especiales: ProductoEspecial[];
  categorias: CategoriaProducto[];
}

/** Every product (active or not), special product and category, for the list and the forms. */
export const adminCatalogQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'catalog'],
    queryFn: async ({ signal }): Promise<AdminCatalog> => {
      const [productos, especiales, categorias] = await Promise.all([
        api.get<Producto[]>('/api/productos/', { signal }),
        api.get<ProductoEspecial[]>('/api/productos-especiales/', { signal }),
        api.get<CategoriaProducto[]>('/api/categoria-productos/', { signal }),
      ]);
      return { productos, especiales, categorias };
    },
  });

export function useAdminCatalog() {
  return useQuery(adminCatalogQueryOptions());
}

export function useMedidas() {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'medidas'],
    queryFn: ({ signal }) => api.get<MedidaItem[]>('/api/medidas/', { signal }),
    staleTime: Infinity,
  });
}

/** A product's address: its read answers the version its saves send back. */
export const productAddress = (id: number) => `/api/productos/${id}/`;

export function useProduct(id: number) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'producto', id],
    queryFn: ({ signal }) =>
      api.get<Producto>(productAddress(id), {
        signal,
        onHeaders: remembersVersion(productAddress(id)),
      }),
  });
}

export function useModification(id: number) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'modificacion', id],
    queryFn: ({ signal }) =>
      api.get<Modificacion>(`/api/productos/${id}/modificacion/`, { signal }),
  });
}

/** Registers (no id) or edits a product from its multipart form. */
export function useSaveProduct() {
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
        ? api.post<Producto>('/api/productos/', form)
        : api.put<Producto>(productAddress(id), form, version?.save()),
    onSuccess: refresh,
  });
}

/** The list's inline changes: a base price, or the active switch. */
export function usePatchProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({ id, ...changes }: { id: number; precio?: number; activo?: boolean }) =>
      api.patch<Producto>(`/api/productos/${id}/`, changes),
    onSuccess: refresh,
  });
}

/** The list's 'Activo' switch, for a regular (`PATCH /api/productos/{id}/`) or special product. */
export function useSetProductActive() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: ({
      tipo,
      id,
      activo,
    }: {
      tipo: 'REGULAR' | 'ESPECIAL';
      id: number;
      activo: boolean;
    }) =>
      api.patch<{ activo: boolean }>(
        tipo === 'ESPECIAL' ? `/api/productos-especiales/${id}/` : `/api/productos/${id}/`,
        { activo },
      ),
    onSuccess: refresh,
  });
}

export function useAdjustPrices() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationFn: (input: AjustePrecios) =>
      api.post<{ actualizados: number }>('/api/productos/ajustar-precios/', input),
    onSuccess: refresh,
  });
}

/** The ingredients a product's additions can use (id and name), fresh each time a form opens. */
export function useIngredientOptions() {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'ingredientes'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      api.get<{ id: number; nombre: string }[]>('/api/ingredientes/', { signal }),
  });
}
