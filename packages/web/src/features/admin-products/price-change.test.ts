import { describe, expect, it } from 'vitest';
import { bigPriceChangeQuestion, isBigPriceChange } from './price-change';

describe('a big price change', () => {
  it('is more than half the price, up or down', () => {
    expect(isBigPriceChange(38900, 3890)).toBe(true);
    expect(isBigPriceChange(10000, 4999)).toBe(true);
    expect(isBigPriceChange(10000, 5000)).toBe(false);
    expect(isBigPriceChange(10000, 15000)).toBe(false);
    expect(isBigPriceChange(10000, 15001)).toBe(true);
    expect(isBigPriceChange(6000, 6500)).toBe(false);
  });

  it('never asks for a price that was not set', () => {
    expect(isBigPriceChange(null, 90000)).toBe(false);
    expect(isBigPriceChange(0, 90000)).toBe(false);
  });

  it('asks with both prices as pesos', () => {
    // formatCOP puts a no-break space after the sign.
    expect(bigPriceChangeQuestion(38900, 3890).replace(/\s/g, ' ')).toBe(
      '¿Cambiar el precio de $ 38.900 a $ 3.890?',
    );
  });
});
