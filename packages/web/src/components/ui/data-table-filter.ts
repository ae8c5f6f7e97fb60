// A data table's per-column filters (spec §5 'Data table filters'): each column lists its
// distinct values; a column with none chosen passes every row, otherwise only the rows with one of
// the chosen values. Values compare ignoring case and accents, like the search.
import { foldText, hasWords, searchWords } from '../../lib/search-text';
import { compareText } from './data-table-search';

/** One distinct value of a column: its `key` (folded text) and how it reads. */
export interface FilterOption {
  key: string;
  label: string;
}

/** A column's distinct values, and the keys of each row's values (by the row's position). */
export interface ColumnValues {
  options: FilterOption[];
  rowKeys: string[][];
}

/** Per column id, the keys of the chosen values; a column left out (or empty) passes all rows. */
export type ColumnFilters = Readonly<Record<string, ReadonlySet<string>>>;

/** How an empty cell reads in a filter's list. */
export const EMPTY_LABEL = '(Vacío)';

/**
 * A cell's value as the texts a filter lists: one per item of a list (the roles of a user),
 * 'Sí'/'No' for a boolean, '' for nothing.
 */
export function valueTexts(value: unknown): string[] {
  if (Array.isArray(value)) {
    const texts = value.flatMap(valueTexts).filter(Boolean);
    return texts.length > 0 ? texts : [''];
  }
  if (value === null || value === undefined) return [''];
  if (typeof value === 'boolean') return [value ? 'Sí' : 'No'];
  return [String(value).trim()];
}

/** What two values must share to be the same filter value: the text, folded, spaces collapsed. */
export function filterKey(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** The distinct values of a column over `rows`, in Spanish alphabetical order, empty last. */
export function columnValues<T>(rows: readonly T[], valueOf: (row: T) => unknown): ColumnValues {
  const options = new Map<string, FilterOption>();
  const keys = new Map<string, string>(); // each text is folded once
  const rowKeys = rows.map((row) => {
    const own = new Set<string>();
    for (const text of valueTexts(valueOf(row))) {
      let key = keys.get(text);
      if (key === undefined) {
        key = filterKey(text);
        keys.set(text, key);
      }
      own.add(key);
      if (!options.has(key)) options.set(key, { key, label: key ? text : EMPTY_LABEL });
    }
    return [...own];
  });
  const sorted = [...options.values()].sort((a, b) =>
    compareText(a.key && a.label, b.key && b.label),
  );
  return { options: sorted, rowKeys };
}

/** True when no value is chosen, or the row has one of the chosen values. */
export function passesFilter(rowKeys: readonly string[], chosen: ReadonlySet<string>): boolean {
  return chosen.size === 0 || rowKeys.some((key) => chosen.has(key));
}

/** The columns whose filter has a value chosen. */
export function activeFilterIds(filters: ColumnFilters): string[] {
  return Object.keys(filters).filter((id) => filters[id]!.size > 0);
}

/**
 * The positions among `candidates` (every row when `null`) of the rows that pass every filter;
 * `valuesOf` gives a filtered column's values (`undefined` for a column the table no longer has,
 * whose filter is then left out).
 */
export function filterPositions(
  candidates: readonly number[] | null,
  rowCount: number,
  filters: ColumnFilters,
  valuesOf: (columnId: string) => ColumnValues | undefined,
): readonly number[] | null {
  const checks = activeFilterIds(filters).flatMap((id) => {
    const values = valuesOf(id);
    return values ? [{ rowKeys: values.rowKeys, chosen: filters[id]! }] : [];
  });
  if (checks.length === 0) return candidates;
  const passing: number[] = [];
  const each = (i: number) => {
    if (checks.every((check) => passesFilter(check.rowKeys[i] ?? [''], check.chosen)))
      passing.push(i);
  };
  if (candidates) candidates.forEach(each);
  else for (let i = 0; i < rowCount; i++) each(i);
  return passing;
}

/** The filters with the column's chosen values replaced; no values removes its filter. */
export function withColumnFilter(
  filters: ColumnFilters,
  columnId: string,
  chosen: ReadonlySet<string>,
): ColumnFilters {
  const { [columnId]: _previous, ...others } = filters;
  return chosen.size > 0 ? { ...others, [columnId]: chosen } : others;
}

/** The options whose text has every word of the filter's own search box. */
export function matchingOptions(options: readonly FilterOption[], query: string): FilterOption[] {
  const words = searchWords(query);
  if (words.length === 0) return [...options];
  return options.filter((option) => hasWords(words, option.key || filterKey(option.label)));
}
