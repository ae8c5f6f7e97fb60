import type { CartLine } from '@horno/domain/cart';
import { formatCOP } from '@horno/domain/money';
import { Pencil, Trash2, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { LineThumbnail } from '../../../components/ui/line-thumbnail';
import { cartLineNoteList, cartLineTitle, type PricedCartLine } from '../cart-line-view';

interface CartLineItemProps extends PricedCartLine {
  onEdit: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}

/** One cart line at checkout: what it is, its prices and the ways to change it. */
export function CartLineItem({ line, unitPrice, available, onEdit, onRemove }: CartLineItemProps) {
  const title = cartLineTitle(line);
  const notes = cartLineNoteList(line);
  return (
    <li className="flex gap-3 py-4 first:pt-0 last:pb-0 sm:gap-4">
      <LineThumbnail src={line.imagen} size={96} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-extrabold text-ink">
            <span className="mr-1.5 text-primary-strong tabular-nums">x {line.cantidad}</span>
            {title}
            {line.medida && (
              <span className="font-bold text-ink-muted"> ({line.medida.label})</span>
            )}
          </h2>
          <p className="shrink-0 text-right font-extrabold text-ink tabular-nums">
            <span className="sr-only">Subtotal: </span>
            {formatCOP(unitPrice * line.cantidad)}
          </p>
        </div>
        <div className="mt-1 space-y-0.5 text-sm text-ink-muted">
          {notes.map((note) => (
            <p key={note.label}>
              <span className="font-bold text-ink">{note.label}:</span> {note.text}
            </p>
          ))}
          {line.observaciones.trim() && (
            <p>
              <span className="font-bold text-ink">Observaciones:</span> {line.observaciones}
            </p>
          )}
          <p className="tabular-nums">Valor unidad: {formatCOP(unitPrice)}</p>
        </div>
        {!available && (
          <p className="mt-2 flex items-start gap-1.5 text-sm font-bold text-warning">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Este producto no está disponible en la sede elegida. Quítalo o cámbialo.
          </p>
        )}
        <div className="mt-2 flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => onEdit(line)}>
            <Pencil aria-hidden="true" className="size-4" />
            Editar<span className="sr-only"> {title}</span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => onRemove(line)}>
            <Trash2 aria-hidden="true" className="size-4" />
            Quitar<span className="sr-only"> {title}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
