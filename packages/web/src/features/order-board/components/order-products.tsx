import { formatCOP } from '@horno/domain/money';
import { orderLineNotes } from '@horno/domain/order-lines';
import type { OrderLine } from '@horno/domain/orders';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';

/** The card's 'Ver productos (n)' list: quantity, name, size, additions and notes of each line. */
export function OrderProducts({ lines }: { lines: readonly OrderLine[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-bold text-primary-strong hover:bg-primary-soft"
      >
        Ver productos ({lines.length})
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 divide-y divide-line text-sm wrap-anywhere">
        {lines.map((line) => (
          <li key={line.id} className="py-2 first:pt-1">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-bold text-ink">
                <span className="mr-1 text-primary-strong tabular-nums">{line.cantidad}×</span>
                {line.nombre}
                {line.medida && <span className="text-ink-muted"> ({line.medida.label})</span>}
              </p>
              <span className="shrink-0 text-ink-muted tabular-nums">
                {formatCOP(line.subtotal)}
              </span>
            </div>
            {orderLineNotes(line, { prices: false }).map((note) => (
              <p key={note.label} className="text-ink-muted">
                <span className="font-bold text-ink">{note.label}:</span> {note.text}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}
