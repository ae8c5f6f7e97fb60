import type { AgotadoInput, Agotados } from '@horno/domain/catalog-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { soldOutKey, soldOutPath } from './sold-out';

// Apart from `useSoldOut`: the menu reads the list, only the back office switches it, and the
// mutation code stays off the menu's first load (docs/decisions/005-menu-bundle-budget.md).
export function useSetSoldOut(sedeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AgotadoInput) => api.post<Agotados>(soldOutPath(sedeId), input),
    onSuccess: (agotados) => queryClient.setQueryData(soldOutKey(sedeId), agotados),
  });
}
