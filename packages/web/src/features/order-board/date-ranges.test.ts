import { describe, expect, it } from 'vitest';
import {
  formatRange,
  latestPickableDay,
  matchingQuickRange,
  quickRange,
  rangeFromParams,
  rangeQuery,
} from './date-ranges';

// 00:30 on Thursday 26 November in Bogotá is still Wednesday evening in UTC-8 and already
// Thursday in UTC: only Bogotá's calendar may decide what "today" is.
const earlyThursday = new Date('2026-11-26T05:30:00Z');
const lateWednesday = new Date('2026-11-26T04:59:59Z');

describe('board date ranges', () => {
  it('computes the shortcuts on the Bogotá calendar', () => {
    expect(quickRange('hoy', earlyThursday)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(quickRange('hoy', lateWednesday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(quickRange('ayer', earlyThursday)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(quickRange('semana', earlyThursday)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(quickRange('mes', earlyThursday)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });

  it('crosses months and years', () => {
    const newYear = new Date('2027-01-01T15:00:00Z');
    expect(quickRange('ayer', newYear)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(quickRange('semana', new Date('2026-03-03T15:00:00Z')).from).toBe('2026-02-25');
  });

  it('recognises a shortcut from its days', () => {
    expect(matchingQuickRange({ from: '2026-11-20', to: '2026-11-26' }, earlyThursday)).toBe(
      'semana',
    );
    expect(matchingQuickRange({ from: '2026-11-21', to: '2026-11-26' }, earlyThursday)).toBeNull();
  });

  it('reads the range from the address, defaulting to today and putting the ends in order', () => {
    expect(rangeFromParams(null, null, earlyThursday)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    });
    expect(rangeFromParams('2026-11-01', '2026-11-03', earlyThursday)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
    expect(rangeFromParams('2026-11-03', '2026-11-01', earlyThursday)).toEqual({
      from: '2026-11-01',
      to: '2026-11-03',
    });
    expect(rangeFromParams('2026-02-30', 'ayer', earlyThursday)).toEqual({
      from: '2026-11-26',
      to: '2026-11-26',
    });
    expect(rangeFromParams('2026-11-10', null, earlyThursday)).toEqual({
      from: '2026-11-10',
      to: '2026-11-10',
    });
  });

  it('asks the server from the first second of the first day to the last of the last', () => {
    expect(rangeQuery({ from: '2026-11-20', to: '2026-11-26' })).toEqual({
      fecha_inicio: '2026-11-20 00:00:00',
      fecha_fin: '2026-11-26 23:59:59',
    });
  });

  it('offers days up to five years ahead', () => {
    expect(latestPickableDay(earlyThursday)).toBe('2031-11-26');
  });

  it('names the range in Colombian Spanish', () => {
    expect(formatRange({ from: '2026-11-25', to: '2026-11-25' })).toBe(
      'miércoles, 25 de noviembre de 2026',
    );
    expect(formatRange({ from: '2026-11-20', to: '2026-11-26' })).toBe('20 nov – 26 nov 2026');
    expect(formatRange({ from: '2026-12-28', to: '2027-01-03' })).toBe('28 dic 2026 – 3 ene 2027');
  });
});
