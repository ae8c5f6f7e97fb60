import { formatDateTimeLong, formatOrderNumber } from '@horno/domain/dates';
import { isPedidoActivo } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { orderPromiseLabel } from '@horno/domain/slot-labels';
import { CalendarClock, Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { OrderFacts } from './order-facts';
import { OrderLineList } from './order-line-list';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { OrderTimeline } from './order-timeline';
import { RiderTrackingCard } from './rider-tracking-card';
import { OrderTotals } from './order-totals';
import { MessagesOptOut } from './messages-opt-out';
import { TrackingLink } from './tracking-link';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2 className="mb-4 text-lg font-extrabold text-ink">{title}</h2>
      {children}
    </Card>
  );
}

interface OrderDetailProps {
  order: Order;
  /** The tracking token this browser knows for the order, to share its tracking link. */
  token: string | undefined;
  refreshing: boolean;
  /** Where an online payment stands, under the header (the page composes it). */
  payment?: ReactNode;
}

/** An order's number, state, date, facts, products, totals and history. */
export function OrderDetail({ order, token, refreshing, payment }: OrderDetailProps) {
  const active = isPedidoActivo(order);
  // An order for later says its slot always ('Programado para…'); another its estimate ('Llega
  // hacia…', 'Listo hacia…') while it is under way.
  const promise = order.programado_para || active ? orderPromiseLabel(order) : null;
  const PromiseIcon = order.programado_para ? CalendarClock : Clock;
  return (
    <div className="space-y-5 sm:space-y-6">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Pedido #{formatOrderNumber(order.id)}
          </h1>
          <OrderStatusBadge estado={order.estado} />
        </div>
        <p className="text-ink-muted first-letter:uppercase">{formatDateTimeLong(order.fecha)}</p>
        {promise && (
          <p className="flex items-center gap-2 text-lg font-extrabold text-ink">
            <PromiseIcon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {promise}
          </p>
        )}
        {active && (
          <p className="flex items-center gap-2 text-sm text-ink-muted" aria-live="polite">
            {refreshing ? <Spinner /> : null}
            {refreshing
              ? 'Actualizando estado...'
              : 'Actualizamos el estado de tu pedido automáticamente.'}
          </p>
        )}
      </header>

      {payment}
      {token && <RiderTrackingCard order={order} token={token} />}

      <div className="grid gap-5 sm:gap-6 lg:grid-cols-5 lg:items-start">
        <div className="space-y-5 sm:space-y-6 lg:col-span-2">
          <Section title="Seguimiento">
            <OrderTimeline order={order} />
          </Section>
          <Section title="Datos del pedido">
            <OrderFacts order={order} />
          </Section>
          {token && order.usuario === null && active && <TrackingLink token={token} />}
          {token && active && order.tipo_pedido !== 'MESA' && (
            <MessagesOptOut order={order} token={token} />
          )}
        </div>
        <div className="lg:order-first lg:col-span-3">
          <Section title="Productos">
            <OrderLineList lines={order.productos_pedidos} />
            <div className="mt-5 border-t border-line pt-4">
              <OrderTotals order={order} />
            </div>
          </Section>
        </div>
      </div>
    </div>
  );
}
