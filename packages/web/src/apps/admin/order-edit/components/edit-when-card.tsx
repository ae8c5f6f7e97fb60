import type { Order } from '@horno/domain/orders';
import { orderPromiseLabel } from '@horno/domain/slot-labels';
import { CalendarClock, Clock } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { CheckoutCard } from '../../../../features/checkout/components/checkout-card';
import { WhenCard } from '../../../../features/checkout/components/when-card';
import type { useCheckoutWhen } from '../../../ordering/use-checkout-when';

interface EditWhenCardProps {
  order: Order;
  tipoPedido: 'DOMICILIO' | 'RECOGER';
  /** Another time is being chosen (else the order keeps its own). */
  changing: boolean;
  when: ReturnType<typeof useCheckoutWhen>;
  onChange: () => void;
  onKeep: () => void;
  showErrors: boolean;
}

/**
 * '¿Cuándo?' while changing a placed order (issue 32): the time it has, and 'Cambiar la hora' for
 * another slot (or as soon as possible) agreed with the customer, who is told on WhatsApp.
 */
export function EditWhenCard({
  order,
  tipoPedido,
  changing,
  when,
  onChange,
  onKeep,
  showErrors,
}: EditWhenCardProps) {
  if (changing) {
    return (
      <WhenCard
        {...when.card}
        staff
        tipoPedido={tipoPedido}
        showErrors={showErrors}
        sede={order.sede}
        action={
          <Button variant="ghost" size="sm" onClick={onKeep}>
            Mantener la hora de antes
          </Button>
        }
      />
    );
  }
  const Icon = order.programado_para ? CalendarClock : Clock;
  return (
    <CheckoutCard title="¿Cuándo?" icon={CalendarClock}>
      <p className="flex items-start gap-2 font-bold text-ink">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        {orderPromiseLabel({ ...order, tipo_pedido: tipoPedido }) ?? 'Lo antes posible'}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <Button variant="secondary" size="sm" onClick={onChange}>
          Cambiar la hora
        </Button>
        <p className="text-sm text-ink-muted">
          Solo si el cliente está de acuerdo: le avisamos por WhatsApp.
        </p>
      </div>
    </CheckoutCard>
  );
}
