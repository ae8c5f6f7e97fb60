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
