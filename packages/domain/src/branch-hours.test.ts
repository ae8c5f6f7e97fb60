import { describe, expect, it } from 'vitest';
import { branchStatus, type HoursRow, nextOpening } from './branch-hours';
import { isColombianHoliday } from './holidays';

const day = (
  dia: number,
  inicio: string | null,
  fin: string | null,
  cerrado = false,
): HoursRow => ({
  dia_semana: dia,
  hora_inicio: inicio,
  hora_fin: fin,
  cerrado,
  es_festivo: false,
});

// Closed on Mondays; 11:00–22:00 Tuesday to Thursday and Sunday; until 02:00 Friday and Saturday.
const week: HoursRow[] = [
  day(1, null, null, true),
  day(2, '11:00:00', '22:00:00'),
  day(3, '11:00:00', '22:00:00'),
  day(4, '11:00:00', '22:00:00'),
  day(5, '11:00:00', '02:00:00'),
  day(6, '11:00:00', '02:00:00'),
  day(7, '12:00:00', '21:00:00'),
  {
    dia_semana: 1,
    hora_inicio: '14:00:00',
    hora_fin: '20:00:00',
    cerrado: false,
    es_festivo: true,
  },
];

const at = (local: string) => new Date(`${local}-05:00`);
const noHolidays = () => false;

describe('branchStatus', () => {
  it('is open inside the hours and says when it closes', () => {
    // 2026-11-18 is a Wednesday.
    expect(branchStatus(week, at('2026-11-18T12:00:00'), noHolidays)).toEqual({
      abierta: true,
      minutos_para_cambio: 600,
    });
  });

  it('is closed before opening and says when it opens', () => {
    expect(branchStatus(week, at('2026-11-18T10:30:00'), noHolidays)).toEqual({
      abierta: false,
      minutos_para_cambio: 30,
    });
  });

  it('treats the closing minute as closed', () => {
    expect(branchStatus(week, at('2026-11-18T22:00:00'), noHolidays).abierta).toBe(false);
  });

  it('stays open past midnight on late nights', () => {
    // Saturday 2026-11-21 at 01:30 belongs to Friday's shift, which ends at 02:00.
    expect(branchStatus(week, at('2026-11-21T01:30:00'), noHolidays)).toEqual({
      abierta: true,
      minutos_para_cambio: 30,
    });
    expect(branchStatus(week, at('2026-11-21T02:30:00'), noHolidays).abierta).toBe(false);
  });

  it('is closed all day on a closed day and counts to the next opening', () => {
    // Monday 2026-11-16 at 12:00; it opens Tuesday at 11:00, 23 hours later.
    expect(branchStatus(week, at('2026-11-16T12:00:00'), noHolidays)).toEqual({
      abierta: false,
      minutos_para_cambio: 23 * 60,
    });
  });

  it('follows the holiday row on Colombian holidays', () => {
    // 2026-12-08 (Tuesday) is the Immaculate Conception holiday.
    expect(isColombianHoliday('2026-12-08')).toBe(true);
    expect(branchStatus(week, at('2026-12-08T12:00:00'), isColombianHoliday).abierta).toBe(false);
    expect(branchStatus(week, at('2026-12-08T15:00:00'), isColombianHoliday)).toEqual({
      abierta: true,
      minutos_para_cambio: 300,
    });
  });

  it('falls back to the weekday row on a holiday when no holiday row exists', () => {
    const withoutHolidayRow = week.filter((r) => !r.es_festivo);
    expect(
      branchStatus(withoutHolidayRow, at('2026-12-08T12:00:00'), isColombianHoliday).abierta,
    ).toBe(true);
  });

  it('is closed with no change ahead when there are no hours', () => {
    expect(branchStatus([], at('2026-11-18T12:00:00'), noHolidays)).toEqual({
      abierta: false,
      minutos_para_cambio: null,
    });
  });
});

describe('nextOpening', () => {
  it("is the next day's opening while the branch is open", () => {
    // Wednesday at noon: open until 22:00; Thursday opens at 11:00.
    expect(nextOpening(week, at('2026-11-18T12:00:00'), noHolidays)).toEqual(
      at('2026-11-19T11:00:00'),
    );
  });

  it("is today's opening before it", () => {
    expect(nextOpening(week, at('2026-11-18T10:30:00'), noHolidays)).toEqual(
      at('2026-11-18T11:00:00'),
    );
  });

  it('counts a late night as part of the evening it started', () => {
    // Saturday 01:30 is still Friday's shift; the next opening is Saturday 11:00.
    expect(nextOpening(week, at('2026-11-21T01:30:00'), noHolidays)).toEqual(
      at('2026-11-21T11:00:00'),
    );
  });

  it('skips a closed Monday', () => {
    // Sunday evening after closing: Monday is closed, Tuesday opens at 11:00.
    expect(nextOpening(week, at('2026-11-22T21:30:00'), noHolidays)).toEqual(
      at('2026-11-24T11:00:00'),
    );
  });

  it('is null for a branch with no hours', () => {
    expect(nextOpening([], at('2026-11-18T12:00:00'), noHolidays)).toBeNull();
  });
});
