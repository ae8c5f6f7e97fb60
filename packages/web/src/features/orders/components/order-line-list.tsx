import { formatCOP } from '@horno/domain/money';
import { orderLineNotes } from '@horno/domain/order-lines';
import type { OrderLine } from '@horno/domain/orders';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';

function OrderLineItem({ line }: { line: OrderLine }) {
  const image = (line.producto ?? line.producto_especial)?.imagen;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <LineThumbnail src={image} size={80} lazy />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex items-start justify-between gap-3">
          <p className="font-extrabold text-ink">
            <span className="mr-1.5 text-primary-strong tabular-nums">x {line.cantidad}</span>
            {line.nombre}
            {line.medida && (
              <span className="font-bold text-ink-muted"> ({line.medida.label})</span>
            )}
          </p>
          <p className="shrink-0 font-extrabold text-ink tabular-nums">
            {formatCOP(line.subtotal)}
          </p>
        </div>
        {orderLineNotes(line).map((note) => (
          <p key={note.label} className="text-sm text-ink-muted">
            <span className="font-bold text-ink">{note.label}:</span> {note.text}
          </p>
        ))}
        <p className="text-sm text-ink-muted tabular-nums">
          Valor unidad: {formatCOP(line.precio_unitario_aplicado)}
          {line.descuento_porcentaje > 0 && ` (incluye ${line.descuento_porcentaje}% de descuento)`}
        </p>
      </div>
    </li>
  );
}

/** The products of an order with sizes, additions, selections, observations and prices. */
export function OrderLineList({ lines }: { lines: readonly OrderLine[] }) {
  return (
    <ul className="divide-y divide-line wrap-anywhere">
      {lines.map((line) => (
        <OrderLineItem key={line.id} line={line} />
      ))}
    </ul>
  );
}
