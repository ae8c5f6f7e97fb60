import {
  BRANCH_ADMIN_MESSAGES,
  hhmm,
  type HorariosSemana,
  HorariosSemanaSchema,
} from '@horno/domain/branch-admin';
import type { HorarioSede } from '@horno/domain/branches';
import { WEEKDAY_NAMES } from '@horno/domain/branch-schedule';

/** One row of the hours editor: a weekday (1 = Monday) or the holiday row. */
export interface HoursRowState {
  dia_semana: number;
  es_festivo: boolean;
  cerrado: boolean;
  /** 'HH:mm', or '' while not set. */
  hora_inicio: string;
  hora_fin: string;
}

export type RowErrors = Partial<Record<'hora_inicio' | 'hora_fin' | 'dia_semana', string>>;

/** 'Lunes' … 'Domingo', or 'Festivos' for the holiday row. */
export const rowName = (row: Pick<HoursRowState, 'dia_semana' | 'es_festivo'>) =>
  row.es_festivo ? 'Festivos' : (WEEKDAY_NAMES[row.dia_semana - 1] ?? '');

/**
 * Monday to Sunday plus the holiday row, from what the branch has: a day it has no row for
 * starts open without hours (to fill in); the holiday row is closed unless it says otherwise.
 */
export function editorRows(saved: readonly HorarioSede[]): HoursRowState[] {
  const days = [1, 2, 3, 4, 5, 6, 7].map((dia) => {
    const row = saved.find((h) => !h.es_festivo && h.dia_semana === dia);
    return {
      dia_semana: dia,
      es_festivo: false,
      cerrado: row?.cerrado ?? false,
      hora_inicio: hhmm(row?.hora_inicio) ?? '',
      hora_fin: hhmm(row?.hora_fin) ?? '',
    };
  });
  const festivo = saved.find((h) => h.es_festivo);
  return [
    ...days,
    {
      dia_semana: 1,
      es_festivo: true,
      cerrado: festivo?.cerrado ?? true,
      hora_inicio: hhmm(festivo?.hora_inicio) ?? '',
      hora_fin: hhmm(festivo?.hora_fin) ?? '',
    },
  ];
}

/** A row that says something to copy: closed, or open with both times. */
const hasHours = (row: HoursRowState | undefined): row is HoursRowState =>
  row !== undefined && (row.cerrado || (row.hora_inicio !== '' && row.hora_fin !== ''));

const copyTo = (rows: HoursRowState[], from: HoursRowState, to: (r: HoursRowState) => boolean) =>
  rows.map((row) =>
    to(row)
      ? { ...row, cerrado: from.cerrado, hora_inicio: from.hora_inicio, hora_fin: from.hora_fin }
      : row,
  );

export type CopyResult = { rows: HoursRowState[] } | { error: string };

/** 'Copiar lunes a martes–viernes'. */
export function copyMondayToWeekdays(rows: HoursRowState[]): CopyResult {
  const monday = rows.find((r) => !r.es_festivo && r.dia_semana === 1);
  if (!hasHours(monday)) return { error: BRANCH_ADMIN_MESSAGES.noMonday };
  return {
    rows: copyTo(rows, monday, (r) => !r.es_festivo && r.dia_semana >= 2 && r.dia_semana <= 5),
  };
}

/** 'Copiar sábado a domingo y festivos'. */
export function copySaturdayToSundayAndHolidays(rows: HoursRowState[]): CopyResult {
  const saturday = rows.find((r) => !r.es_festivo && r.dia_semana === 6);
  if (!hasHours(saturday)) return { error: BRANCH_ADMIN_MESSAGES.noSaturday };
  return { rows: copyTo(rows, saturday, (r) => r.es_festivo || r.dia_semana === 7) };
}

/** How an open row's closing reads when it is after midnight; null otherwise. */
export function closingNote(row: HoursRowState): string | null {
  if (row.cerrado || !row.hora_inicio || !row.hora_fin) return null;
  if (row.hora_fin === '00:00') return 'Cierra a medianoche';
  return row.hora_fin < row.hora_inicio ? 'Cierra al día siguiente' : null;
}

/** The week as the server takes it, or each row's problems (by index) in the domain's words. */
export function weekToSave(
  sede: number,
  rows: readonly HoursRowState[],
): { ok: true; week: HorariosSemana } | { ok: false; errors: RowErrors[] } {
  const parsed = HorariosSemanaSchema.safeParse(
    rows.map((row) => ({
      sede,
      dia_semana: row.dia_semana,
      cerrado: row.cerrado,
      es_festivo: row.es_festivo,
      hora_inicio: row.cerrado || row.hora_inicio === '' ? null : row.hora_inicio,
      hora_fin: row.cerrado || row.hora_fin === '' ? null : row.hora_fin,
    })),
  );
  if (parsed.success) return { ok: true, week: parsed.data };
  const errors: RowErrors[] = rows.map(() => ({}));
  for (const issue of parsed.error.issues) {
    const [index, field] = issue.path;
    if (typeof index !== 'number') continue;
    const key = field === 'hora_fin' || field === 'dia_semana' ? field : 'hora_inicio';
    errors[index]![key] ??= issue.message;
  }
  return { ok: false, errors };
}
