import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  ColumnFilter,
  type ColumnFilterProps,
  type SortDirection,
} from './data-table-column-filter';

interface HeaderControlsProps {
  /** The header's content. */
  children: ReactNode;
  sorted: SortDirection | false;
  /** Cycles the order (ascending, descending, none); absent for a column that does not sort. */
  onSort?: (event: unknown) => void;
  /** The column's filter popup; absent for a column without one. */
  filter?: ColumnFilterProps;
}

/** A header's sort button (its text and order arrow) and its filter popup's trigger. */
export function HeaderControls({ children, sorted, onSort, filter }: HeaderControlsProps) {
  return (
    <span className="-mx-2 inline-flex items-center gap-0.5">
      {onSort ? (
        <button
          type="button"
          onClick={onSort}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 uppercase hover:bg-surface-muted hover:text-ink"
        >
          {children}
          {sorted === 'asc' ? (
            <ArrowUp aria-hidden="true" className="size-3.5 text-primary" />
          ) : sorted === 'desc' ? (
            <ArrowDown aria-hidden="true" className="size-3.5 text-primary" />
          ) : (
            <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
          )}
        </button>
      ) : (
        <span className="px-2">{children}</span>
      )}
      {filter ? <ColumnFilter {...filter} /> : null}
    </span>
  );
}
