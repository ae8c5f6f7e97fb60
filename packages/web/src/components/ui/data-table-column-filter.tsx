import * as Popover from '@radix-ui/react-popover';
import { ArrowDown, ArrowUp, ListFilter, X, type LucideIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { cn } from '../../lib/cn';
import { Checkbox } from './checkbox';
import { matchingOptions, type ColumnValues } from './data-table-filter';
import { withAll } from './data-table-selection';
import { SearchBox } from './search-box';

const SORTS: ReadonlyArray<{ direction: SortDirection | false; text: string; icon: LucideIcon }> = [
  { direction: 'asc', text: 'Ascendente', icon: ArrowUp },
  { direction: 'desc', text: 'Descendente', icon: ArrowDown },
  { direction: false, text: 'Limpiar orden', icon: X },
];

/** How many values the list draws at once; the box's search finds the others. */
const LISTED = 100;

export type SortDirection = 'asc' | 'desc';

export interface ColumnFilterProps {
  /** The column's name. */
  label: string;
  /** The column's distinct values (computed when the popup opens, then kept per list). */
  values: () => ColumnValues;
  chosen: ReadonlySet<string>;
  onChosenChange: (chosen: ReadonlySet<string>) => void;
  /** The column's order and how to change it; absent for a column that does not sort. */
  sort?: { direction: SortDirection | false; onChange: (direction: SortDirection | false) => void };
  /** 'icon' in a header; 'chip' (with the name shown) for a column folded out of the header. */
  variant?: 'icon' | 'chip';
}

const actionClass =
  'inline-flex min-h-11 items-center justify-center gap-1.5 rounded-xl border border-line px-2 text-xs leading-tight font-bold text-ink hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:opacity-50 aria-pressed:border-primary aria-pressed:bg-primary-soft aria-pressed:text-primary-strong';

/**
 * A column's filter popup (spec 'Reusable data table'): its distinct values to tick, with a
 * search box, select / deselect all, and the column's order. Radix Popover: Escape closes it and
 * focus returns to the trigger.
 */
export function ColumnFilter({
  label,
  values,
  chosen,
  onChosenChange,
  sort,
  variant = 'icon',
}: ColumnFilterProps) {
  const filtered = chosen.size > 0;
  const marked = filtered || Boolean(sort?.direction);
  return (
    <Popover.Root>
      <Popover.Trigger
        className={cn(
          'inline-flex shrink-0 items-center justify-center gap-1.5 rounded-xl text-ink-muted hover:bg-surface-muted hover:text-ink aria-expanded:bg-surface-muted aria-expanded:text-ink',
          variant === 'icon' ? 'size-11' : 'min-h-11 border border-line bg-surface px-3 text-sm',
          marked && 'text-primary-strong',
          variant === 'chip' && marked && 'border-primary bg-primary-soft',
        )}
      >
        <ListFilter aria-hidden="true" className="size-4" strokeWidth={filtered ? 3 : 2} />
        <span className="sr-only">Filter column </span>
        <span className={variant === 'icon' ? 'sr-only' : 'font-bold normal-case'}>{label}</span>
        {filtered ? ' ' : null}
        {filtered ? (
          <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] leading-5 font-extrabold text-on-primary tabular-nums">
            <span className="sr-only">(</span>
            {chosen.size}
            <span className="sr-only">
              {' '}
              {chosen.size === 1 ? 'valor elegido' : 'valores elegidos'})
            </span>
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          collisionPadding={8}
          aria-label={`Filtrar ${label}`}
          className="z-50 w-68 max-w-[calc(100vw-1rem)] rounded-2xl border border-line bg-surface p-3 text-sm text-ink normal-case shadow-card-hover"
        >
          <FilterBody
            label={label}
            values={values}
            chosen={chosen}
            onChosenChange={onChosenChange}
            sort={sort}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** The popup's content: mounted only while it is open, so its search starts empty each time. */
function FilterBody({
  label,
  values,
  chosen,
  onChosenChange,
  sort,
}: Omit<ColumnFilterProps, 'variant'>) {
  const [query, setQuery] = useState('');
  const { options } = values();
  const matching = useMemo(() => matchingOptions(options, query), [options, query]);
  const listedKeys = matching.map((option) => option.key);
  const shown = matching.slice(0, LISTED);

  return (
    <div className="space-y-2.5">
      <SearchBox label={`Buscar valores de ${label}`} value={query} onChange={setQuery} />
      <div className="grid grid-cols-2 gap-2">
        {(['Seleccionar todos', 'Deseleccionar todos'] as const).map((text, i) => (
          <button
            key={text}
            type="button"
            className={actionClass}
            // The values the search shows: 'Seleccionar todos' after 'coc' chooses only 'Cocina'.
            onClick={() => onChosenChange(withAll(chosen, listedKeys, i === 0))}
          >
            {text}
          </button>
        ))}
      </div>
      <div
        role="group"
        aria-label={`Valores de ${label}`}
        className="-mx-1 max-h-40 overflow-y-auto overscroll-contain px-1"
      >
        {shown.length === 0 ? (
          <p className="px-2 py-3 text-ink-muted">Ningún valor coincide.</p>
        ) : (
          shown.map((option) => (
            <Checkbox
              key={option.key}
              checked={chosen.has(option.key)}
              onCheckedChange={(on) => onChosenChange(withAll(chosen, [option.key], on))}
              label={<span className="break-words">{option.label}</span>}
            />
          ))
        )}
        {matching.length > shown.length ? (
          <p className="px-2 py-2 text-xs text-ink-muted">
            {matching.length - shown.length} valores más: escribe para encontrarlos.
          </p>
        ) : null}
      </div>
      {sort ? (
        <div
          role="group"
          aria-label="Orden"
          className="grid grid-cols-2 gap-2 border-t border-line pt-2.5"
        >
          {SORTS.map(({ direction, text, icon: Icon }) => (
            <button
              key={text}
              type="button"
              className={cn(actionClass, !direction && 'col-span-2')}
              {...(direction
                ? { 'aria-pressed': sort.direction === direction }
                : { disabled: !sort.direction })}
              onClick={() => sort.onChange(direction)}
            >
              <Icon aria-hidden="true" className="size-3.5 shrink-0" />
              {text}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
