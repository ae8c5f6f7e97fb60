import { describe, expect, it } from 'vitest';
import { MONEY_REFUSED, readMoney } from './money-input';

describe('a typed amount', () => {
  it('keeps the digits of a pasted price', () => {
    expect(readMoney('$ 21.000')).toEqual({ digits: '21000', refused: null });
    expect(readMoney('007')).toEqual({ digits: '7', refused: null });
    expect(readMoney('')).toEqual({ digits: '', refused: null });
  });

  it('refuses a minus sign, saying why', () => {
    expect(readMoney('-5')).toEqual({ digits: '', refused: MONEY_REFUSED.negative });
    expect(readMoney('5\u22125')).toEqual({ digits: '', refused: MONEY_REFUSED.negative });
  });

  it('refuses letters, saying why', () => {
    expect(readMoney('12e3')).toEqual({ digits: '', refused: MONEY_REFUSED.letters });
    expect(readMoney('mil')).toEqual({ digits: '', refused: MONEY_REFUSED.letters });
  });
});
