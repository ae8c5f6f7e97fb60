import { describe, expect, it } from 'vitest';
import { formatDayLong, formatDayShort, weekdayName } from './dates';
import {
  dayChoiceLabel,
  estimateLabel,
  orderPromiseLabel,
  partOfDay,
  scheduledLabel,
} from './slot-labels';

describe('day names', () => {
  it('write a calendar day as Intl es-CO does, every day of two years', () => {
    const long = new Intl.DateTimeFormat('es-CO', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    for (let day = 0; day < 731; day++) {
      const date = new Date(Date.UTC(2026, 0, 1) + day * 86_400_000);
      const ymd = date.toISOString().slice(0, 10);
      expect(formatDayLong(ymd)).toBe(long.format(date).replace(',', ''));
    }
  });

  it('give the weekday and a short date', () => {
    expect(weekdayName('2026-11-26')).toBe('jueves');
    expect(formatDayShort('2026-11-26')).toBe('26 nov');
    expect(formatDayShort('2026-01-05')).toBe('5 ene');
  });
});

describe('dayChoiceLabel', () => {
  const today = '2026-11-25';

  it("says 'Hoy' and 'Mañana', then the weekday, each with its date", () => {
    expect(dayChoiceLabel('2026-11-25', today)).toEqual({ dia: 'Hoy', fecha: '25 nov' });
    expect(dayChoiceLabel('2026-11-26', today)).toEqual({ dia: 'Mañana', fecha: '26 nov' });
    expect(dayChoiceLabel('2026-11-27', today)).toEqual({ dia: 'Viernes', fecha: '27 nov' });
    expect(dayChoiceLabel('2026-12-02', today)).toEqual({ dia: 'Miércoles', fecha: '2 dic' });
  });

  it('crosses months and years', () => {
    expect(dayChoiceLabel('2027-01-01', '2026-12-31')).toEqual({ dia: 'Mañana', fecha: '1 ene' });
  });
});

describe('promises', () => {
  it('speak of a delivery arriving and of a pick-up being ready', () => {
    expect(estimateLabel('DOMICILIO', '2026-11-26T01:25:00Z')).toBe('Llega hacia las 8:25 p. m.');
    expect(estimateLabel('RECOGER', '2026-11-26T01:25:00Z')).toBe('Listo hacia las 8:25 p. m.');
    expect(estimateLabel('MESA', '2026-11-25T18:05:00Z')).toBe('Listo hacia la 1:05 p. m.');
    expect(estimateLabel('RECOGER', '2026-11-25T16:10:00Z')).toBe('Listo hacia las 11:10 a. m.');
  });

  it('name the day and time of a slot in Bogotá', () => {
    expect(scheduledLabel('2026-11-27T00:00:00.000Z')).toBe(
      'Programado para el jueves 26 de noviembre, 7:00 p. m.',
    );
  });

  it("give an order's slot when scheduled, else its estimate", () => {
    const order = {
      tipo_pedido: 'DOMICILIO' as const,
      programado_para: null,
      entrega_estimada: '2026-11-26T01:25:00Z',
    };
    expect(orderPromiseLabel(order)).toBe('Llega hacia las 8:25 p. m.');
    expect(
      orderPromiseLabel({
        ...order,
        programado_para: '2026-11-27T00:00:00Z',
        entrega_estimada: '2026-11-27T00:00:00Z',
      }),
    ).toBe('Programado para el jueves 26 de noviembre, 7:00 p. m.');
    expect(orderPromiseLabel({ ...order, entrega_estimada: null })).toBeNull();
  });
});

describe('partOfDay', () => {
  it('groups slots into morning, afternoon and night, a night past midnight included', () => {
    expect(partOfDay('2026-11-25T16:30:00Z')).toBe('En la mañana'); // 11:30 a. m.
    expect(partOfDay('2026-11-25T17:00:00Z')).toBe('En la tarde'); // 12:00 p. m.
    expect(partOfDay('2026-11-25T22:45:00Z')).toBe('En la tarde'); // 5:45 p. m.
    expect(partOfDay('2026-11-25T23:00:00Z')).toBe('En la noche'); // 6:00 p. m.
    expect(partOfDay('2026-11-26T05:30:00Z')).toBe('En la noche'); // 12:30 a. m.
  });
});
