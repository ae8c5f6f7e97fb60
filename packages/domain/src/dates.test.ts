import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateShort,
  formatDateTimeLong,
  formatDateTimeShort,
  formatOrderNumber,
  formatTime,
} from './dates';

describe('formatClockTime', () => {
  it('writes a wall-clock time in the 12-hour Colombian style', () => {
    expect(formatClockTime(0)).toBe('12:00 a. m.');
    expect(formatClockTime(9 * 60 + 5)).toBe('9:05 a. m.');
    expect(formatClockTime(11 * 60 + 59)).toBe('11:59 a. m.');
    expect(formatClockTime(12 * 60)).toBe('12:00 p. m.');
    expect(formatClockTime(19 * 60 + 45)).toBe('7:45 p. m.');
    expect(formatClockTime(23 * 60 + 59)).toBe('11:59 p. m.');
  });

  it('wraps minutes past midnight (a closing time of 24:00)', () => {
    expect(formatClockTime(24 * 60)).toBe('12:00 a. m.');
    expect(formatClockTime(26 * 60 + 30)).toBe('2:30 a. m.');
    expect(formatClockTime(-15)).toBe('11:45 p. m.');
  });
});

describe('formatTime', () => {
  it('reads the instant in Bogotá, whatever the offset it was written with', () => {
    expect(formatTime('2026-11-22T00:45:00Z')).toBe('7:45 p. m.');
    expect(formatTime(new Date('2026-11-21T12:02:00-05:00'))).toBe('12:02 p. m.');
    expect(formatTime('2026-11-21T05:00:00Z')).toBe('12:00 a. m.');
  });
});

describe('formatDateTimeLong and formatDateTimeShort', () => {
  const instant = '2026-11-22T00:45:00Z';

  it('write the date in Colombian Spanish and the time with the same formatter', () => {
    expect(formatDateTimeLong(instant)).toBe('sábado, 21 de noviembre de 2026, 7:45 p. m.');
    expect(formatDateTimeShort(instant)).toBe('21/11/2026, 7:45 p. m.');
    expect(formatDateShort(instant)).toBe('21/11/2026');
  });

  it('take the Bogotá day, not the UTC one, around midnight', () => {
    expect(formatDateTimeShort('2026-11-22T04:59:00Z')).toBe('21/11/2026, 11:59 p. m.');
    expect(formatDateTimeShort('2026-11-22T05:00:00Z')).toBe('22/11/2026, 12:00 a. m.');
  });

  it('write the day as Intl es-CO does in Bogotá, every day of two years and at its edges', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('es-CO', { timeZone: 'America/Bogota', ...options });
    const long = intl({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');
    for (let day = 0; day < 731; day++) {
      for (const minute of [0, 4 * 60 + 59, 5 * 60, 23 * 60 + 59]) {
        const instant = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000 + minute * 60_000);
        expect(formatDateShort(instant)).toBe(plain(short.format(instant)));
        expect(formatDateTimeLong(instant)).toBe(
          `${plain(long.format(instant))}, ${formatTime(instant)}`,
        );
      }
    }
  });

  it('use plain spaces only', () => {
    expect(formatDateTimeLong(instant)).not.toMatch(/[\u202f\u00a0]/);
    expect(formatDateTimeShort(instant)).not.toMatch(/[\u202f\u00a0]/);
  });
});

describe('formatOrderNumber', () => {
  it('pads to five digits', () => {
    expect(formatOrderNumber(12)).toBe('00012');
  });
});
