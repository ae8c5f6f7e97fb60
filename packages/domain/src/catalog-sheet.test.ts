import { describe, expect, it } from 'vitest';
import {
  branchColumn,
  importSummary,
  nameKey,
  parseAdditions,
  parsePesos,
  parseYesNo,
  safeCell,
  sizeColumn,
  unescapeCell,
} from './catalog-sheet';

describe('the menu in a spreadsheet', () => {
  it('reads pesos as people write them', () => {
    for (const text of ['$ 25.900', '25900', '25.900', ' 25 900 ', '$25,900', 'COP 25.900'])
      expect(parsePesos(text), text).toBe(25_900);
    expect(parsePesos('')).toBeNull();
    for (const text of ['25,5', '25.90', 'veinte', '1.2.3', '-500'])
      expect(parsePesos(text), text).toBeNaN();
  });

  it('reads sí and no', () => {
    expect(parseYesNo('Sí')).toBe(true);
    expect(parseYesNo('si')).toBe(true);
    expect(parseYesNo('NO')).toBe(false);
    expect(parseYesNo(' ')).toBeNull();
    expect(parseYesNo('tal vez')).toBeUndefined();
  });

  it('reads additions, and refuses what does not read so', () => {
    expect(parseAdditions('Queso extra:4000; Tocineta:$ 5.000;')).toEqual([
      { nombre: 'Queso extra', precio: 4000 },
      { nombre: 'Tocineta', precio: 5000 },
    ]);
    expect(parseAdditions('')).toEqual([]);
    expect(parseAdditions('Queso extra 4000')).toBeNull();
    expect(parseAdditions('Queso:mucho')).toBeNull();
  });

  it('names columns and keys without accents or case', () => {
    expect(sizeColumn('Pequeña')).toBe('precio_pequena');
    expect(branchColumn('Horno Usaquén')).toBe('sede_horno_usaquen');
    expect(nameKey('  Pizza HAWAIANA ')).toBe(nameKey('pizza hawaiana'));
    expect(nameKey('Piña')).toBe(nameKey('pina'));
  });

  it('escapes what would run as a formula, and takes it back', () => {
    for (const text of ['=1+1', '+57 300', '-5', '@SUM(A1)'])
      expect(unescapeCell(safeCell(text))).toBe(text);
    expect(safeCell('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(safeCell('Pizza')).toBe('Pizza');
  });

  it('says what it did', () => {
    expect(importSummary(38, 4)).toBe('Se crearon 38 productos y se actualizaron 4.');
    expect(importSummary(1, 0)).toBe('Se creó 1 producto.');
    expect(importSummary(0, 1)).toBe('Se actualizó 1 producto.');
    expect(importSummary(0, 0)).toBe('No había nada que cambiar.');
  });
});
