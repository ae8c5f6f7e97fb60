import type { EstadoMesa } from '@horno/domain/order-states';
import { ESTADO_MESA_LABELS, type Mesa, MesaSchema } from '@horno/domain/tables';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { tablesKey } from './get-tables';

const FAILED = 'Hubo un error al actualizar el estado de la mesa';

/**
 * Sets a table's state, sending the state the screen showed: if another device changed the
 * table meanwhile, the server changes nothing and answers 409 with the table as it is.
 */
export function updateTableState(mesa: Mesa, estado: EstadoMesa): Promise<Mesa> {
  return api.patch<Mesa>(`/api/locations/mesas/${mesa.id}/`, {
    estado,
    estado_anterior: mesa.estado,
  });
}

function showTable(queryClient: QueryClient, mesa: Mesa): void {
  queryClient.setQueryData<Mesa[]>(tablesKey(mesa.sede), (tables) =>
    tables?.map((t) => (t.id === mesa.id ? mesa : t)),
  );
}

/** The table a 409 carries in `detail.mesa`, if it does. */
function currentTable(error: unknown): Mesa | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const detail = error.detail as { mesa?: unknown } | undefined;
  const parsed = MesaSchema.safeParse(detail?.mesa);
  return parsed.success ? parsed.data : null;
}

/** Sets a table's state; the card shows the answer, or why nothing changed. */
export function useUpdateTableState() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mesa, estado }: { mesa: Mesa; estado: EstadoMesa }) =>
      updateTableState(mesa, estado),
    onSuccess: (mesa, { mesa: before }) => {
      showTable(queryClient, mesa);
      const label = ESTADO_MESA_LABELS[mesa.estado].toLowerCase();
      notify.success(
        mesa.estado === before.estado
          ? `${mesa.nombre} ya estaba ${label}`
          : `${mesa.nombre}: ${label}`,
      );
    },
    onError: (error, { mesa }) => {
      const now = currentTable(error);
      if (now) {
        // Another device got there first: show the table as it is and say so.
        showTable(queryClient, now);
        notify.info(error.message);
        return;
      }
      console.error('Error al actualizar la mesa', error);
      notify.error(failureMessage(FAILED, error));
      void queryClient.invalidateQueries({ queryKey: tablesKey(mesa.sede) });
    },
  });
}
