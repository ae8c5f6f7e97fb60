import { formatDateShort, formatOrderNumber, formatTime } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import { isPedidoActivo } from '@horno/domain/order-states';
import { isLate, waitsForItsTime } from '@horno/domain/order-timing';
import type { Order } from '@horno/domain/orders';
import { paymentSummary } from '@horno/domain/payments';
import { formatPhone } from '@horno/domain/phone';
import {
  CalendarClock,
  Clock,
  MapPin,
  Phone,
  Store,
  UserRound,
  Utensils,
  type LucideIcon,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../lib/link';
import { Badge } from '../../../components/ui/badge';
import { ORDER_STATUS_STYLE } from '../../../components/ui/order-status';
import { OrderStatusBadge } from '../../../components/ui/order-status-badge';
import { cn } from '../../../lib/cn';
import type { OrderStateOption } from '../api/get-order-states';
import { orderCustomer } from '../board-orders';
import { TIPO_PEDIDO_STYLE } from '../order-types';
import { OrderActionsMenu } from './order-actions-menu';
import { OrderAge } from './order-age';
import { OrderProducts } from './order-products';
import { OrderTime } from './order-time';

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-2">
      <dt className="pt-0.5">
        <Icon aria-hidden="true" className="size-4 text-ink-muted" />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 flex-1 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Where the order goes: the address and its instructions, the table, or the branch's counter. */
function Destination({ order }: { order: Order }) {
  if (order.tipo_pedido === 'MESA') {
    return (
      <Fact icon={Utensils} label="Mesa">
        <span className="font-bold">{order.mesa?.nombre ?? 'Mesa sin asignar'}</span>
      </Fact>
    );
  }
  if (order.tipo_pedido === 'RECOGER' || !order.direccion) {
    return (
      <Fact icon={Store} label="Entrega">
        Recoge en {order.sede.nombre}
      </Fact>
    );
  }
  return (
    <Fact icon={MapPin} label="Dirección">
      <span className="font-bold">{order.direccion.direccion_entrega}</span>
      {order.direccion.instrucciones && (
        <span className="block text-ink-muted">{order.direccion.instrucciones}</span>
      )}
    </Fact>
  );
}

function Totals({ order }: { order: Order }) {
  const parts = [`Productos ${formatCOP(order.subtotal_productos)}`];
  if (order.tipo_pedido === 'DOMICILIO')
    parts.push(`Domicilio ${formatCOP(order.costo_domicilio)}`);
  if (order.cupon_aplicado) {
    parts.push(
      `Cupón ${order.cupon_aplicado.porcentaje_descuento}% -${formatCOP(order.descuento_cupon)}`,
    );
  }
  return (
    <div className="min-w-0">
      <p className="text-lg font-extrabold text-ink tabular-nums">
        <span className="sr-only">Total: </span>
        {formatCOP(order.total_pedido)}
      </p>
      {/* Each separator goes with the part after it, so none is left at the end of a line. */}
      <p className="flex flex-wrap gap-x-1 text-xs text-ink-muted tabular-nums">
        {parts.map((part, index) => (
          <span key={part} className="whitespace-nowrap">
            {index > 0 && '· '}
            {part}
          </span>
        ))}
      </p>
      <p className="text-xs font-bold text-ink tabular-nums">{paymentSummary(order)}</p>
    </div>
  );
}

/** When the order was promised: its slot if ordered for later, else the estimate; late past it. */
function Promised({ order, now }: { order: Order; now: number }) {
  if (!order.entrega_estimada) return null;
  const late = isLate(order, now);
  const when = order.programado_para
    ? `Programado: ${formatDateShort(order.programado_para)}, ${formatTime(order.programado_para)}`
    : `${order.tipo_pedido === 'DOMICILIO' ? 'Llega' : 'Listo'} hacia las ${formatTime(order.entrega_estimada)}`;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold',
        late ? 'bg-primary-soft text-primary-strong' : 'bg-surface-muted text-ink',
      )}
    >
      <CalendarClock aria-hidden="true" className="size-3.5" />
      {when}
      {late ? ' · Retrasado' : ''}
    </span>
  );
}

interface OrderCardProps {
  order: Order;
  now: number;
  states: readonly OrderStateOption[];
  /** Just arrived through the live socket. */
  fresh?: boolean;
}

/** One order on the board: state, number, time, type, customer, destination, totals, products. */
export function OrderCard({ order, now, states, fresh = false }: OrderCardProps) {
  const headingId = useId();
  const number = formatOrderNumber(order.id);
  const customer = orderCustomer(order);
  const tipo = TIPO_PEDIDO_STYLE[order.tipo_pedido];
  const detailHref = `/pedidos/${order.id}/detalle`;

  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex h-full flex-col rounded-2xl border border-l-4 border-line bg-surface p-4 shadow-card transition-shadow',
        ORDER_STATUS_STYLE[order.estado].edge,
        !order.activo && 'bg-surface/70',
        fresh && 'ring-4 ring-crust/60',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1 space-y-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={headingId} className="text-lg leading-none font-extrabold text-ink">
              <Link
                to={detailHref}
                className="rounded tabular-nums hover:text-primary-strong hover:underline"
              >
                <span className="sr-only">Pedido </span>#{number}
              </Link>
            </h3>
            <OrderStatusBadge estado={order.estado} size="sm" />
            {!order.activo && <Badge>Inactivo</Badge>}
            {fresh && <Badge tone="warning">Nuevo</Badge>}
          </div>
          {/* A gap and icons, not a '·' text node: a separator would dangle when the time wraps. */}
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1 font-bold text-ink">
              <tipo.icon aria-hidden="true" className="size-4" />
              {tipo.label}
            </span>
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              <OrderTime fecha={order.fecha} />
            </span>
          </p>
        </div>
        <OrderActionsMenu order={order} states={states} detailHref={detailHref} />
      </div>

      <div className="mt-2 flex flex-wrap items-center gap-2">
        {/* An order for later counts its age from its kitchen time, and none while it waits. */}
        {!waitsForItsTime(order, now) && (
          <OrderAge
            fecha={order.cocina_desde ?? order.fecha}
            now={now}
            inProgress={isPedidoActivo(order)}
          />
        )}
        <Promised order={order} now={now} />
      </div>

      <dl className="mt-3 space-y-1.5 text-sm text-ink">
        <Fact icon={UserRound} label="Cliente">
          <span className={cn('font-bold', customer.fromStaff && 'text-sky-800')}>
            {customer.nombre}
          </span>
          {customer.fromStaff && (
            <span className="ml-1.5 text-xs font-bold text-sky-800">(creado en el panel)</span>
          )}
        </Fact>
        {customer.telefono && (
          <Fact icon={Phone} label="Teléfono">
            <a
              href={`tel:+57${customer.telefono}`}
              className="rounded tabular-nums hover:text-primary-strong hover:underline"
            >
              {formatPhone(customer.telefono)}
            </a>
          </Fact>
        )}
        <Destination order={order} />
      </dl>

      <div className="mt-auto pt-3">
        <div className="flex flex-wrap items-end justify-between gap-x-3 gap-y-1 border-t border-line pt-3">
          <Totals order={order} />
        </div>
        <OrderProducts lines={order.productos_pedidos} />
      </div>
    </article>
  );
}
