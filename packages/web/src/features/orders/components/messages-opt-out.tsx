import type { Order } from '@horno/domain/orders';
import { BellOff, MessageCircle } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { failureMessage } from '../../../lib/error-message';
import { notify } from '../../../lib/toast';
import { useStopMessages } from '../api/stop-messages';

/**
 * Whether the customer hears about this order on WhatsApp, and 'No quiero recibir mensajes'.
 * Only where the tracking token is known (it is what the request proves).
 */
export function MessagesOptOut({ order, token }: { order: Order; token: string }) {
  const stop = useStopMessages(token);
  if (order.sin_mensajes) {
    return (
      <Card className="flex items-start gap-3">
        <BellOff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
        <p className="text-sm text-ink-muted">
          No te enviaremos mensajes de WhatsApp sobre este pedido. Sigue su estado en esta página.
        </p>
      </Card>
    );
  }
  return (
    <Card className="space-y-3">
      <p className="flex items-start gap-3 text-sm text-ink">
        <MessageCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        Te avisamos por WhatsApp cuando la sede acepte tu pedido, cuando salga o esté listo para
        recoger.
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={stop.isPending}
        onClick={() =>
          stop.mutate(undefined, {
            onSuccess: () => notify.success('No te enviaremos más mensajes de este pedido'),
            onError: (error) =>
              notify.error(failureMessage('No pudimos guardar tu preferencia', error)),
          })
        }
      >
        {stop.isPending ? 'Guardando...' : 'No quiero recibir mensajes'}
      </Button>
    </Card>
  );
}
