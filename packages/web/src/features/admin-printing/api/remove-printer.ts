import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BRANCH_PRINTING_KEY } from './get-branch-printing';
import { type PrinterOwner, printerApiPath } from './save-printer';

/**
 * Removes the counter's or a station's printer: the station then only shows its tickets, the
 * counter prints no receipts.
 */
export function removePrinter(owner: PrinterOwner): Promise<void> {
  return api.delete<void>(printerApiPath(owner));
}

export function useRemovePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePrinter,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BRANCH_PRINTING_KEY }),
  });
}
