import type { CartLine } from '@horno/domain/cart';
import { formatCOP } from '@horno/domain/money';
import { Minus, Pencil, Pizza, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { cartLineDetails } from '../line-text';

interface CartLineItemProps {
  line: CartLine;
  /** Unit price now (from the catalog), falling back to the price when added. */
  unitPrice: number;
  onIncrement: () => void;
  /** One unit less; at one unit the line is removed. */
  onDecrement: () => void;
  onEdit: () => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted disabled:cursor-not-allowed disabled:text-ink-muted/50';

function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-2xl bg-surface-muted">
      {src && !failed ? (
        <img
          src={src}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center">
          <Pizza aria-hidden="true" strokeWidth={1.5} className="size-7 text-primary/70" />
        </div>
      )}
    </div>
  );
}

/** A line of the cart: picture, name, choices, price and its quantity controls. */
export function CartLineItem({
  line,
  unitPrice,
  onIncrement,
  onDecrement,
  onEdit,
}: CartLineItemProps) {
  const details = cartLineDetails(line);
  const last = line.cantidad <= 1;
  return (
    <div className="flex gap-3 py-4">
      <Thumbnail src={line.imagen} />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex items-start justify-between gap-3">
          <h3 className="leading-snug font-extrabold text-ink">{line.nombre}</h3>
          <p className="shrink-0 text-right font-extrabold text-ink tabular-nums">
            {formatCOP(unitPrice * line.cantidad)}
          </p>
        </div>
        {details.length > 0 ? (
          <ul className="space-y-0.5 text-sm text-ink-muted">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
        {line.observaciones ? (
          <p className="text-sm break-words text-ink-muted">
            <span className="font-bold text-ink">Observaciones:</span> {line.observaciones}
          </p>
        ) : null}
        {line.cantidad > 1 ? (
          <p className="text-xs text-ink-muted tabular-nums">{formatCOP(unitPrice)} c/u</p>
        ) : null}
        <div className="flex items-center justify-between gap-2 pt-1">
          <div
            role="group"
            aria-label={`Cantidad de ${line.nombre}`}
            className="-ml-1 inline-flex items-center rounded-full border border-line bg-surface"
          >
            <button
              type="button"
              onClick={onDecrement}
              aria-label={last ? `Eliminar ${line.nombre}` : `Quitar una unidad de ${line.nombre}`}
              className={iconButton}
            >
              {last ? (
                <Trash2 aria-hidden="true" className="size-4 text-primary-strong" />
              ) : (
                <Minus aria-hidden="true" className="size-4" strokeWidth={3} />
              )}
            </button>
            <span className="min-w-6 text-center font-extrabold tabular-nums">
              <span className="sr-only">Cantidad: </span>
              {line.cantidad}
            </span>
            <button
              type="button"
              onClick={onIncrement}
              disabled={line.cantidad >= 99}
              aria-label={`Agregar una unidad de ${line.nombre}`}
              className={iconButton}
            >
              <Plus aria-hidden="true" className="size-4" strokeWidth={3} />
            </button>
          </div>
          <button
            type="button"
            onClick={onEdit}
            aria-label={`Editar ${line.nombre}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-primary-strong transition-colors hover:bg-primary-soft"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Editar
          </button>
        </div>
      </div>
    </div>
  );
}
