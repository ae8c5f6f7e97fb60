import { foldText, matchesSearch } from '../../lib/search-text';

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

/** Rows in which every word of the query appears, ignoring case and accents. */
export function filterRows<T>(rows: readonly T[], query: string, text: (row: T) => string): T[] {
  if (!foldText(query).trim()) return [...rows];
  return rows.filter((row) => matchesSearch(query, text(row)));
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
