import type { Order } from '@horno/domain/orders';
import { formatPhone } from '@horno/domain/phone';
import { ORDER_TYPE_LABELS } from '@horno/domain/order-states';
import { MapPin, Store, UserRound } from 'lucide-react';
import { Fact } from '../../../components/ui/fact';
import { ORDER_TYPE_ICONS } from '../../../components/ui/order-type';

function customer(order: Order): { nombre: string; numero: string | null } | null {
  if (order.usuario) {
    const nombre = `${order.usuario.first_name} ${order.usuario.last_name}`.trim();
    return { nombre, numero: order.usuario.numero };
  }
  return order.invitado;
}

/** Type, branch, customer and delivery address of an order. */
export function OrderFacts({ order }: { order: Order }) {
  const person = customer(order);
  const TipoIcon = ORDER_TYPE_ICONS[order.tipo_pedido];
  return (
    <dl className="space-y-4">
      <Fact icon={TipoIcon} label="Tipo de pedido">
        <span className="font-bold">{ORDER_TYPE_LABELS[order.tipo_pedido]}</span>
      </Fact>
      <Fact icon={Store} label="Sede">
        <span className="font-bold">{order.sede.nombre}</span>
        <span className="block text-sm text-ink-muted">{order.sede.direccion}</span>
        {order.mesa && <span className="block text-sm text-ink-muted">{order.mesa.nombre}</span>}
      </Fact>
      {person && (
        <Fact icon={UserRound} label="Cliente">
          <span className="font-bold">{person.nombre}</span>
          {person.numero && (
            <span className="block text-sm text-ink-muted tabular-nums">
              {formatPhone(person.numero)}
            </span>
          )}
        </Fact>
      )}
      {order.direccion && (
        <Fact icon={MapPin} label="Dirección de entrega">
          <span className="font-bold">{order.direccion.direccion_entrega}</span>
          {order.direccion.instrucciones && (
            <span className="block text-sm text-ink-muted">
              Instrucciones: {order.direccion.instrucciones}
            </span>
          )}
        </Fact>
      )}
    </dl>
  );
}
