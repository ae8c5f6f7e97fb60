import { describe, expect, it } from 'vitest';
import { differenceLabel, shiftSpan, shiftState } from './settlement-format';

describe('settlement formatting', () => {
  it('says whether the cash adds up', () => {
    expect(differenceLabel(-2000)).toBe('Faltan $\u00a02.000');
    expect(differenceLabel(1000)).toBe('Sobran $\u00a01.000');
    expect(differenceLabel(0)).toBe('Cuadra');
  });

  it('writes a shift in Bogotá time, its end day only when it changed', () => {
    expect(shiftSpan('2026-11-25T13:00:00Z', '2026-11-25T19:15:00Z')).toEqual({
      from: '25/11/2026, 8:00 a. m.',
      to: '2:15 p. m.',
    });
    expect(shiftSpan('2026-11-25T23:00:00Z', '2026-11-26T06:30:00Z')).toEqual({
      from: '25/11/2026, 6:00 p. m.',
      to: '26/11/2026, 1:30 a. m.',
    });
    expect(shiftSpan('2026-11-25T13:00:00Z', null)).toEqual({
      from: '25/11/2026, 8:00 a. m.',
      to: 'en turno',
    });
  });

  it('tells a settled shift from an open one and one waiting to be settled', () => {
    expect(shiftState({ liquidado: true, fin: '2026-11-25T19:15:00Z' })).toBe('Liquidado');
    expect(shiftState({ liquidado: false, fin: null })).toBe('En turno');
    expect(shiftState({ liquidado: false, fin: '2026-11-25T19:15:00Z' })).toBe('Por liquidar');
  });
});
