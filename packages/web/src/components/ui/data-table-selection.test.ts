import { describe, expect, it } from 'vitest';
import { checkState, rowsWithIds, withAll } from './data-table-selection';

describe('withAll', () => {
  it('leaves the set it was given as it was', () => {
    const set = new Set([1, 2]);
    expect([...withAll(set, [3], true)]).toEqual([1, 2, 3]);
    expect([...withAll(set, [1], false)]).toEqual([2]);
    expect([...set]).toEqual([1, 2]);
  });

  it('selects or deselects a whole page', () => {
    expect([...withAll(new Set([1]), [2, 3], true)]).toEqual([1, 2, 3]);
    expect([...withAll(new Set([1, 2, 3]), [2, 3], false)]).toEqual([1]);
  });
});

describe('checkState', () => {
  it('is true for all, false for none (or no rows) and indeterminate for some', () => {
    expect(checkState(new Set([1, 2]), [1, 2])).toBe(true);
    expect(checkState(new Set([9]), [1, 2])).toBe(false);
    expect(checkState(new Set([1]), [])).toBe(false);
    expect(checkState(new Set([1]), [1, 2])).toBe('indeterminate');
  });
});

describe('rowsWithIds', () => {
  it('gives the selected rows in the list’s order, ignoring ids no longer listed', () => {
    const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(rowsWithIds(rows, new Set(['c', 'a', 'z']))).toEqual([{ id: 'a' }, { id: 'c' }]);
  });
});
