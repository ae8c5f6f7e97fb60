import type { ImpresionSede } from '@horno/domain/printing';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every query of a branch's printing starts with this key. */
export const BRANCH_PRINTING_KEY = ['branch-printing'] as const;
export const branchPrintingKey = (sedeId: number) => [...BRANCH_PRINTING_KEY, sedeId] as const;

/** A branch's printing: its print agents (connected or not), the counter's and stations' printers. */
export function getBranchPrinting(sedeId: number, signal?: AbortSignal): Promise<ImpresionSede> {
  return api.get<ImpresionSede>(`/api/locations/sedes/${sedeId}/impresion/`, { signal });
}

/**
 * `refetchInterval`: read again this often (an agent connects or drops while the page is open).
 * `enabled: false` for who may not read it (neither consultar_sedes nor gestionar_sedes).
 */
export function useBranchPrinting(
  sedeId: number,
  {
    refetchInterval = false,
    enabled = true,
  }: { refetchInterval?: number | false; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: branchPrintingKey(sedeId),
    queryFn: ({ signal }) => getBranchPrinting(sedeId, signal),
    refetchInterval,
    enabled,
  });
}
