// Sets of chosen things: the rows a person selected, the values a column filter keeps.

/** A checkbox for several things: all of them, none, or some ('indeterminate'). */
export type CheckState = boolean | 'indeterminate';

/** The set with every one of `items` added (`on`) or taken out. */
export function withAll<T>(set: ReadonlySet<T>, items: Iterable<T>, on: boolean): Set<T> {
  const next = new Set(set);
  for (const item of items) {
    if (on) next.add(item);
    else next.delete(item);
  }
  return next;
}

/** Whether all, none or some of `items` are in the set (false for no items). */
export function checkState<T>(set: ReadonlySet<T>, items: readonly T[]): CheckState {
  let chosen = 0;
  for (const item of items) if (set.has(item)) chosen++;
  if (chosen === 0) return false;
  return chosen === items.length ? true : 'indeterminate';
}

/** The rows whose id is in the set, in the list's order. */
export function rowsWithIds<T extends { id: unknown }>(
  rows: readonly T[],
  ids: ReadonlySet<T['id']>,
): T[] {
  if (ids.size === 0) return [];
  return rows.filter((row) => ids.has(row.id));
}
