import type { DatosDemoEliminados } from '@horno/domain/demo-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function removeDemoData(): Promise<DatosDemoEliminados> {
  return api.post<DatosDemoEliminados>('/api/configuracion/datos-demo/eliminar/');
}

/** Removes the demo; every list of the back office reads again (branches, catalog, orders). */
export function useRemoveDemoData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDemoData,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
