import type { ImpresionEstacion } from '@horno/domain/printing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { kitchenScreenKey } from './get-kitchen-screen';

// Under the screen's key: the live socket's events, which come when a job fails, read it again.
export const stationPrintingKey = (estacion: number) =>
  [...kitchenScreenKey(estacion), 'impresion'] as const;

/** A station's printer and the print jobs of its orders still in the kitchen. */
export function getStationPrinting(
  estacion: number,
  signal?: AbortSignal,
): Promise<ImpresionEstacion> {
  return api.get<ImpresionEstacion>(`/api/cocina/estaciones/${estacion}/impresion/`, { signal });
}

/**
 * What the station's printer made of each ticket: a FALLIDO job is the ticket's 'No se imprimió'.
 * Read with the screen (the same events, the same safety net).
 */
export function useStationPrinting(
  estacion: number,
  { refetchInterval = false }: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: stationPrintingKey(estacion),
    queryFn: ({ signal }) => getStationPrinting(estacion, signal),
    staleTime: 0,
    refetchInterval,
    networkMode: 'always',
    retry: false,
  });
}
