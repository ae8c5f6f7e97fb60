import { describe, expect, it } from 'vitest';
import {
  activeFilterIds,
  columnValues,
  EMPTY_LABEL,
  filterPositions,
  matchingOptions,
  passesFilter,
  valueTexts,
  withColumnFilter,
  type ColumnFilters,
} from './data-table-filter';

const users = [
  { id: 1, nombre: 'José Pérez', roles: ['Cajero'], activo: true, numero: '3001' },
  { id: 2, nombre: 'Laura Gómez', roles: ['Administrador', 'Cajero'], activo: true, numero: '' },
  { id: 3, nombre: 'jose perez', roles: [], activo: false, numero: null },
  { id: 4, nombre: 'Úrsula Díaz', roles: ['Domiciliario'], activo: true, numero: '3004' },
];

describe('valueTexts', () => {
  it('gives one text per item of a list, Sí/No for booleans and an empty text for nothing', () => {
    expect(valueTexts(['Cajero', 'Administrador'])).toEqual(['Cajero', 'Administrador']);
    expect(valueTexts([])).toEqual(['']);
    expect(valueTexts(true)).toEqual(['Sí']);
    expect(valueTexts(false)).toEqual(['No']);
    expect(valueTexts(null)).toEqual(['']);
    expect(valueTexts(undefined)).toEqual(['']);
    expect(valueTexts(12500)).toEqual(['12500']);
    expect(valueTexts('  Activo ')).toEqual(['Activo']);
  });
});

describe('columnValues', () => {
  it('lists the distinct values once, ignoring case and accents, as first written', () => {
    const { options, rowKeys } = columnValues(users, (u) => u.nombre);
    expect(options.map((o) => o.label)).toEqual(['José Pérez', 'Laura Gómez', 'Úrsula Díaz']);
    expect(rowKeys[0]).toEqual(rowKeys[2]);
  });

  it('gives a row one value per item of a list, and lists the empty value last', () => {
    const { options, rowKeys } = columnValues(users, (u) => u.roles);
    expect(options.map((o) => o.label)).toEqual([
      'Administrador',
      'Cajero',
      'Domiciliario',
      EMPTY_LABEL,
    ]);
    expect(rowKeys[1]).toEqual(['administrador', 'cajero']);
    expect(rowKeys[2]).toEqual(['']);
  });

  it('sorts numbers as numbers, as Spanish text does', () => {
    const { options } = columnValues([{ n: 10 }, { n: 9 }, { n: 100 }], (r) => r.n);
    expect(options.map((o) => o.label)).toEqual(['9', '10', '100']);
  });
});

describe('passesFilter', () => {
  it('passes every row when nothing is chosen', () => {
    expect(passesFilter(['cajero'], new Set())).toBe(true);
    expect(passesFilter([''], new Set())).toBe(true);
  });

  it('passes only the rows with one of the chosen values', () => {
    const chosen = new Set(['cajero', 'domiciliario']);
    expect(passesFilter(['administrador', 'cajero'], chosen)).toBe(true);
    expect(passesFilter(['administrador'], chosen)).toBe(false);
    expect(passesFilter([''], chosen)).toBe(false);
  });
});

describe('filterPositions', () => {
  const values = {
    roles: columnValues(users, (u) => u.roles),
    activo: columnValues(users, (u) => (u.activo ? 'Activo' : 'Inactivo')),
  };
  const valuesOf = (id: string) => values[id as keyof typeof values];

  it('keeps every candidate (or null, every row) when no filter has a value', () => {
    expect(filterPositions(null, users.length, {}, valuesOf)).toBeNull();
    expect(filterPositions([0, 2], users.length, { roles: new Set() }, valuesOf)).toEqual([0, 2]);
  });

  it('keeps the rows that pass every filter, among the candidates', () => {
    const filters: ColumnFilters = { roles: new Set(['cajero']), activo: new Set(['activo']) };
    expect(filterPositions(null, users.length, filters, valuesOf)).toEqual([0, 1]);
    expect(filterPositions([1, 2, 3], users.length, filters, valuesOf)).toEqual([1]);
    const empty: ColumnFilters = { roles: new Set(['']) };
    expect(filterPositions(null, users.length, empty, valuesOf)).toEqual([2]);
  });

  it('leaves out the filter of a column the table no longer has', () => {
    const filters: ColumnFilters = { gone: new Set(['x']), activo: new Set(['inactivo']) };
    expect(filterPositions(null, users.length, filters, valuesOf)).toEqual([2]);
  });
});

describe('withColumnFilter and activeFilterIds', () => {
  it('sets a column’s values, and removes its filter when none are left', () => {
    const one = withColumnFilter({}, 'roles', new Set(['cajero']));
    expect(activeFilterIds(one)).toEqual(['roles']);
    const two = withColumnFilter(one, 'activo', new Set(['activo']));
    expect(activeFilterIds(two)).toEqual(['roles', 'activo']);
    expect(activeFilterIds(withColumnFilter(two, 'roles', new Set()))).toEqual(['activo']);
  });
});

describe('matchingOptions', () => {
  const { options } = columnValues(users, (u) => u.nombre);

  it('finds values ignoring case and accents', () => {
    expect(matchingOptions(options, 'JOSE').map((o) => o.label)).toEqual(['José Pérez']);
    expect(matchingOptions(options, 'ursula diaz').map((o) => o.label)).toEqual(['Úrsula Díaz']);
    expect(matchingOptions(options, '  ')).toHaveLength(3);
  });

  it('finds the empty value by its label', () => {
    const roles = columnValues(users, (u) => u.roles).options;
    expect(matchingOptions(roles, 'vacío').map((o) => o.key)).toEqual(['']);
  });
});
