import type { HorarioSede } from '@horno/domain/branches';
import { describe, expect, it } from 'vitest';
import {
  closingNote,
  copyMondayToWeekdays,
  copySaturdayToSundayAndHolidays,
  editorRows,
  weekToSave,
} from './hours-editor';

const saved: HorarioSede[] = [
  {
    sede: 1,
    dia_semana: 1,
    hora_inicio: '11:00:00',
    hora_fin: '22:00:00',
    cerrado: false,
    es_festivo: false,
  },
  {
    sede: 1,
    dia_semana: 6,
    hora_inicio: '18:00:00',
    hora_fin: '02:00:00',
    cerrado: false,
    es_festivo: false,
  },
];

describe('hours editor', () => {
  it('has the seven days and a holiday row, closed by default', () => {
    const rows = editorRows(saved);
    expect(rows).toHaveLength(8);
    expect(rows[0]).toMatchObject({ hora_inicio: '11:00', hora_fin: '22:00', cerrado: false });
    expect(rows[1]).toMatchObject({ hora_inicio: '', cerrado: false });
    expect(rows[7]).toMatchObject({ es_festivo: true, cerrado: true });
  });

  it('copies Monday to Tuesday–Friday and Saturday to Sunday and holidays', () => {
    const rows = editorRows(saved);
    const weekdays = copyMondayToWeekdays(rows);
    if (!('rows' in weekdays)) throw new Error(weekdays.error);
    expect(weekdays.rows.slice(0, 5).map((r) => r.hora_inicio)).toEqual(Array(5).fill('11:00'));
    expect(weekdays.rows[5]!.hora_inicio).toBe('18:00');
    const weekend = copySaturdayToSundayAndHolidays(weekdays.rows);
    if (!('rows' in weekend)) throw new Error(weekend.error);
    expect(weekend.rows[6]).toMatchObject({ hora_inicio: '18:00', hora_fin: '02:00' });
    expect(weekend.rows[7]).toMatchObject({ es_festivo: true, cerrado: false, hora_fin: '02:00' });
  });

  it('says when there is nothing to copy', () => {
    expect(copyMondayToWeekdays(editorRows([]))).toEqual({
      error: 'No hay horario de lunes para copiar',
    });
    expect(copySaturdayToSundayAndHolidays(editorRows([]))).toEqual({
      error: 'No hay horario de sábado para copiar',
    });
  });

  it('notes a closing after midnight', () => {
    const [monday, , , , , saturday] = editorRows(saved);
    expect(closingNote(monday!)).toBeNull();
    expect(closingNote(saturday!)).toBe('Cierra al día siguiente');
    expect(closingNote({ ...monday!, hora_fin: '00:00' })).toBe('Cierra a medianoche');
  });

  it('checks the week with the server’s rules, row by row', () => {
    const rows = editorRows(saved);
    const result = weekToSave(1, rows);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors[1]).toEqual({
      hora_inicio: 'Ingrese la hora de apertura',
      hora_fin: 'Ingrese la hora de cierre',
    });
    expect(result.errors[0]).toEqual({});
    const filled = rows.map((r) => (r.hora_inicio ? r : { ...r, cerrado: true }));
    const ok = weekToSave(1, filled);
    expect(ok.ok && ok.week[5]).toMatchObject({ hora_inicio: '18:00', hora_fin: '02:00' });
  });
});
