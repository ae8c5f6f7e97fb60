import type { ImpresionEstacion, Trabajo } from '@horno/domain/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { stationPrintingKey } from './get-station-printing';

/** 'Reintentar': a job that did not print is sent again, to the printer's current address. */
export function retryPrintJob(trabajo: number): Promise<Trabajo> {
  return api.post<Trabajo>(`/api/impresion/trabajos/${trabajo}/reintentar/`);
}

export function useRetryPrintJob(estacion: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPrintJob,
    networkMode: 'always',
    // Its mark goes at once; a new failure brings it back with the order's event.
    onSuccess: (job) =>
      queryClient.setQueryData<ImpresionEstacion>(stationPrintingKey(estacion), (printing) =>
        printing
          ? {
              ...printing,
              trabajos: printing.trabajos.map((t) =>
                t.id === job.id ? { ...t, estado: job.estado, intentos: job.intentos } : t,
              ),
            }
          : printing,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationPrintingKey(estacion) }),
  });
}
