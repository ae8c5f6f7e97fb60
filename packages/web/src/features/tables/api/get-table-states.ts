import { ESTADOS_MESA, type EstadoMesa } from '@horno/domain/order-states';
import { ESTADO_MESA_LABELS } from '@horno/domain/tables';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface TableStateOption {
  value: EstadoMesa;
  label: string;
}

const KNOWN: TableStateOption[] = ESTADOS_MESA.map((value) => ({
  value,
  label: ESTADO_MESA_LABELS[value],
}));

export function getTableStates(signal?: AbortSignal): Promise<TableStateOption[]> {
  return api.get<TableStateOption[]>('/api/locations/estados-mesas/', { signal });
}

/** LIBRE, ESPERANDO, OCUPADA with their labels (GET /api/locations/estados-mesas/). */
export function useTableStates(): TableStateOption[] {
  const query = useQuery({
    queryKey: ['table-states'],
    queryFn: ({ signal }) => getTableStates(signal),
    staleTime: Infinity,
  });
  return query.data ?? KNOWN;
}
