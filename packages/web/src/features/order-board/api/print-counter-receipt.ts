import type { Trabajo } from '@horno/domain/printing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * 'Imprimir recibo': the order's receipt, queued for the branch's counter printer (through its
 * print agent). 422 when the branch has none. The PDF printed on this device is `printReceipt`.
 */
export function printCounterReceipt(pedido: number): Promise<Trabajo> {
  return api.post<Trabajo>(`/api/pedidos/${pedido}/imprimir_recibo/`);
}

export function usePrintCounterReceipt() {
  return useMutation({ mutationFn: printCounterReceipt });
}
