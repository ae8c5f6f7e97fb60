import { describe, expect, it } from 'vitest';
import { HorariosSemanaSchema, PausaSedeSchema, SedeInputSchema } from './branch-admin';

const row = (dia: number, extra: Record<string, unknown> = {}) => ({
  sede: 1,
  dia_semana: dia,
  hora_inicio: '11:00',
  hora_fin: '22:00',
  cerrado: false,
  es_festivo: false,
  ...extra,
});

describe('HorariosSemanaSchema', () => {
  it('takes a night across midnight and drops a closed row’s times', () => {
    const week = HorariosSemanaSchema.parse([
      row(5, { hora_inicio: '18:00', hora_fin: '02:00:00' }),
      row(3, { es_festivo: true, cerrado: true }),
    ]);
    expect(week[0]).toMatchObject({ hora_inicio: '18:00', hora_fin: '02:00:00' });
    // The holiday row is stored as day 1, without times when closed.
    expect(week[1]).toMatchObject({ dia_semana: 1, hora_inicio: null, hora_fin: null });
  });

  it('refuses repeated days, a second holiday row and another branch’s row', () => {
    const result = HorariosSemanaSchema.safeParse([
      row(1),
      row(1),
      row(2, { es_festivo: true }),
      row(3, { es_festivo: true }),
      row(4, { sede: 2 }),
    ]);
    const issues = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['1.dia_semana', 'Hay más de un horario para el mismo día'],
      ['3.dia_semana', 'Solo puede haber un horario de festivos'],
      ['4.sede', 'Todos los horarios deben ser de la misma sede'],
    ]);
  });

  it('needs both times on an open row, and different ones', () => {
    const result = HorariosSemanaSchema.safeParse([
      row(1, { hora_fin: null }),
      row(2, { hora_fin: '11:00:00' }),
      row(3, { hora_inicio: '7pm' }),
    ]);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['0.hora_fin', 'Ingrese la hora de cierre'],
      ['1.hora_fin', 'La hora de cierre debe ser distinta de la de apertura'],
      ['2.hora_inicio', 'Ingrese una hora válida (HH:mm)'],
    ]);
  });
});

describe('the branch and its pause', () => {
  it('cleans the phones and leaves WhatsApp optional', () => {
    const sede = SedeInputSchema.parse({
      nombre: ' Horno Usaquén ',
      direccion: 'Calle 119 # 6-20',
      lat: 4.69,
      lng: -74.03,
      telefono: '601 555 0199',
      whatsapp: '',
    });
    expect(sede).toMatchObject({ nombre: 'Horno Usaquén', telefono: '6015550199', whatsapp: null });
  });

  it('asks for a reason to pause, not to resume', () => {
    expect(PausaSedeSchema.safeParse({ pausada: true }).error?.issues[0]?.message).toBe(
      'Escriba el motivo de la pausa',
    );
    expect(PausaSedeSchema.safeParse({ pausada: false }).success).toBe(true);
  });
});
