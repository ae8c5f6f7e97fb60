import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasPriceRange, lowestPrice, sortProducts } from './catalog-price';

const medida = (id: number) => ({ id, value: 'MEDIANA' as const, label: 'Mediana' });
const product = (nombre: string, precio: number | null, sizes: number[] = [], descuento = 0) => ({
  nombre,
  precio,
  descuento,
  precios_por_medida: sizes.map((p, i) => ({
    id: i,
    medida: medida(i),
    precio: p,
    admite_mitades: false,
  })),
});

describe('lowestPrice', () => {
  it('uses the cheapest size price when the product has sizes', () => {
    expect(lowestPrice(product('Hawaiana', null, [42900, 25900, 33900]))).toBe(25900);
  });
  it('uses the base price otherwise, and applies the discount', () => {
    expect(lowestPrice(product('Gaseosa', 5000))).toBe(5000);
    expect(lowestPrice(product('Gaseosa', 5000, [], 10))).toBe(4500);
    expect(lowestPrice(product('Sin precio', null))).toBe(0);
  });
});

describe('hasPriceRange', () => {
  it('is true only when sizes have different prices', () => {
    expect(hasPriceRange(product('a', null, [1, 2]))).toBe(true);
    expect(hasPriceRange(product('a', null, [2, 2]))).toBe(false);
    expect(hasPriceRange(product('a', 5))).toBe(false);
  });
});

describe('sortProducts', () => {
  it('orders by lowest price, then by name in Spanish order', () => {
    const list = [
      product('Ñame frito', 8000),
      product('Zumo', 4000),
      product('Árepa', 8000),
      product('Hawaiana', null, [30000, 25000]),
      product('Nachos', 8000),
    ];
    expect(sortProducts(list).map((p) => p.nombre)).toEqual([
      'Zumo',
      'Árepa',
      'Nachos',
      'Ñame frito',
      'Hawaiana',
    ]);
  });

  it('never mutates its input and always yields a non-decreasing price order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string(), fc.integer({ min: 0, max: 200_000 }))), (rows) => {
        const list = rows.map(([n, p]) => product(n, p));
        const copy = [...list];
        const sorted = sortProducts(list);
        expect(list).toEqual(copy);
        for (let i = 1; i < sorted.length; i++) {
          expect(lowestPrice(sorted[i]!)).toBeGreaterThanOrEqual(lowestPrice(sorted[i - 1]!));
        }
      }),
    );
  });
});
