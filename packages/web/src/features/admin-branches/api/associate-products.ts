import type { AsociarProductos } from '@horno/domain/branch-admin';
import type { Sede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from '../../../lib/menu-queries';

/** Replaces the products and special products a branch sells. */
export function associateProducts(sedeId: number, body: AsociarProductos): Promise<Sede> {
  return api.post<Sede>(`/api/locations/sedes/${sedeId}/asociar_productos/`, body);
}

/** Saves what a branch sells; the branch lists and every menu read again. */
export function useAssociateProducts(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AsociarProductos) => associateProducts(sedeId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['branches'] }),
        queryClient.invalidateQueries({ queryKey: ['branch', sedeId] }),
        invalidateMenus(queryClient),
      ]),
  });
}
