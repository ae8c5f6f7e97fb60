import { imageSrcSet } from '@horno/domain/images';
import { formatCOP } from '@horno/domain/money';
import { orderLineNotes } from '@horno/domain/order-lines';
import type { OrderLine } from '@horno/domain/orders';
import { Pizza } from 'lucide-react';

function LineImage({ src }: { src: string | null | undefined }) {
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-surface-muted sm:size-20">
      {src ? (
        <img
          src={src}
          srcSet={imageSrcSet(src)}
          sizes="80px"
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center bg-gradient-to-br from-primary-soft to-surface-muted">
          <Pizza aria-hidden="true" className="size-8 text-primary/70" />
        </div>
      )}
    </div>
  );
}

function OrderLineItem({ line }: { line: OrderLine }) {
  const image = (line.producto ?? line.producto_especial)?.imagen;
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <LineImage src={image} />
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
