import type { ProductoEspecial } from '@horno/domain/catalog';
import type { AgregarSeccion } from '@horno/domain/special-admin';
import { useIsMutating, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_PRODUCTS_KEY, useRefreshCatalog } from './products';

/** `POST /api/categoria-productos/{id}/agregar-seccion/`: one section for each of its specials. */
export function addSection(categoriaId: number, body: AgregarSeccion) {
  return api.post<{ message: string; productos: number }>(
    `/api/categoria-productos/${categoriaId}/agregar-seccion/`,
    body,
  );
}

const ADD_SECTION_KEY = ['add-section'] as const;

export function useAddSection() {
  const refresh = useRefreshCatalog();
  return useMutation({
    mutationKey: ADD_SECTION_KEY,
    mutationFn: ({ categoriaId, body }: { categoriaId: number; body: AgregarSeccion }) =>
      addSection(categoriaId, body),
    onSuccess: refresh,
  });
}

/** Whether a section is being added (the dialog's button, outside the form that sends it). */
export function useAddingSection(): boolean {
  return useIsMutating({ mutationKey: ADD_SECTION_KEY }) > 0;
}

/** How many special products each category has, active or not: all of them get the section. */
export function specialsPerCategory(
  especiales: readonly Pick<ProductoEspecial, 'categoria'>[],
): Map<number, number> {
  const counts = new Map<number, number>();
  for (const e of especiales) counts.set(e.categoria, (counts.get(e.categoria) ?? 0) + 1);
  return counts;
}

/** `specialsPerCategory` of every special product (the category list's 'Agregar sección'). */
export function useSpecialsPerCategory(enabled: boolean) {
  return useQuery({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'especiales-por-categoria'],
    queryFn: async ({ signal }) =>
      specialsPerCategory(
        await api.get<ProductoEspecial[]>('/api/productos-especiales/', { signal }),
      ),
    enabled,
  });
}
