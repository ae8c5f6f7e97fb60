import { formatOrderNumber } from '@horno/domain/dates';
import { Printer } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { usePrintCounterReceipt } from '../api/print-counter-receipt';

/**
 * 'Imprimir recibo' on the branch's counter printer. `agentConnected`: whether the branch's print
 * agent is on now (unknown: null), so the toast says if the receipt waits for it.
 */
export function CounterReceiptButton({
  pedido,
  agentConnected,
}: {
  pedido: number;
  agentConnected: boolean | null;
}) {
  const print = usePrintCounterReceipt();
  const number = `#${formatOrderNumber(pedido)}`;
  const send = () =>
    print.mutate(pedido, {
      onSuccess: () =>
        agentConnected === false
          ? notify.success(
              `Recibo del pedido ${number} en cola: se imprime cuando el agente de impresión de la sede se conecte.`,
            )
          : notify.success(`Recibo del pedido ${number} enviado a la impresora del mostrador`),
      onError: (error) => notify.error(failureMessage('No se pudo imprimir el recibo', error)),
    });
  return (
    <Button variant="secondary" size="sm" onClick={send} disabled={print.isPending}>
      {print.isPending ? <Spinner /> : <Printer aria-hidden="true" className="size-4" />}
      {print.isPending ? 'Enviando...' : 'Imprimir recibo'}
    </Button>
  );
}
