import { foldText, hasWords, searchWords } from '../../lib/search-text';

const MAX_DEPTH = 3;

function collect(value: unknown, into: string[], depth: number): void {
  if (value === null || value === undefined || typeof value === 'boolean') return;
  if (typeof value === 'string' || typeof value === 'number') {
    into.push(String(value));
    return;
  }
  if (depth >= MAX_DEPTH || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const inner of value) collect(inner, into, depth + 1);
    return;
  }
  for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
    // Internal ids are not what a person searches for.
    if (key === 'id' || key.endsWith('_id')) continue;
    collect(inner, into, depth + 1);
  }
}

/** Every text and number of a row (nested lists and objects included, ids left out). */
export function rowSearchText(row: unknown): string {
  const parts: string[] = [];
  collect(row, parts, 0);
  return parts.join(' ');
}

/**
 * Each row's searchable text, folded (lower case, no accents) once per list, so that a keystroke
 * in the search box only compares strings.
 */
export function searchIndex<T>(rows: readonly T[], text: (row: T) => string): string[] {
  return rows.map((row) => foldText(text(row)));
}

/**
 * The positions (in the indexed list) of the rows in which every word of the query appears,
 * ignoring case and accents; `null` when the query is empty and every row passes.
 */
export function searchPositions(index: readonly string[], query: string): number[] | null {
  const words = searchWords(query);
  if (words.length === 0) return null;
  const positions: number[] = [];
  for (let i = 0; i < index.length; i++) if (hasWords(words, index[i]!)) positions.push(i);
  return positions;
}

/** Rows in which every word of the query appears, ignoring case and accents. */
export function filterRows<T>(rows: readonly T[], query: string, text: (row: T) => string): T[] {
  const positions = searchPositions(searchIndex(rows, text), query);
  return positions ? positions.map((i) => rows[i]!) : [...rows];
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

/** Spanish alphabetical order, ignoring case and accents; empty values go last. */
export function compareText(a: unknown, b: unknown): number {
  const left = a === null || a === undefined ? '' : String(a);
  const right = b === null || b === undefined ? '' : String(b);
  if (!left || !right) return left ? -1 : right ? 1 : 0;
  return collator.compare(left, right);
}

/** The footer's page count: at least one page, even with no rows. */
export function pageCount(rows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rows / Math.max(1, pageSize)));
}

/** The rows-per-page choices (spec: 5, 10, 20, 40, 50). */
export const PAGE_SIZES = [5, 10, 20, 40, 50] as const;

/** A page size of at least one whole row. */
export function clampPageSize(size: number): number {
  return Number.isFinite(size) ? Math.max(1, Math.floor(size)) : PAGE_SIZES[1];
}

/** The rows-per-page choices, with the table's own initial size among them. */
export function pageSizeOptions(initial: number): number[] {
  const size = clampPageSize(initial);
  const sizes: number[] = [...PAGE_SIZES];
  return sizes.includes(size) ? sizes : [...sizes, size].sort((a, b) => a - b);
}
