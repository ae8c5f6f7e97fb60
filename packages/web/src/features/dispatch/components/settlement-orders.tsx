import { formatOrderNumber } from '@horno/domain/dates';
import { FAILED_DELIVERY_LABELS, type SettlementOrder } from '@horno/domain/deliveries';
import { formatCOP } from '@horno/domain/money';
import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface SettlementColumn {
  header: string;
  cell: (order: SettlementOrder) => ReactNode;
  /** An amount: right-aligned, in tabular figures. */
  money?: boolean;
  /** Shown under the customer on a phone instead of in a column of its own. */
  narrow?: boolean;
}

const money = (value: number | null) => (value === null ? '—' : formatCOP(value));

/** The columns a settlement's sections share beyond the order and its customer. */
const C = {
  total: { header: 'Total', money: true, cell: (o) => formatCOP(o.total) },
  pagaCon: { header: 'Paga con', money: true, narrow: true, cell: (o) => money(o.paga_con) },
  cambio: { header: 'Cambio', money: true, narrow: true, cell: (o) => money(o.cambio) },
  efectivo: {
    header: 'Efectivo',
    money: true,
    cell: (o) => <strong className="text-ink">{formatCOP(o.efectivo)}</strong>,
  },
  motivo: {
    header: 'Motivo',
    cell: (o) => (o.motivo ? FAILED_DELIVERY_LABELS[o.motivo] : 'Sin motivo'),
  },
} satisfies Record<string, SettlementColumn>;

const totals = (orders: readonly SettlementOrder[]) => orders.reduce((s, o) => s + o.total, 0);

/** A settlement's sections, in order: the orders by how they were paid, then those brought back. */
export const SETTLEMENT_SECTIONS: ReadonlyArray<{
  key: 'efectivo' | 'datafono' | 'en_linea' | 'devueltos';
  title: string;
  columns: readonly SettlementColumn[];
  /** What the section adds up to, beside its title. */
  sum?: (orders: readonly SettlementOrder[]) => number;
  empty: string;
}> = [
  {
    key: 'efectivo',
    title: 'Efectivo',
    columns: [C.total, C.pagaCon, C.cambio, C.efectivo],
    sum: (orders) => orders.reduce((s, o) => s + o.efectivo, 0),
    empty: 'Ningún pedido pagado en efectivo.',
  },
  {
    key: 'datafono',
    title: 'Datáfono',
    columns: [C.total],
    sum: totals,
    empty: 'Ningún pedido pagado con datáfono.',
  },
  {
    key: 'en_linea',
    title: 'Pagado en línea',
    columns: [C.total],
    sum: totals,
    empty: 'Ningún pedido pagado en línea.',
  },
  {
    key: 'devueltos',
    title: 'Devueltos',
    columns: [C.total, C.motivo],
    empty: 'Ningún pedido devuelto a la sede.',
  },
];

interface SettlementOrdersProps {
  title: string;
  orders: readonly SettlementOrder[];
  columns: readonly SettlementColumn[];
  /** What the section adds up to, beside its title ('$ 58.900'). */
  sum?: number;
  /** Said when the section has no orders. */
  empty: string;
}

/** One section of a settlement ('Efectivo', 'Datáfono'…): its orders, line by line. */
export function SettlementOrders({ title, orders, columns, sum, empty }: SettlementOrdersProps) {
  const headingId = useId();
  const inline = columns.filter((c) => c.narrow);
  return (
    <section aria-labelledby={headingId} className="break-inside-avoid">
      <h2
        id={headingId}
        className="flex flex-wrap items-baseline justify-between gap-x-3 text-base font-extrabold text-ink"
      >
        <span>
          {title} <span className="text-ink-muted tabular-nums">({orders.length})</span>
        </span>
        {sum !== undefined && orders.length > 0 ? (
          <span className="tabular-nums">{formatCOP(sum)}</span>
        ) : null}
      </h2>
      {orders.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{empty}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-sm">
          <thead>
            <tr className="text-xs font-extrabold tracking-wide text-ink-muted uppercase">
              <th scope="col" className="py-1.5 pr-2 text-left">
                Pedido
              </th>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={cn(
                    'px-2 py-1.5 whitespace-nowrap',
                    column.money ? 'text-right' : 'text-left',
                    column.narrow && 'hidden sm:table-cell',
                  )}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.pedido} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <span className="block font-bold text-ink tabular-nums">
                    #{formatOrderNumber(order.pedido)}
                  </span>
                  <span className="block break-words text-ink-muted">{order.cliente}</span>
                  {inline.map((column) => (
                    <span
                      key={column.header}
                      className="block text-xs text-ink-muted tabular-nums sm:hidden"
                    >
                      {column.header}: {column.cell(order)}
                    </span>
                  ))}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.header}
                    className={cn(
                      'px-2 py-2',
                      column.money && 'text-right whitespace-nowrap tabular-nums',
                      column.narrow && 'hidden sm:table-cell',
                    )}
                  >
                    {column.cell(order)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
