import type { CartLine } from '@horno/domain/cart';
import { describe, expect, it } from 'vitest';
import { linesNotSoldAt } from './unavailable-lines';

const line = (uniqueId: string, tipo: CartLine['tipo'], id: number, mitad?: number): CartLine => ({
  uniqueId,
  tipo,
  id,
  nombre: uniqueId,
  imagen: null,
  cantidad: 1,
  observaciones: '',
  medida: null,
  adiciones: [],
  mitad: mitad === undefined ? null : { id: mitad, nombre: `Mitad ${mitad}` },
  configuraciones: {},
  selecciones: [],
  precio: 10_000,
});

describe('linesNotSoldAt', () => {
  const sede = { productos: [1, 2, 3], productos_especiales: [7] };

  it('checks regular lines by product id and special lines by special id', () => {
    const lines = [
      line('a', 'REGULAR', 1),
      line('b', 'REGULAR', 4),
      line('c', 'ESPECIAL', 7),
      line('d', 'ESPECIAL', 1),
    ];
    expect(linesNotSoldAt(sede, lines).map((l) => l.uniqueId)).toEqual(['b', 'd']);
  });

  it('needs both flavors of a half-and-half pizza', () => {
    expect(linesNotSoldAt(sede, [line('e', 'REGULAR', 1, 2)])).toEqual([]);
    expect(linesNotSoldAt(sede, [line('f', 'REGULAR', 1, 9)]).map((l) => l.uniqueId)).toEqual([
      'f',
    ]);
  });

  it('keeps everything the branch sells', () => {
    expect(linesNotSoldAt(sede, [])).toEqual([]);
    expect(linesNotSoldAt(sede, [line('g', 'REGULAR', 3)])).toEqual([]);
  });
});
