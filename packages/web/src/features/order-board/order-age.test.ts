import { describe, expect, it } from 'vitest';
import { ageUrgency, orderAgeLabel } from './order-age';

const placed = '2026-11-25T17:00:00.000Z';
const at = (offset: string) => new Date(placed).getTime() + parse(offset);
function parse(offset: string): number {
  const [, n, unit] = /^(\d+)(s|m|h|d)$/.exec(offset)!;
  const ms = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[unit as 's' | 'm' | 'h' | 'd'];
  return Number(n) * ms;
}

describe('orderAgeLabel', () => {
  it("says 'recién' under a minute, and for a clock a little behind the server's", () => {
    expect(orderAgeLabel(placed, at('0s'))).toBe('recién');
    expect(orderAgeLabel(placed, at('59s'))).toBe('recién');
    expect(orderAgeLabel(placed, new Date(placed).getTime() - 5_000)).toBe('recién');
  });

  it('counts minutes under an hour, hours under a day, then days', () => {
    expect(orderAgeLabel(placed, at('60s'))).toBe('hace 1 minuto');
    expect(orderAgeLabel(placed, at('59m'))).toBe('hace 59 minutos');
    expect(orderAgeLabel(placed, at('60m'))).toBe('hace 1 hora');
    expect(orderAgeLabel(placed, at('23h'))).toBe('hace 23 horas');
    expect(orderAgeLabel(placed, at('24h'))).toBe('hace 1 día');
    expect(orderAgeLabel(placed, at('9d'))).toBe('hace 9 días');
  });

  it('reads dates as instants, whatever their offset', () => {
    expect(orderAgeLabel('2026-11-25T12:00:00-05:00', at('2h'))).toBe('hace 2 horas');
  });
});

describe('ageUrgency', () => {
  it('marks orders waiting 15 minutes, and late from 30', () => {
    expect(ageUrgency(placed, at('14m'))).toBe('normal');
    expect(ageUrgency(placed, at('15m'))).toBe('waiting');
    expect(ageUrgency(placed, at('30m'))).toBe('late');
  });
});
