import { ESTADOS_MESA } from '@horno/domain/order-states';
import type { Mesa } from '@horno/domain/tables';
import { cn } from '../../../lib/cn';
import type { TableStateOption } from '../api/get-table-states';
import { countByState, stateSummary, TABLE_STATE_STYLE } from '../table-states';
import { TableCard } from './table-card';

/** How many tables are free, waiting and taken, then a card per table. */
export function TablesGrid({
  tables,
  states,
  orderLinks,
}: {
  tables: readonly Mesa[];
  states: readonly TableStateOption[];
  /** Whether the cards' orders link to their detail. */
  orderLinks: boolean;
}) {
  const counts = countByState(tables);
  return (
    <div className="space-y-4">
      <ul aria-label="Resumen de mesas" className="flex flex-wrap gap-2">
        {ESTADOS_MESA.map((estado) => {
          const { icon: Icon, badge } = TABLE_STATE_STYLE[estado];
          return (
            <li
              key={estado}
              className={cn(
                'inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 text-sm font-bold',
                badge,
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              <span className="tabular-nums">{stateSummary(estado, counts[estado])}</span>
            </li>
          );
        })}
      </ul>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-[repeat(auto-fill,minmax(11rem,1fr))]">
        {tables.map((mesa) => (
          <li key={mesa.id}>
            <TableCard mesa={mesa} states={states} orderLinks={orderLinks} />
          </li>
        ))}
      </ul>
    </div>
  );
}
