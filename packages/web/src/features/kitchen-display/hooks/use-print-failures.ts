import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { refusalMessage } from '../../../lib/error-message';
import { useStationPrinting } from '../api/get-station-printing';
import { useRetryPrintJob } from '../api/retry-print-job';

type FailedJob = { id: number; ultimo_error: string | null };

/**
 * The station's tickets that did not print ('No se imprimió'), read with the screen, and their
 * 'Reintentar': `failed(pedido)` is the ticket's failed job, with whether it is being retried
 * and why the last retry was refused.
 */
export function usePrintFailures(
  estacion: number,
  { refetchInterval }: { refetchInterval: number | false },
) {
  const printing = useStationPrinting(estacion, { refetchInterval });
  const retry = useRetryPrintJob(estacion);
  const [refused, setRefused] = useState<{ trabajo: number; message: string } | null>(null);
  const failedByOrder = useMemo(
    () =>
      new Map<number, FailedJob>(
        (printing.data?.trabajos ?? []).flatMap((job) =>
          job.estado === 'FALLIDO' ? [[job.pedido, job] as const] : [],
        ),
      ),
    [printing.data],
  );

  const failed = (pedido: number) => {
    const job = failedByOrder.get(pedido);
    if (!job) return null;
    return {
      reason: job.ultimo_error,
      retrying: retry.isPending && retry.variables === job.id,
      error: refused?.trabajo === job.id ? refused.message : null,
      retry: (onSent: () => void) => {
        setRefused(null);
        retry.mutate(job.id, {
          onSuccess: onSent,
          onError: (error) =>
            setRefused({
              trabajo: job.id,
              message:
                error instanceof ApiError && error.status === 0
                  ? 'Sin conexión: reintenta cuando vuelva la conexión.'
                  : refusalMessage(
                      'No se pudo reintentar la impresión. Inténtalo de nuevo.',
                      error,
                    ),
            }),
        });
      },
    };
  };
  return failed;
}
