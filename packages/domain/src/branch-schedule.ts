import { rowForDay, type HoursRow } from './branch-hours';
import { bogotaInstant, bogotaParts, parseClock } from './bogota-time';
import { formatClockTime } from './dates';

export const WEEKDAY_NAMES = [
  'Lunes',
  'Martes',
  'Miércoles',
  'Jueves',
  'Viernes',
  'Sábado',
  'Domingo',
] as const;

/** One day of a branch's week as the schedule shows it. */
export interface ScheduleDay {
  /** 'yyyy-MM-dd'. */
  ymd: string;
  /** 1 = Monday … 7 = Sunday. */
  diaSemana: number;
  nombre: string;
  /** Day of the month. */
  diaMes: number;
  festivo: boolean;
  hoy: boolean;
  /** 'Cerrado' or '12:00 p. m. - 10:00 p. m.'. */
  horario: string;
}

/** 'HH:mm' or 'HH:mm:ss' in 12-hour time ('1:30 p. m.'); null when absent or malformed. */
export function formatClock12(value: string | null | undefined): string | null {
  const minutes = parseClock(value);
  return minutes === null ? null : formatClockTime(minutes);
}

/** The opening hours of one schedule row: 'Cerrado' or 'start - end' in 12-hour time. */
export function formatHoursRow(row: HoursRow | undefined): string {
  if (!row || row.cerrado) return 'Cerrado';
  const start = formatClock12(row.hora_inicio);
  const end = formatClock12(row.hora_fin);
  return start && end ? `${start} - ${end}` : 'Cerrado';
}

/**
 * Monday to Sunday of `week` with the hours that govern each day (the holiday row on the given
 * holidays); empty when the branch has no hours at all.
 */
export function weekSchedule(
  rows: readonly HoursRow[],
  week: readonly string[],
  holidays: readonly string[],
  today: string,
): ScheduleDay[] {
  if (rows.length === 0) return [];
  const isHoliday = (ymd: string) => holidays.includes(ymd);
  return week.map((ymd) => {
    const diaSemana = bogotaParts(bogotaInstant(ymd, 12 * 60)).isoWeekday;
    return {
      ymd,
      diaSemana,
      nombre: WEEKDAY_NAMES[diaSemana - 1] ?? '',
      diaMes: Number(ymd.slice(8, 10)),
      festivo: isHoliday(ymd),
      hoy: ymd === today,
      horario: formatHoursRow(rowForDay(rows, ymd, isHoliday)),
    };
  });
}
