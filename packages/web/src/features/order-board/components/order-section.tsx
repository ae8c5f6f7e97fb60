import type { Order } from '@horno/domain/orders';
import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import type { OrderStateOption } from '../api/get-order-states';
import { typesPresent } from '../board-orders';
import { TIPO_PEDIDO_STYLE } from '../order-types';
import { OrderCard } from './order-card';
import { TypeTabs } from './type-tabs';

const ALL = 'todos';

interface OrderSectionProps {
  title: string;
  orders: readonly Order[];
  now: number;
  states: readonly OrderStateOption[];
  fresh: ReadonlySet<number>;
  empty: { icon: LucideIcon; title: string; description: ReactNode; action?: ReactNode };
  /** Said under the title: e.g. that the list holds only the first orders of the range. */
  notice?: ReactNode;
  /**
   * Cards shown at first and added by each 'Mostrar más' (all when absent): a month of finished
   * orders is thousands of cards, too many to lay out at once.
   */
  pageSize?: number;
}

/** 'Pedidos activos' or 'Pedidos finalizados': tabs 'Todos' and one per type present, and cards. */
export function OrderSection({
  title,
  orders,
  now,
  states,
  fresh,
  empty,
  notice,
  pageSize,
}: OrderSectionProps) {
  const headingId = useId();
  const [chosen, setChosen] = useState(ALL);
  const [pages, setPages] = useState(1);
  const types = typesPresent(orders);
  // A type whose last order just left falls back to 'Todos'.
  const tab = types.some((t) => t === chosen) ? chosen : ALL;
  const inTab = tab === ALL ? orders : orders.filter((o) => o.tipo_pedido === tab);
  const shown = pageSize ? inTab.slice(0, pageSize * pages) : inTab;
  const more = Math.min(pageSize ?? 0, inTab.length - shown.length);
  const tabs = [
    { id: ALL, label: 'Todos', count: orders.length },
    ...types.map((tipo) => ({
      id: tipo,
      label: TIPO_PEDIDO_STYLE[tipo].label,
      count: orders.filter((o) => o.tipo_pedido === tipo).length,
    })),
  ];

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-xl font-extrabold text-ink">
        {title}
        <span className="rounded-full bg-surface-muted px-2.5 py-0.5 text-sm tabular-nums">
          {orders.length}
        </span>
      </h2>
      {notice ? (
        <p
          role="note"
          className="rounded-xl bg-warning-soft px-4 py-3 text-sm font-bold text-warning"
        >
          {notice}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <EmptyState
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
          action={empty.action}
          className="py-8"
        />
      ) : (
        <TypeTabs
          label={`Tipo de pedido en ${title.toLowerCase()}`}
          tabs={tabs}
          value={tab}
          onChange={(next) => {
            setChosen(next);
            setPages(1);
          }}
        >
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-4">
            {shown.map((order) => (
              <li key={order.id}>
                <OrderCard order={order} now={now} states={states} fresh={fresh.has(order.id)} />
              </li>
            ))}
          </ul>
          {more > 0 && (
            <div className="mt-4 flex flex-col items-center gap-2">
              <p className="text-sm text-ink-muted">
                Mostrando {shown.length.toLocaleString('es-CO')} de{' '}
                {inTab.length.toLocaleString('es-CO')}
              </p>
              <Button variant="secondary" onClick={() => setPages((p) => p + 1)}>
                Mostrar {more} más
              </Button>
            </div>
          )}
        </TypeTabs>
      )}
    </section>
  );
}
