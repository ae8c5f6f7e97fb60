import {
  constructSortFn,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnHelper,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import {
  ArrowDown,
  ArrowUp,
  ArrowUpDown,
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
  SearchX,
  Search,
} from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { foldOrder, useFoldCount } from './data-table-fold';
import { compareText, filterRows, pageCount, rowSearchText } from './data-table-search';
import { Skeleton } from './skeleton';

export interface DataTableColumnMeta {
  /** Classes for the column's header and cells (width, alignment). */
  className?: string;
  /**
   * 'low': one of the first columns to fold into the row's first cell when the table is too wide
   * for its box (a tablet, a phone). Every column but the first and the actions can fold.
   */
  priority?: 'low';
  /** The row's actions ('…' menu): never folds, and stays at the right edge. */
  actions?: boolean;
}

// Sorting compares the cells' values in Spanish alphabetical order, ignoring accents.
const textSort = constructSortFn({ sort: (a: unknown, b: unknown) => compareText(a, b) });
const numberSort = constructSortFn({ sort: (a: unknown, b: unknown) => Number(a) - Number(b) });

/** The features every data table has: sorting by header ('text' or 'number') and pages. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { text: textSort, number: numberSort },
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  columnMeta: metaHelper<DataTableColumnMeta>(),
});
export type DataTableFeatures = typeof dataTableFeatures;
export type DataTableColumns<TData extends RowData> = Array<
  ColumnDef<DataTableFeatures, TData, unknown>
>;

/** Column helper for a data table of `TData` rows (define the columns at module scope). */
export function createDataTableColumns<TData extends RowData>(): ColumnHelper<
  DataTableFeatures,
  TData
> {
  return createColumnHelper<DataTableFeatures, TData>();
}

export const PAGE_SIZES = [5, 10, 20, 40, 50] as const;

interface DataTableProps<TData extends RowData & { id: number | string }> {
  data: readonly TData[];
  columns: DataTableColumns<TData>;
  /** The table's accessible name. */
  label: string;
  /** Shown instead of the table when there are no rows at all; it says what to do next. */
  empty: ReactNode;
  /** The text the search box looks in; by default every text and number of the row. */
  searchText?: (row: TData) => string;
  initialPageSize?: number;
}

// The actions stay in view even in a table still wider than its box; the backgrounds are opaque
// versions of the header's and the hovered row's, so nothing shows through.
const STICKY_HEADER =
  'sticky right-0 bg-[color-mix(in_oklab,var(--color-surface-muted)_60%,var(--color-surface))]';
const STICKY_CELL =
  'sticky right-0 bg-surface group-hover:bg-[color-mix(in_oklab,var(--color-page)_70%,var(--color-surface))]';

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-xl border border-line bg-surface text-ink hover:border-primary hover:text-primary-strong disabled:cursor-not-allowed disabled:border-line disabled:text-ink-muted/60';

/**
 * A list with a search box ('Buscar...', case- and accent-insensitive), sortable headers and
 * pagination ('Página X de Y', 'Mostrando N de M filas').
 */
export function DataTable<TData extends RowData & { id: number | string }>({
  data,
  columns,
  label,
  empty,
  searchText = rowSearchText,
  initialPageSize = 10,
}: DataTableProps<TData>) {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: initialPageSize,
  });

  const rows = useMemo(() => filterRows(data, query, searchText), [data, query, searchText]);

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    defaultColumn: { sortFn: 'text' },
    state: { sorting, pagination },
    onSortingChange: setSorting,
    onPaginationChange: setPagination,
    autoResetPageIndex: false,
  });

  const order = useMemo(
    () =>
      foldOrder(
        table.getAllLeafColumns().map((column) => ({
          id: column.id,
          priority: column.columnDef.meta?.priority,
          actions: column.columnDef.meta?.actions,
        })),
      ),
    [table, columns],
  );
  const fold = useFoldCount(order.length, [rows, sorting, pagination]);
  const folded = new Set(order.slice(0, fold.count));
  const isShown = (column: { id: string }) => !folded.has(column.id);

  if (data.length === 0) return <>{empty}</>;

  const pages = pageCount(rows.length, pagination.pageSize);
  const pageIndex = Math.min(pagination.pageIndex, pages - 1);
  const shown = table.getRowModel().rows;

  const headers = table.getFlatHeaders();
  const headerOf = (columnId: string) => {
    const header = headers.find((h) => h.column.id === columnId);
    return header ? <table.FlexRender header={header} /> : null;
  };

  const search = (value: string) => {
    setQuery(value);
    setPagination((p) => ({ ...p, pageIndex: 0 }));
  };

  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="border-b border-line p-3">
        <label htmlFor={searchId} className="sr-only">
          Buscar en {label.toLowerCase()}
        </label>
        <div className="relative max-w-sm">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-muted"
          />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => search(event.target.value)}
            placeholder="Buscar..."
            autoComplete="off"
            className="h-11 w-full rounded-xl border border-line bg-surface pr-3 pl-9 text-sm text-ink placeholder:text-ink-muted hover:border-ink-muted/60 focus:border-primary"
          />
        </div>
      </div>

      {/* `relative`: screen-reader-only texts inside stay within the scrolling box. */}
      <div
        ref={fold.ref}
        className="relative overflow-x-auto"
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-surface-muted/60">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers
                  .filter((header) => isShown(header.column))
                  .map((header) => {
                    const sorted = header.column.getIsSorted();
                    const canSort = header.column.getCanSort();
                    const meta = header.column.columnDef.meta;
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : undefined
                        }
                        className={cn(
                          'px-3 py-2 text-xs font-extrabold tracking-wide whitespace-nowrap text-ink-muted uppercase',
                          header.index > 0 && !meta?.actions && 'min-w-28',
                          meta?.actions && STICKY_HEADER,
                          meta?.className,
                        )}
                      >
                        {header.isPlaceholder ? null : canSort ? (
                          <button
                            type="button"
                            onClick={header.column.getToggleSortingHandler()}
                            className="-mx-2 inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 uppercase hover:bg-surface-muted hover:text-ink"
                          >
                            <table.FlexRender header={header} />
                            {sorted === 'asc' ? (
                              <ArrowUp aria-hidden="true" className="size-3.5" />
                            ) : sorted === 'desc' ? (
                              <ArrowDown aria-hidden="true" className="size-3.5" />
                            ) : (
                              <ArrowUpDown aria-hidden="true" className="size-3.5 opacity-50" />
                            )}
                          </button>
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </th>
                    );
                  })}
              </tr>
            ))}
          </thead>
          <tbody>
            {shown.length === 0 ? (
              <tr>
                <td colSpan={columns.length - folded.size} className="px-3 py-10 text-center">
                  <SearchX aria-hidden="true" className="mx-auto mb-2 size-6 text-ink-muted" />
                  <p className="font-bold text-ink">No hay resultados</p>
                  <p className="text-ink-muted">Prueba con otras palabras o borra la búsqueda.</p>
                </td>
              </tr>
            ) : (
              shown.map((row) => {
                const cells = row.getAllCells();
                const foldedCells = cells.filter((cell) => !isShown(cell.column));
                return (
                  <tr key={row.id} className="group border-t border-line hover:bg-page/70">
                    {cells
                      .filter((cell) => isShown(cell.column))
                      .map((cell, index) => (
                        <td
                          key={cell.id}
                          className={cn(
                            'px-3 py-2 align-middle',
                            cell.column.columnDef.meta?.actions && STICKY_CELL,
                            cell.column.columnDef.meta?.className,
                          )}
                        >
                          <table.FlexRender cell={cell} />
                          {index === 0 && foldedCells.length > 0 ? (
                            <dl className="mt-1.5 space-y-1 text-xs">
                              {foldedCells.map((folded) => (
                                <div
                                  key={folded.id}
                                  className="flex flex-wrap items-center gap-x-2 gap-y-1"
                                >
                                  <dt className="font-bold text-ink-muted">
                                    {headerOf(folded.column.id)}
                                  </dt>
                                  <dd className="min-w-0 text-ink">
                                    <table.FlexRender cell={folded} />
                                  </dd>
                                </div>
                              ))}
                            </dl>
                          ) : null}
                        </td>
                      ))}
                  </tr>
                );
              })
            )}
          </tbody>
        </table>
      </div>

      <div className="flex flex-col gap-3 border-t border-line p-3 text-sm text-ink-muted lg:flex-row lg:items-center lg:justify-between">
        <p aria-live="polite">
          Mostrando {shown.length} de {rows.length} filas
        </p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <label className="inline-flex items-center gap-2">
            <span>Filas por página</span>
            <select
              value={pagination.pageSize}
              onChange={(event) =>
                setPagination({ pageIndex: 0, pageSize: Number(event.target.value) })
              }
              className="h-11 rounded-xl border border-line bg-surface px-2 font-bold text-ink"
            >
              {PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
          <span className="font-bold whitespace-nowrap text-ink">
            Página {pageIndex + 1} de {pages}
          </span>
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              className={iconButton}
              aria-label="Primera página"
              onClick={() => table.firstPage()}
              disabled={!table.getCanPreviousPage()}
            >
              <ChevronsLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label="Página anterior"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label="Página siguiente"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label="Última página"
              onClick={() => table.lastPage()}
              disabled={!table.getCanNextPage()}
            >
              <ChevronsRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The shape of a data table while its rows load. */
export function DataTableSkeleton({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <div
      className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card"
      role="status"
      aria-label="Cargando..."
    >
      <div className="border-b border-line p-3">
        <Skeleton className="h-11 w-full max-w-sm rounded-xl" />
      </div>
      <div className="space-y-3 p-3">
        {Array.from({ length: rows }, (_, row) => (
          <div key={row} className="flex gap-4">
            {Array.from({ length: columns }, (_, column) => (
              <Skeleton key={column} className="h-5 flex-1" />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
