import type { Order } from '@horno/domain/orders';
import { formatPhone } from '@horno/domain/phone';
import { MapPin, MessageCircle, Phone, Store, UserRound, Utensils } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { cn } from '../../../lib/cn';
import { orderCustomer, whatsappUrl } from '../board-orders';
import { TIPO_PEDIDO_STYLE } from '../order-types';

/** Type, branch, customer (with phone and WhatsApp), and where the order goes, for staff. */
export function StaffOrderFacts({ order }: { order: Order }) {
  const customer = orderCustomer(order);
  const whatsapp = whatsappUrl(customer.telefono);
  const tipo = TIPO_PEDIDO_STYLE[order.tipo_pedido];
  return (
    <dl className="space-y-4">
      <Fact icon={tipo.icon} label="Tipo de pedido">
        <span className="font-bold">{tipo.label}</span>
      </Fact>
      <Fact icon={UserRound} label="Cliente">
        <span className={cn('font-bold', customer.fromStaff && 'text-sky-800')}>
          {customer.nombre}
        </span>
        {customer.fromStaff && (
          <span className="block text-sm font-bold text-sky-800">Creado desde el panel</span>
        )}
      </Fact>
      {customer.telefono && (
        <Fact icon={Phone} label="Teléfono">
          <span className="flex flex-wrap items-center gap-x-3">
            <a
              href={`tel:+57${customer.telefono}`}
              className="inline-flex min-h-11 items-center font-bold tabular-nums hover:text-primary-strong hover:underline"
            >
              {formatPhone(customer.telefono)}
            </a>
            {whatsapp && (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center gap-1.5 text-sm font-bold text-success hover:underline"
              >
                <MessageCircle aria-hidden="true" className="size-4" />
                WhatsApp
              </a>
            )}
          </span>
        </Fact>
      )}
      {order.tipo_pedido === 'MESA' && (
        <Fact icon={Utensils} label="Mesa">
          <span className="font-bold">{order.mesa?.nombre ?? 'Sin asignar'}</span>
        </Fact>
      )}
      {order.direccion && (
        <Fact icon={MapPin} label="Dirección de entrega">
          <span className="font-bold">{order.direccion.direccion_entrega}</span>
          <span className="block text-sm text-ink-muted">
            {order.direccion.instrucciones
              ? `Instrucciones: ${order.direccion.instrucciones}`
              : 'Sin instrucciones de entrega'}
          </span>
        </Fact>
      )}
      <Fact icon={Store} label="Sede">
        <span className="font-bold">{order.sede.nombre}</span>
        <span className="block text-sm text-ink-muted">{order.sede.direccion}</span>
      </Fact>
    </dl>
  );
}
