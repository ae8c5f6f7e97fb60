import type { EstadoMesa } from '@horno/domain/order-states';
import { ESTADO_MESA_LABELS, type Mesa } from '@horno/domain/tables';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { tablesKey } from './get-tables';

export function updateTableState(id: number, estado: EstadoMesa): Promise<Mesa> {
  return api.patch<Mesa>(`/api/locations/mesas/${id}/`, { estado });
}

/** Sets a table's state; the grid shows the answer, or says it failed. */
export function useUpdateTableState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, estado }: { id: number; estado: EstadoMesa }) =>
      updateTableState(id, estado),
    onSuccess: (mesa) => {
      queryClient.setQueryData<Mesa[]>(tablesKey(mesa.sede), (tables) =>
        tables?.map((t) => (t.id === mesa.id ? mesa : t)),
      );
      notify.success(`${mesa.nombre}: ${ESTADO_MESA_LABELS[mesa.estado].toLowerCase()}`);
    },
    onError: (error) => {
      console.error('Error al actualizar la mesa', error);
      notify.error('Hubo un error al actualizar el estado de la mesa');
    },
  });
}
