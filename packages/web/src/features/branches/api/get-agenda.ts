import type { Agenda } from '@horno/domain/scheduling-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The order types that may be scheduled (a table's order is not). */
export type AgendaTipo = 'DOMICILIO' | 'RECOGER';

/** The first part of every agenda's query key: a refused slot refreshes them all. */
export const AGENDA_KEY = 'agenda';

// Slots start passing as the clock runs: what is offered is read again each minute.
const REFRESH_MS = 60_000;

/**
 * What the checkout offers at a branch (issue 32): the estimate of 'Lo antes posible' (null while
 * it is closed) and the days with free slots for 'Programar'; `viaje` is a delivery's ride.
 */
export function getAgenda(
  sedeId: number,
  tipo: AgendaTipo,
  viaje: number | undefined,
  signal?: AbortSignal,
): Promise<Agenda> {
  return api.get<Agenda>(`/api/locations/sedes/${sedeId}/agenda/`, {
    params: { tipo, viaje },
    signal,
    anonymous: true,
  });
}

export const agendaQueryOptions = (sedeId: number, tipo: AgendaTipo, viaje?: number) =>
  queryOptions({
    queryKey: [AGENDA_KEY, sedeId, tipo, viaje ?? 0],
    queryFn: ({ signal }) => getAgenda(sedeId, tipo, viaje, signal),
    staleTime: REFRESH_MS / 2,
    refetchInterval: REFRESH_MS,
  });

/** The branch's agenda for the order type; idle without a branch or for a table's order. */
export function useAgenda(sedeId: number | null, tipo: AgendaTipo | null, viaje?: number) {
  return useQuery({
    ...agendaQueryOptions(sedeId ?? 0, tipo ?? 'RECOGER', viaje),
    enabled: sedeId !== null && tipo !== null,
    // A new ride (the address chosen) keeps the slots on screen until the new ones arrive.
    placeholderData: (previous, query) =>
      query?.queryKey[1] === sedeId && query.queryKey[2] === tipo ? previous : undefined,
  });
}
