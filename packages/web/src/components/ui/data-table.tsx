import { arrayMove } from '@dnd-kit/sortable';
import {
  useTable,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { SearchX } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { usePrinting } from '../../lib/use-printing';
import { searchWords } from '../../lib/search-text';
import { BareCheckbox } from './checkbox';
import {
  ColumnFilter,
  type ColumnFilterProps,
  type SortDirection,
} from './data-table-column-filter';
import {
  columnInfo,
  dataTableFeatures,
  defaultDataTableColumns,
  type DataTableColumns,
} from './data-table-columns';
import {
  activeFilterIds,
  columnValues,
  filterPositions,
  valueTexts,
  withColumnFilter,
  type ColumnFilters,
  type ColumnValues,
} from './data-table-filter';
import { foldOrder, useFoldCount } from './data-table-fold';
import { HeaderControls } from './data-table-header';
import { DataTableFooter } from './data-table-footer';
import { ReorderArea, SortableRow } from './data-table-reorder';
import {
  clampPageSize,
  pageCount,
  pageSizeOptions,
  rowSearchText,
  searchIndex,
  searchPositions,
} from './data-table-search';
import { checkState, rowsWithIds, withAll } from './data-table-selection';
import { DataTableToolbar } from './data-table-toolbar';
import { Skeleton } from './skeleton';

export {
  createDataTableColumns,
  dataTableFeatures,
  defaultDataTableColumns,
  type DataTableColumnMeta,
  type DataTableColumns,
  type DataTableFeatures,
} from './data-table-columns';
export { PAGE_SIZES } from './data-table-search';

/** A controlled row selection: the ids of the selected rows and what to do when they change. */
export interface DataTableSelection<TId> {
  selected: ReadonlySet<TId>;
  onChange: (selected: ReadonlySet<TId>) => void;
}

export interface DataTableProps<TData extends RowData & { id: number | string }> {
  /** The rows, each with an id. */
  data: readonly TData[];
  /**
   * The columns (`createDataTableColumns<TData>()`, at module scope or memoized). Each column
   * that has a value gets a filter popup on its header; its `meta` (`DataTableColumnMeta`) sets
   * the filter's values (`filterValue`), turns it off (`filter: false`), or marks the column as
   * actions, select or drag (never sorted, filtered or folded). Without columns, the spec's
   * defaults: id, header, type, status, target, limit and reviewer (`defaultDataTableColumns`).
   */
  columns?: DataTableColumns<TData>;
  /** The table's accessible name. */
  label: string;
  /** Shown instead of the table when there are no rows at all; it says what to do next. */
  empty: ReactNode;
  /**
   * The text the search box looks in; by default every text and number of the row. Define it at
   * module scope: the rows' texts are indexed again whenever it changes.
   */
  searchText?: (row: TData) => string;
  /** Rows per page at first (default 10, at least 1); the footer offers 5, 10, 20, 40 and 50. */
  initialPageSize?: number;
  /**
   * Row selection: a checkbox per row ('Seleccionar fila {n}') and one in the header for the
   * page's rows ('Seleccionar todas'). The caller keeps the ids (`useState<ReadonlySet<Id>>`).
   */
  selection?: DataTableSelection<TData['id']>;
  /**
   * Drawn above the rows, next to the selection's count: the bulk actions for the selected rows
   * (all the selected rows of `data`, whether the search and filters show them or not).
   */
  toolbar?: (selectedRows: TData[]) => ReactNode;
  /**
   * Drag-reordering: a handle per row ('Arrastrar para reordenar {name}') that moves it by mouse,
   * touch or keyboard, then calls this with every id of `data` in the new order. The table shows
   * the new order at once and keeps it until `data` changes (save it, then pass the new list).
   * Handles are off while a sort, a filter or a search is on. Rows move within their page: turn
   * `pagination` off for lists that need to move rows further.
   */
  onReorder?: (orderedIds: Array<TData['id']>) => void;
  /** `false`: every row on one page, without the page controls (default true). */
  pagination?: boolean;
  /** `false`: no sorting by header or filter popup (default true). */
  sorting?: boolean;
  /** `false`: no filter popups (default true). */
  filters?: boolean;
}

// The actions stay in view even in a table still wider than its box; the backgrounds are opaque
// versions of the header's and the hovered row's, so nothing shows through.
const STICKY_HEADER =
  'sticky right-0 bg-[color-mix(in_oklab,var(--color-surface-muted)_60%,var(--color-surface))]';
const STICKY_CELL =
  'sticky right-0 bg-surface group-hover:bg-[color-mix(in_oklab,var(--color-page)_70%,var(--color-surface))]';

const ROW = 'group border-t border-line hover:bg-page/70';
const BOX_CELL = 'w-14 px-4 py-2 align-middle';

type DataTableRow<TData extends RowData> = Row<typeof dataTableFeatures, TData>;

/**
 * THE back-office list: a search box ('Buscar...', case- and accent-insensitive), a filter popup
 * per column (its distinct values to tick, 'Ascendente' / 'Descendente' / 'Limpiar orden'),
 * sortable headers, pages ('Página X de Y', 'Mostrando N de M filas'), and optionally row
 * selection with bulk actions and drag-reordering. Columns fold into the first cell on narrow
 * screens.
 *
 * @example
 * const helper = createDataTableColumns<Producto>();
 * const columns = helper.columns([
 *   helper.accessor('nombre', { header: 'Nombre' }),
 *   helper.accessor((p) => p.categoria.nombre, { id: 'categoria', header: 'Categoría' }),
 *   helper.accessor('activo', {
 *     header: 'Estado',
 *     meta: { filterValue: (p: Producto) => (p.activo ? 'Activo' : 'Inactivo') },
 *   }),
 *   helper.display({ id: 'acciones', meta: { actions: true }, cell: ... }),
 * ]);
 *
 * const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
 * <DataTable
 *   data={productos}
 *   columns={columns}
 *   label="Productos"
 *   empty={<EmptyState ... />}
 *   selection={{ selected, onChange: setSelected }}
 *   toolbar={(rows) => <Button onClick={() => convert(rows)}>Convertir seleccionados a especiales</Button>}
 * />
 *
 * // An ordering screen: every row on one page, moved by its handle.
 * <DataTable data={categorias} columns={columns} label="Categorías" empty={...}
 *   pagination={false} onReorder={(ids) => saveOrder.mutate(ids)} />
 */
export function DataTable<TData extends RowData & { id: number | string }>({
  data,
  columns = defaultDataTableColumns<TData>(),
  label,
  empty,
  searchText = rowSearchText,
  initialPageSize = 10,
  selection,
  toolbar,
  onReorder,
  pagination = true,
  sorting: sortable = true,
  filters: filterable = true,
}: DataTableProps<TData>) {
  const hintId = useId();
  const [query, setQuery] = useState('');
  const [filters, setFilters] = useState<ColumnFilters>({});
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState({ index: 0, size: clampPageSize(initialPageSize) });
  // A reordered list, shown until the caller passes new data.
  const [moved, setMoved] = useState<{ from: readonly TData[]; rows: TData[] } | null>(null);

  const rows = moved && moved.from === data ? moved.rows : data;
  const info = useMemo(() => columnInfo(columns), [columns]);
  const index = useMemo(() => searchIndex(rows, searchText), [rows, searchText]);
  // Each column's distinct values, computed the first time its filter opens or is used.
  const valuesOf = useMemo(() => {
    const cache = new Map<string, ColumnValues>();
    return (id: string): ColumnValues | undefined => {
      const filterValue = info.find((column) => column.id === id)?.filterValue;
      if (!filterValue) return undefined;
      let values = cache.get(id);
      if (!values) {
        values = columnValues(rows, filterValue);
        cache.set(id, values);
      }
      return values;
    };
  }, [rows, info]);
  const searched = useMemo(() => searchPositions(index, query), [index, query]);
  const matching = useMemo(() => {
    const positions = filterPositions(searched, rows.length, filters, valuesOf);
    return positions ? positions.map((i) => rows[i]!) : rows;
  }, [searched, rows, filters, valuesOf]);

  // On paper every row, without the controls (the toolbar and the pages are not printed).
  const printing = usePrinting();
  const paged = pagination && !printing;
  const pages = paged ? pageCount(matching.length, page.size) : 1;
  const pageIndex = Math.min(page.index, pages - 1);
  const pageSize = paged ? page.size : Math.max(1, matching.length);
  const toFirstPage = () => setPage((p) => ({ ...p, index: 0 }));

  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: matching,
    getRowId: (row) => String(row.id),
    defaultColumn: { sortFn: 'text' },
    enableSorting: sortable,
    // Every column sorts ascending first (TanStack starts number columns descending).
    sortDescFirst: false,
    state: { sorting: sortable ? sorting : [], pagination: { pageIndex, pageSize } },
    onSortingChange: (updater: Updater<SortingState>) => {
      setSorting(updater);
      toFirstPage();
    },
    autoResetPageIndex: false,
  });

  const order = useMemo(
    () =>
      foldOrder(
        info.map((column) => ({ id: column.id, priority: column.priority, actions: column.fixed })),
      ),
    [info],
  );
  const fold = useFoldCount(order.length, [matching, sorting, pageIndex, pageSize]);
  const folded = new Set(order.slice(0, fold.count));
  const isShown = (column: { id: string }) => !folded.has(column.id);
  const infoOf = (id: string) => info.find((column) => column.id === id);

  const firstColumn = info.find((column) => !column.fixed);
  const nameOf = useCallback(
    (row: TData | undefined) =>
      row ? valueTexts(firstColumn?.cellValue?.(row) ?? row.id).join(', ') : '',
    [firstColumn],
  );
  const byId = useCallback((id: unknown) => rows.findIndex((row) => row.id === id), [rows]);
  const reorderNames = useMemo(
    () => ({
      nameOf: (id: unknown) => nameOf(rows[byId(id)]),
      positionOf: (id: unknown) => byId(id) + 1,
      total: rows.length,
    }),
    [rows, byId, nameOf],
  );

  const selectedRows = useMemo(
    () => (selection ? rowsWithIds(rows, selection.selected) : []),
    [rows, selection],
  );

  if (data.length === 0) return <>{empty}</>;

  const shown = table.getRowModel().rows;
  const pageIds = shown.map((row) => row.original.id);
  const filtered = activeFilterIds(filters).length > 0;
  const reorderBlocked = sorting.length > 0 || filtered || searchWords(query).length > 0;
  const extraColumns = (onReorder ? 1 : 0) + (selection ? 1 : 0);

  const search = (value: string) => {
    setQuery(value);
    toFirstPage();
  };
  const filterProps = (id: string): ColumnFilterProps => {
    const column = infoOf(id)!;
    const tableColumn = table.getColumn(id);
    const canSort = sortable && tableColumn?.getCanSort() === true;
    return {
      label: column.label,
      values: () => valuesOf(id)!,
      chosen: filters[id] ?? new Set<string>(),
      onChosenChange: (chosen: ReadonlySet<string>) => {
        setFilters((current) => withColumnFilter(current, id, chosen));
        toFirstPage();
      },
      ...(canSort
        ? {
            sort: {
              direction: tableColumn?.getIsSorted() ?? false,
              onChange: (next: SortDirection | false) => {
                setSorting(next ? [{ id, desc: next === 'desc' }] : []);
                toFirstPage();
              },
            },
          }
        : {}),
    };
  };
  const canFilter = (id: string) => filterable && Boolean(infoOf(id)?.filterValue);
  // In the columns' order, and kept through a new measurement (see useFoldCount).
  const outside = new Set(order.slice(0, Math.max(fold.count, fold.settled)));
  const foldedFilters = info
    .map((column) => column.id)
    .filter((id) => outside.has(id) && canFilter(id));
  const move = (activeId: unknown, overId: unknown) => {
    const next = arrayMove([...rows], byId(activeId), byId(overId));
    setMoved({ from: data, rows: next });
    onReorder?.(next.map((row) => row.id));
  };

  const headers = table.getFlatHeaders();
  const headerOf = (columnId: string) => {
    const header = headers.find((h) => h.column.id === columnId);
    return header ? <table.FlexRender header={header} /> : null;
  };

  const cells = (row: DataTableRow<TData>, position: number) => {
    const all = row.getAllCells();
    const foldedCells = all.filter((cell) => !isShown(cell.column));
    return (
      <>
        {selection ? (
          <td className={BOX_CELL}>
            <BareCheckbox
              label={`Seleccionar fila ${position}`}
              checked={selection.selected.has(row.original.id)}
              onCheckedChange={(on) =>
                selection.onChange(withAll(selection.selected, [row.original.id], on))
              }
            />
          </td>
        ) : null}
        {all
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
                    <div key={folded.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <dt className="font-bold text-ink-muted">{headerOf(folded.column.id)}</dt>
                      <dd className="min-w-0 text-ink">
                        <table.FlexRender cell={folded} />
                      </dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </td>
          ))}
      </>
    );
  };

  const firstPosition = pageIndex * pageSize + 1;
  const body = shown.map((row, i) => {
    const selected = selection?.selected.has(row.original.id) === true;
    const className = cn(ROW, selected && 'bg-primary-soft/40');
    return onReorder ? (
      <SortableRow
        key={row.id}
        id={row.original.id}
        name={nameOf(row.original)}
        disabled={reorderBlocked}
        disabledHint={hintId}
        className={className}
      >
        {(handle) => (
          <>
            {handle}
            {cells(row, firstPosition + i)}
          </>
        )}
      </SortableRow>
    ) : (
      <tr key={row.id} className={className}>
        {cells(row, firstPosition + i)}
      </tr>
    );
  });

  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-card">
      <div className="print:hidden">
        <DataTableToolbar
          label={label}
          query={query}
          onQuery={search}
          filters={foldedFilters.map((id) => (
            <ColumnFilter key={id} variant="chip" {...filterProps(id)} />
          ))}
          {...(filtered
            ? {
                onClearFilters: () => {
                  setFilters({});
                  toFirstPage();
                },
              }
            : {})}
          {...(selection
            ? {
                selection: {
                  count: selectedRows.length,
                  onClear: () => selection.onChange(new Set()),
                },
              }
            : {})}
          actions={toolbar?.(selectedRows)}
          {...(onReorder && reorderBlocked ? { reorderHint: hintId } : {})}
        />
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
                {onReorder ? (
                  <th scope="col" className={BOX_CELL}>
                    <span className="sr-only">Mover</span>
                  </th>
                ) : null}
                {selection ? (
                  <th scope="col" className={BOX_CELL}>
                    <BareCheckbox
                      label="Seleccionar todas"
                      checked={checkState(selection.selected, pageIds)}
                      onCheckedChange={(on) =>
                        selection.onChange(withAll(selection.selected, pageIds, on))
                      }
                    />
                  </th>
                ) : null}
                {group.headers
                  .filter((header) => isShown(header.column))
                  .map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    const meta = column.columnDef.meta;
                    const fixed = infoOf(column.id)?.fixed === true;
                    const canSort = sortable && !fixed && column.getCanSort();
                    const withFilter = canFilter(column.id);
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
                          'px-3 py-1 text-xs font-extrabold tracking-wide whitespace-nowrap text-ink-muted uppercase',
                          header.index > 0 && !fixed && 'min-w-28',
                          meta?.actions && STICKY_HEADER,
                          meta?.className,
                        )}
                      >
                        {header.isPlaceholder ? null : canSort || withFilter ? (
                          <HeaderControls
                            sorted={sorted}
                            {...(canSort ? { onSort: column.getToggleSortingHandler() } : {})}
                            {...(withFilter ? { filter: filterProps(column.id) } : {})}
                          >
                            <table.FlexRender header={header} />
                          </HeaderControls>
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
                <td
                  colSpan={columns.length - folded.size + extraColumns}
                  className="px-3 py-10 text-center"
                >
                  <SearchX aria-hidden="true" className="mx-auto mb-2 size-6 text-ink-muted" />
                  <p className="font-bold text-ink">No hay resultados</p>
                  <p className="text-ink-muted">
                    Prueba con otras palabras, o borra la búsqueda y los filtros.
                  </p>
                </td>
              </tr>
            ) : onReorder ? (
              <ReorderArea ids={pageIds} onMove={move} {...reorderNames}>
                {body}
              </ReorderArea>
            ) : (
              body
            )}
          </tbody>
        </table>
      </div>

      <div className="print:hidden">
        <DataTableFooter
          shown={shown.length}
          total={matching.length}
          {...(pagination
            ? {
                pages: {
                  index: pageIndex,
                  count: pages,
                  size: page.size,
                  sizes: pageSizeOptions(initialPageSize),
                  onPage: (index: number) => setPage((p) => ({ ...p, index })),
                  onSize: (size: number) => setPage({ index: 0, size: clampPageSize(size) }),
                },
              }
            : {})}
        />
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
