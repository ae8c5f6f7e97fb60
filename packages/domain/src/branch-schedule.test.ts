import { describe, expect, it } from 'vitest';
import type { HoursRow } from './branch-hours';
import { bogotaWeek } from './bogota-time';
import { formatClock12, formatHoursRow, weekSchedule } from './branch-schedule';

const row = (
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

describe('formatClock12', () => {
  it('writes 24-hour clock times in 12-hour AM/PM', () => {
    expect(formatClock12('00:00:00')).toBe('12:00 a. m.');
    expect(formatClock12('09:05:00')).toBe('9:05 a. m.');
    expect(formatClock12('11:30')).toBe('11:30 a. m.');
    expect(formatClock12('12:00:00')).toBe('12:00 p. m.');
    expect(formatClock12('13:30:00')).toBe('1:30 p. m.');
    expect(formatClock12('23:59:00')).toBe('11:59 p. m.');
    expect(formatClock12('24:00:00')).toBe('12:00 a. m.');
  });

  it('is null for missing or malformed times', () => {
    expect(formatClock12(null)).toBeNull();
    expect(formatClock12(undefined)).toBeNull();
    expect(formatClock12('')).toBeNull();
    expect(formatClock12('7 pm')).toBeNull();
  });
});

describe('formatHoursRow', () => {
  it("says 'Cerrado' for closed or incomplete rows, else the range", () => {
    expect(formatHoursRow(row(1, '12:00:00', '22:00:00'))).toBe('12:00 p. m. - 10:00 p. m.');
    expect(formatHoursRow(row(5, '12:00:00', '02:00:00'))).toBe('12:00 p. m. - 2:00 a. m.');
    expect(formatHoursRow(row(1, null, null, true))).toBe('Cerrado');
    expect(formatHoursRow(row(1, '12:00:00', null))).toBe('Cerrado');
    expect(formatHoursRow(undefined)).toBe('Cerrado');
  });
});

describe('weekSchedule', () => {
  const rows: HoursRow[] = [
    row(1, null, null, true),
    row(2, '12:00:00', '22:00:00'),
    row(3, '12:00:00', '22:00:00'),
    row(4, '12:00:00', '22:00:00'),
    row(5, '12:00:00', '23:30:00'),
    row(6, '11:00:00', '02:00:00'),
    // No Sunday row: that day counts as closed.
    {
      dia_semana: 1,
      hora_inicio: '14:00:00',
      hora_fin: '20:00:00',
      cerrado: false,
      es_festivo: true,
    },
  ];
  // Wednesday 25 November 2026 at noon in Bogotá.
  const week = bogotaWeek(new Date('2026-11-25T12:00:00-05:00'));

  it('lists Monday to Sunday of the week with today marked', () => {
    const days = weekSchedule(rows, week, [], '2026-11-25');
    expect(days.map((d) => d.nombre)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
    expect(days.map((d) => d.ymd)).toEqual(week);
    expect(days.map((d) => d.diaMes)).toEqual([23, 24, 25, 26, 27, 28, 29]);
    expect(days.filter((d) => d.hoy).map((d) => d.ymd)).toEqual(['2026-11-25']);
    expect(days.some((d) => d.festivo)).toBe(false);
    expect(days.map((d) => d.horario)).toEqual([
      'Cerrado',
      '12:00 p. m. - 10:00 p. m.',
      '12:00 p. m. - 10:00 p. m.',
      '12:00 p. m. - 10:00 p. m.',
      '12:00 p. m. - 11:30 p. m.',
      '11:00 a. m. - 2:00 a. m.',
      'Cerrado',
    ]);
  });

  it('marks holidays and shows the holiday hours on them', () => {
    const days = weekSchedule(rows, week, ['2026-11-23'], '2026-11-25');
    expect(days[0]).toMatchObject({ festivo: true, horario: '2:00 p. m. - 8:00 p. m.' });
    expect(days.filter((d) => d.festivo)).toHaveLength(1);
  });

  it("falls back to the weekday's hours on a holiday without a holiday row", () => {
    const days = weekSchedule(
      rows.filter((r) => !r.es_festivo),
      week,
      ['2026-11-24'],
      '2026-11-25',
    );
    expect(days[1]).toMatchObject({ festivo: true, horario: '12:00 p. m. - 10:00 p. m.' });
  });

  it('is empty when the branch has no hours', () => {
    expect(weekSchedule([], week, [], '2026-11-25')).toEqual([]);
  });
});
