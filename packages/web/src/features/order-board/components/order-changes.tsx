import { formatDateTimeShort } from '@horno/domain/dates';
import { formatCOP } from '@horno/domain/money';
import type { Order } from '@horno/domain/orders';

/** The changes staff made to the order after it was placed: when, who, what, and the totals. */
export function OrderChanges({ order }: { order: Pick<Order, 'cambios'> }) {
  return (
    <ol className="space-y-4">
      {order.cambios.map((cambio) => (
        <li key={cambio.fecha} className="space-y-1.5 border-l-2 border-primary pl-3">
          <p className="text-sm font-bold text-ink">
            <span className="first-letter:uppercase">{formatDateTimeShort(cambio.fecha)}</span>
            {cambio.usuario ? ` · ${cambio.usuario}` : ''}
          </p>
          <ul className="list-disc space-y-0.5 pl-5 text-sm text-ink wrap-anywhere">
            {cambio.detalle.map((texto, i) => (
              <li key={i}>{texto}</li>
            ))}
          </ul>
          {cambio.total_nuevo !== cambio.total_anterior && (
            <p className="text-sm text-ink-muted tabular-nums">
              Total: {formatCOP(cambio.total_anterior)} → {formatCOP(cambio.total_nuevo)}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
