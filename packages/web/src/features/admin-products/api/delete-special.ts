import type { Eliminacion } from '@horno/domain/retirement';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshCatalog } from './products';

/** Deletes a special product no order names; one an order names is deactivated instead. */
export function deleteSpecial(id: number): Promise<Eliminacion> {
  return api.delete<Eliminacion>(`/api/productos-especiales/${id}/`);
}

export function useDeleteSpecial() {
  const refresh = useRefreshCatalog();
  return useMutation({ mutationFn: deleteSpecial, onSuccess: refresh });
}
