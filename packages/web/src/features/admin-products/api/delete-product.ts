import type { Eliminacion } from '@horno/domain/retirement';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useRefreshCatalog } from './products';

/** Deletes a regular product no order names; one an order names is deactivated instead. */
export function deleteProduct(id: number): Promise<Eliminacion> {
  return api.delete<Eliminacion>(`/api/productos/${id}/`);
}

export function useDeleteProduct() {
  const refresh = useRefreshCatalog();
  return useMutation({ mutationFn: deleteProduct, onSuccess: refresh });
}
