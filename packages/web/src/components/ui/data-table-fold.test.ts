import { describe, expect, it } from 'vitest';
import { foldOrder } from './data-table-fold';

describe('foldOrder', () => {
  it('folds the low-priority columns first, then the others, each from the right', () => {
    const columns = [
      { id: 'nombre' },
      { id: 'email', priority: 'low' as const },
      { id: 'numero', priority: 'low' as const },
      { id: 'roles' },
      { id: 'sedes', priority: 'low' as const },
      { id: 'estado' },
      { id: 'acciones', actions: true },
    ];
    expect(foldOrder(columns)).toEqual(['sedes', 'numero', 'email', 'estado', 'roles']);
  });

  it('never folds the first column or the actions', () => {
    expect(foldOrder([{ id: 'nombre' }, { id: 'acciones', actions: true }])).toEqual([]);
  });

  it('counts the first column after a drag or selection column of its own', () => {
    const columns = [{ id: 'mover', actions: true }, { id: 'nombre' }, { id: 'estado' }];
    expect(foldOrder(columns)).toEqual(['estado']);
  });
});
