import type { AgregarSeccion } from '@horno/domain/special-admin';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshCatalog } from './products';

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
