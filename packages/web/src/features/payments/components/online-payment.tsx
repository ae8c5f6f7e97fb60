import { formatTime } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { Order } from '@horno/domain/orders';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { payOnline, useConfirmPayment } from '../api/online-payment';

/**
 * Back from Wompi (`?id=` is its transaction), the server is asked to look the transaction up,
 * in case Wompi's event has not arrived yet; the id then leaves the address, so a reload or a
 * shared link does not ask again.
 */
function useReturnFromWompi(token: string | undefined) {
  const [params, setParams] = useSearchParams();
  const transaccion = params.get('id');
  const confirm = useConfirmPayment(token ?? '');
  const asked = useRef(false);
  useEffect(() => {
    if (!token || !transaccion || asked.current) return;
    asked.current = true;
    confirm.mutate(transaccion, {
      onSettled: () =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            next.delete('id');
            next.delete('env');
            return next;
          },
          { replace: true },
        ),
    });
  }, [token, transaccion, confirm, setParams]);
  return confirm.isPending;
}

/**
 * 'Pago en línea' on the order's page: where the payment stands and, while it can still be
 * paid, the way to (try to) pay it on Wompi.
 */
export function OnlinePayment({ order, token }: { order: Order; token: string | undefined }) {
  const checking = useReturnFromWompi(token);
  const [opening, setOpening] = useState(false);
  if (order.metodo_pago !== 'EN_LINEA') return null;

  const pay = () => {
    if (!token) return;
    setOpening(true);
    payOnline(token).catch((error: unknown) => {
      setOpening(false);
      notify.error(failureMessage('No pudimos abrir el pago en línea', error));
    });
  };
  const payButton = (label: string) =>
    token ? (
      <Button onClick={pay} disabled={opening} className="w-full sm:w-auto">
        {opening ? 'Abriendo Wompi...' : label}
      </Button>
    ) : null;
  const until = order.pago_vence_en ? formatTime(order.pago_vence_en) : null;

  let icon = <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning" />;
  let title: string;
  let text: string;
  let action = null;
  if (checking) {
    icon = <Spinner />;
    title = 'Revisando tu pago...';
    text = 'Estamos confirmando con Wompi el resultado de tu pago.';
  } else if (order.estado_pago === 'PAGADO') {
    icon = <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />;
    title = 'Pago aprobado';
    text = 'Tu pago en línea fue aprobado y tu pedido ya llegó a la sede.';
  } else if (order.estado_pago === 'EXPIRADO') {
    icon = (
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
    );
    title = 'El tiempo para pagar venció';
    text =
      'No recibimos el pago a tiempo, así que el pedido no se preparó. Puedes hacerlo de nuevo.';
  } else if (order.estado_pago === 'RECHAZADO' || order.estado_pago === 'ANULADO') {
    icon = (
      <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-strong" />
    );
    title = order.estado_pago === 'RECHAZADO' ? 'Tu pago fue rechazado' : 'Tu pago fue anulado';
    text = `Puedes intentarlo de nuevo, con otro medio si quieres.${until ? ` Tienes hasta las ${until}` : ''}`;
    action = payButton(`Intentar de nuevo (${formatCOP(order.total_pedido)})`);
  } else {
    title = 'Esperando tu pago';
    text = `Tu pedido llega a la sede cuando Wompi apruebe el pago${until ? `. Tienes hasta las ${until} para pagar` : ''}. Si ya pagaste con PSE o Nequi, la aprobación puede tardar unos minutos.`;
    action = payButton(`Pagar ${formatCOP(order.total_pedido)}`);
  }

  return (
    <Card className="space-y-3" aria-live="polite">
      <div className="flex items-start gap-3">
        {icon}
        <div className="min-w-0 space-y-1">
          <h2 className="font-extrabold text-ink">{title}</h2>
          <p className="text-sm text-ink-muted">{text}</p>
        </div>
      </div>
      {action}
    </Card>
  );
}
