import { describe, expect, it } from 'vitest';
import { formatDistance, movedStops, tripStateLabel } from './dispatch-format';

describe('dispatch formatting', () => {
  it('writes distances with a decimal comma', () => {
    expect(formatDistance(2.44)).toBe('2,4 km');
    expect(formatDistance(null)).toBeNull();
  });

  it('moves a stop one place, never past the ends', () => {
    expect(movedStops([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(movedStops([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(movedStops([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(movedStops([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it('says when a trip left, in Bogotá time', () => {
    expect(tripStateLabel({ estado: 'ASIGNADO', salio_en: null })).toBe('Cargando');
    expect(tripStateLabel({ estado: 'EN_CAMINO', salio_en: '2026-11-21T00:10:00Z' })).toBe(
      'En camino desde 7:10 p. m.',
    );
  });
});
