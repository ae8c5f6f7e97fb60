import { formatCOP } from '@horno/domain/money';
import type { Order } from '@horno/domain/orders';
import { ESTADO_PAGO_LABELS, METODO_PAGO_LABELS } from '@horno/domain/payments';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong
          ? 'flex items-baseline justify-between gap-4 border-t border-line pt-3 text-lg font-extrabold text-ink'
          : 'flex items-baseline justify-between gap-4 text-ink-muted'
      }
    >
      <dt>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

/** What the order cost, as the server charged it. */
export function OrderTotals({ order }: { order: Order }) {
  const cupon = order.cupon_aplicado;
  const delivery = order.tipo_pedido === 'DOMICILIO';
  return (
    <dl className="space-y-2">
      <Row label="Precio de los productos" value={formatCOP(order.subtotal_productos)} />
      {delivery && <Row label="Domicilio" value={formatCOP(order.costo_domicilio)} />}
      {cupon && (
        <>
          <Row
            label="Subtotal"
            value={formatCOP(order.subtotal_productos + order.costo_domicilio)}
          />
          <Row
            label={`Descuento (${cupon.porcentaje_descuento}%) · cupón ${cupon.codigo}`}
            value={`-${formatCOP(order.descuento_cupon)}`}
          />
        </>
      )}
      <Row label="Valor total" value={formatCOP(order.total_pedido)} strong />
      <Row label="Forma de pago" value={METODO_PAGO_LABELS[order.metodo_pago]} />
      {order.estado_pago && (
        <Row label="Estado del pago" value={ESTADO_PAGO_LABELS[order.estado_pago]} />
      )}
      {order.saldo_pendiente !== null && (
        <Row
          label={
            order.saldo_pendiente > 0
              ? 'Por cobrar en efectivo (cambió después del pago)'
              : 'A devolver al cliente (cambió después del pago)'
          }
          value={formatCOP(Math.abs(order.saldo_pendiente))}
          strong
        />
      )}
      {order.paga_con !== null && (
        <>
          <Row label="Paga con" value={formatCOP(order.paga_con)} />
          <Row
            label="Cambio"
            value={order.cambio === null ? 'Sin cambio' : formatCOP(order.cambio)}
          />
        </>
      )}
    </dl>
  );
}
