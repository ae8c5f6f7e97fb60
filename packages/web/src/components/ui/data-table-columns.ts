// A data table's columns: the features every table has, the meta a column may carry, and what the
// table reads from a column before TanStack builds the rows (its id, value and name).
import {
  constructSortFn,
  createColumnHelper,
  createPaginatedRowModel,
  createSortedRowModel,
  metaHelper,
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  type ColumnDef,
  type ColumnDefResolved,
  type ColumnHelper,
  type RowData,
} from '@tanstack/react-table';
import { compareText } from './data-table-search';

export interface DataTableColumnMeta {
  /** Classes for the column's header and cells (width, alignment). */
  className?: string;
  /**
   * 'low': one of the first columns to fold into the row's first cell when the table is too wide
   * for its box (a tablet, a phone). Every column but the first and the actions can fold.
   */
  priority?: 'low';
  /** The row's actions ('…' menu): never folds, sorts or filters, and stays at the right edge. */
  actions?: boolean;
  /** A selection column of the caller's own: never folds, sorts or filters. */
  select?: boolean;
  /** A drag-handle column of the caller's own: never folds, sorts or filters. */
  drag?: boolean;
  /** `false`: no filter popup on this column's header. */
  filter?: boolean;
  /**
   * The value(s) the column's filter lists and matches for a row, when the cell's value is not
   * what a person reads (`activo` → 'Activo' / 'Inactivo') or holds several (a user's roles: one
   * per role). By default the accessor's value: a list gives one value per item, a boolean
   * 'Sí' / 'No'. Define it with the columns, at module scope.
   */
  // any: the features (and this meta) are shared by every table, so the row's type is the
  // column's to annotate: `filterValue: (rol: Rol) => (rol.activo ? 'Activo' : 'Inactivo')`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  filterValue?: (row: any) => string | readonly string[];
  /** The column's name in the filter's labels, when its header is not a plain text. */
  label?: string;
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

/** The spec's default columns ('Reusable data table'), for rows that carry these fields. */
const DEFAULT_FIELDS = [
  ['header', 'Encabezado'],
  ['type', 'Tipo'],
  ['status', 'Estado'],
  ['target', 'Objetivo'],
  ['limit', 'Límite'],
  ['reviewer', 'Revisor'],
] as const;
const defaultHelper = createColumnHelper<DataTableFeatures, Record<string, unknown>>();
const defaultColumns = defaultHelper.columns([
  defaultHelper.accessor('id', { header: 'Id', enableSorting: false, meta: { filter: false } }),
  ...DEFAULT_FIELDS.map(([key, header]) => defaultHelper.accessor(key, { header })),
]);

/**
 * The columns of a table given none: id (neither sorted nor filtered), then header, type,
 * status, target, limit and reviewer, each read from the row's field of that name.
 */
export function defaultDataTableColumns<TData extends RowData>(): DataTableColumns<TData> {
  // The fields are read by name from whatever rows the table has: their type is the caller's.
  return defaultColumns as unknown as DataTableColumns<TData>;
}

/** What the table knows of a column before TanStack builds its rows. */
export interface ColumnInfo<TData> {
  /** TanStack's id: the def's `id`, its `accessorKey` (dots as '_') or its header text. */
  id: string;
  /** The column's name for filter labels: `meta.label`, the header text, or the id. */
  label: string;
  /** Drag, select and actions columns: they never fold, sort or filter. */
  fixed: boolean;
  /** The cell's value (the accessor's); absent for a display column. */
  cellValue?: (row: TData) => unknown;
  /** What the filter lists for a row; absent when the column cannot be filtered. */
  filterValue?: (row: TData) => unknown;
  priority?: 'low';
}

function readKey(row: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], row);
}

/** The id, name and filter value of each column, resolved as TanStack resolves them. */
export function columnInfo<TData extends RowData>(
  columns: DataTableColumns<TData>,
): Array<ColumnInfo<TData>> {
  return columns.map((column) => {
    const def = column as ColumnDefResolved<DataTableFeatures, TData>;
    const meta = def.meta ?? {};
    const key = def.accessorKey === undefined ? undefined : String(def.accessorKey);
    const header = typeof def.header === 'string' ? def.header : undefined;
    const id = def.id ?? key?.replaceAll('.', '_') ?? header ?? '';
    const fixed = Boolean(meta.actions || meta.select || meta.drag);
    const accessor = def.accessorFn;
    const cellValue = accessor
      ? (row: TData) => accessor(row, 0)
      : key === undefined
        ? undefined
        : (row: TData) => readKey(row, key);
    const filterValue =
      fixed || meta.filter === false ? undefined : (meta.filterValue ?? cellValue);
    return {
      id,
      label: meta.label ?? header ?? id,
      fixed,
      ...(cellValue ? { cellValue } : {}),
      ...(filterValue ? { filterValue } : {}),
      ...(meta.priority ? { priority: meta.priority } : {}),
    };
  });
}
