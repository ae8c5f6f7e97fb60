import type { AsociarProductos } from '@horno/domain/branch-admin';
import type { Sede } from '@horno/domain/branches';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateMenus } from '../../../lib/menu-queries';
import type { RecordVersion } from '../../../lib/record-version';
import { branchRecordKey } from './branch-records';

/**
 * Replaces the products and special products a branch sells; with `version` (the branch's, the
 * same its form sends), refused if another person changed the branch meanwhile.
 */
export function associateProducts(
  sedeId: number,
  body: AsociarProductos,
  version?: RecordVersion,
): Promise<Sede> {
  return api.post<Sede>(`/api/locations/sedes/${sedeId}/asociar_productos/`, body, version?.save());
}

export interface AssociateProductsInput {
  body: AsociarProductos;
  version?: RecordVersion | undefined;
}

/** Saves what a branch sells; the branch lists and every menu read again. */
export function useAssociateProducts(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, version }: AssociateProductsInput) =>
      associateProducts(sedeId, body, version),
    onSuccess: (sede) => {
      // The branch as saved, with the version its answer carried (`version.save()`).
      queryClient.setQueryData(branchRecordKey(sedeId), sede);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['branches'] }),
        queryClient.invalidateQueries({ queryKey: ['branch', sedeId] }),
        invalidateMenus(queryClient),
      ]);
    },
  });
}
