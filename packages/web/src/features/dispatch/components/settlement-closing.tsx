import { formatDateTimeLong } from '@horno/domain/dates';
import type { Settlement } from '@horno/domain/deliveries';
import { formatCOP } from '@horno/domain/money';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { differenceLabel } from '../settlement-format';
import { DueAmount } from './due-amount';

type Closing = NonNullable<Settlement['cierre']>;

const muted = (text: string) => <span className="text-ink-muted">{text}</span>;

/**
 * A settled shift: the cash due and what was received, the difference, the note, who and when;
 * on paper, lines to sign.
 */
export function SettlementClosing({ due, cierre }: { due: number; cierre: Closing }) {
  const headingId = useId();
  const rows: Array<[string, ReactNode]> = [
    ['Recibido', <span className="tabular-nums">{formatCOP(cierre.efectivo_recibido)}</span>],
    [
      'Diferencia',
      <span
        className={cn(
          'font-extrabold tabular-nums',
          cierre.diferencia === 0 ? 'text-success' : 'text-warning',
        )}
      >
        {differenceLabel(cierre.diferencia)}
      </span>,
    ],
    ['Nota', cierre.nota || muted('Sin nota')],
    ['Liquidó', cierre.cerrado_por ?? muted('Sin registro')],
    ['Fecha', formatDateTimeLong(cierre.cerrado_en)],
  ];
  return (
    <Card
      role="region"
      aria-labelledby={headingId}
      className="space-y-4 print:border-0 print:p-0 print:shadow-none"
    >
      <h2 id={headingId} className="text-lg font-extrabold text-ink">
        Liquidación cerrada
      </h2>
      <DueAmount amount={due} />
      <dl className="divide-y divide-line text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-[7rem_minmax(0,1fr)] gap-3 py-2">
            <dt className="font-bold text-ink-muted">{label}</dt>
            <dd className="text-ink wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="hidden grid-cols-2 gap-8 pt-12 text-sm text-ink print:grid">
        <p className="border-t border-ink pt-1">Entregó</p>
        <p className="border-t border-ink pt-1">Recibió</p>
      </div>
    </Card>
  );
}
