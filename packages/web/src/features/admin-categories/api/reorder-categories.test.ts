import { describe, expect, it } from 'vitest';
import { movedCategories } from './reorder-categories';

describe('movedCategories', () => {
  it('gives positions 1..n and keeps only the categories whose position changed', () => {
    const ordered = [
      { id: 4, orden: 4 },
      { id: 1, orden: 1 },
      { id: 2, orden: 2 },
      { id: 3, orden: 3 },
    ];
    expect(movedCategories(ordered)).toEqual([
      { id: 4, orden: 1 },
      { id: 1, orden: 2 },
      { id: 2, orden: 3 },
      { id: 3, orden: 4 },
    ]);
    // Moving 4 back up to second place changes the three below it, not the first.
    expect(movedCategories([ordered[1]!, ordered[0]!, ordered[2]!, ordered[3]!])).toEqual([
      { id: 4, orden: 2 },
      { id: 2, orden: 3 },
      { id: 3, orden: 4 },
    ]);
  });

  it('sends nothing for an order already saved, and closes gaps left by older orders', () => {
    expect(
      movedCategories([
        { id: 7, orden: 1 },
        { id: 8, orden: 2 },
      ]),
    ).toEqual([]);
    expect(
      movedCategories([
        { id: 7, orden: 3 },
        { id: 8, orden: 9 },
      ]),
    ).toEqual([
      { id: 7, orden: 1 },
      { id: 8, orden: 2 },
    ]);
  });
});
