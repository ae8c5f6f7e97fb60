import { describe, expect, it } from 'vitest';
import { applyDiscount, formatCOP } from './money';

const nbsp = '\u00a0';

describe('formatCOP', () => {
  it('formats pesos the es-CO way, with thousands dots and no decimals', () => {
    expect(formatCOP(12500)).toBe(`$${nbsp}12.500`);
    expect(formatCOP(1234567)).toBe(`$${nbsp}1.234.567`);
    expect(formatCOP(900)).toBe(`$${nbsp}900`);
  });

  it('keeps up to two decimals when there are some', () => {
    expect(formatCOP(1500.5)).toBe(`$${nbsp}1.500,5`);
    expect(formatCOP(1500.256)).toBe(`$${nbsp}1.500,26`);
  });

  it('writes whole pesos exactly as Intl es-CO does', () => {
    const intl = new Intl.NumberFormat('es-CO', {
      style: 'currency',
      currency: 'COP',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const samples = [0, -0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 999999];
    for (let n = 1; n <= Number.MAX_SAFE_INTEGER; n *= 7) samples.push(n, n + 1, -n);
    samples.push(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 53, 1e21, -1500.75);
    for (const value of samples) expect(formatCOP(value), String(value)).toBe(intl.format(value));
  });

  it('accepts numeric strings', () => {
    expect(formatCOP('25900')).toBe(`$${nbsp}25.900`);
  });

  it.each([undefined, null, '', '  ', 'abc', Number.NaN, Infinity, {}])(
    'shows $ 0 for %p',
    (value) => {
      expect(formatCOP(value)).toBe(`$${nbsp}0`);
    },
  );
});

describe('applyDiscount', () => {
  it('rounds to the nearest peso', () => {
    expect(applyDiscount(25900, 15)).toBe(22015);
    expect(applyDiscount(9999, 10)).toBe(8999);
  });
  it('treats missing or out-of-range percentages safely', () => {
    expect(applyDiscount(1000, undefined)).toBe(1000);
    expect(applyDiscount(1000, -5)).toBe(1000);
    expect(applyDiscount(1000, 150)).toBe(0);
  });
});
