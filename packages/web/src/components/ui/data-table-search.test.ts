import { describe, expect, it } from 'vitest';
import {
  compareText,
  filterRows,
  pageCount,
  pageSizeOptions,
  rowSearchText,
  searchIndex,
  searchPositions,
} from './data-table-search';

const users = [
  { id: 1, nombre: 'Andrés Martínez', roles: [{ id: 2, rol: 'Cajero' }], activo: true },
  { id: 2, nombre: 'Laura Gómez', roles: [{ id: 1, rol: 'Administrador' }], activo: true },
];

describe('rowSearchText', () => {
  it('collects texts and numbers, nested lists included, and skips ids and booleans', () => {
    expect(rowSearchText(users[0])).toBe('Andrés Martínez Cajero');
    expect(rowSearchText({ id: 3, sede_id: 4, total: 12500 })).toBe('12500');
  });
});

describe('filterRows', () => {
  it('ignores case and accents', () => {
    expect(filterRows(users, 'ANDRES martinez', rowSearchText).map((u) => u.id)).toEqual([1]);
    expect(filterRows(users, 'gómez', rowSearchText).map((u) => u.id)).toEqual([2]);
  });

  it('matches words found in different columns', () => {
    expect(filterRows(users, 'laura administrador', rowSearchText).map((u) => u.id)).toEqual([2]);
  });

  it('keeps every row for an empty query and none when nothing matches', () => {
    expect(filterRows(users, '  ', rowSearchText)).toHaveLength(2);
    expect(filterRows(users, 'pizza', rowSearchText)).toHaveLength(0);
  });
});

describe('compareText', () => {
  it('orders in Spanish without minding case or accents, empty values last', () => {
    const names = ['Úrsula', 'andrés', '', 'Beto', 'Álvaro'];
    expect([...names].sort(compareText)).toEqual(['Álvaro', 'andrés', 'Beto', 'Úrsula', '']);
  });
});

describe('pageCount', () => {
  it('is at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(5, 0)).toBe(5);
  });
});

describe('searchIndex and searchPositions', () => {
  const index = searchIndex(users, rowSearchText);

  it('folds each row once and finds every word, ignoring case and accents', () => {
    expect(index[0]).toBe('andres martinez cajero');
    expect(searchPositions(index, 'MARTÍNEZ')).toEqual([0]);
    expect(searchPositions(index, 'gomez admin')).toEqual([1]);
    expect(searchPositions(index, 'pizza')).toEqual([]);
  });

  it('is null (every row) for an empty query', () => {
    expect(searchPositions(index, '   ')).toBeNull();
  });
});

describe('pageSizeOptions', () => {
  it('offers 5, 10, 20, 40 and 50, with the initial size among them and at least 1', () => {
    expect(pageSizeOptions(10)).toEqual([5, 10, 20, 40, 50]);
    expect(pageSizeOptions(25)).toEqual([5, 10, 20, 25, 40, 50]);
    expect(pageSizeOptions(0)).toEqual([1, 5, 10, 20, 40, 50]);
    expect(pageSizeOptions(-3.5)).toEqual([1, 5, 10, 20, 40, 50]);
  });
});
