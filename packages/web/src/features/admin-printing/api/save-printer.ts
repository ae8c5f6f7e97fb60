import type { Impresora, ImpresoraInput } from '@horno/domain/printing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCH_PRINTING_KEY } from './get-branch-printing';

/** Whose printer: the branch's counter (receipts) or a kitchen station (its tickets). */
export type PrinterOwner = { sedeId: number; estacionId: number | null };

/** Where the API keeps that printer: PUT sets it, DELETE removes it. */
export const printerApiPath = ({ sedeId, estacionId }: PrinterOwner) =>
  estacionId === null
    ? `/api/locations/sedes/${sedeId}/impresion/mostrador/`
    : `/api/cocina/estaciones/${estacionId}/impresora/`;

/** Sets the counter's or a station's printer. */
export function savePrinter({
  owner,
  input,
}: {
  owner: PrinterOwner;
  input: ImpresoraInput;
}): Promise<Impresora> {
  return api.put<Impresora>(printerApiPath(owner), input);
}

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePrinter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BRANCH_PRINTING_KEY }),
  });
}
