import { describe, expect, it } from 'vitest';
import {
  comparisonPeriod,
  formatChange,
  formatDuration,
  percentChange,
  presetPeriod,
  ReportQuerySchema,
} from './reports';

describe('report periods', () => {
  it('turns the presets into Bogotá days from today', () => {
    expect(presetPeriod('hoy', '2026-03-01')).toEqual({ desde: '2026-03-01', hasta: '2026-03-01' });
    expect(presetPeriod('ayer', '2026-03-01')).toEqual({
      desde: '2026-02-28',
      hasta: '2026-02-28',
    });
    expect(presetPeriod('7dias', '2026-03-01')).toEqual({
      desde: '2026-02-23',
      hasta: '2026-03-01',
    });
    expect(presetPeriod('mes', '2026-03-15')).toEqual({ desde: '2026-03-01', hasta: '2026-03-15' });
    expect(presetPeriod('mes_pasado', '2026-01-10')).toEqual({
      desde: '2025-12-01',
      hasta: '2025-12-31',
    });
  });

  it('compares with the days just before, the week before, or the same days', () => {
    expect(comparisonPeriod('2026-11-24', '2026-11-24', 'periodo')).toEqual({
      desde: '2026-11-23',
      hasta: '2026-11-23',
    });
    expect(comparisonPeriod('2026-11-01', '2026-11-30', 'periodo')).toEqual({
      desde: '2026-10-02',
      hasta: '2026-10-31',
    });
    expect(comparisonPeriod('2026-11-24', '2026-11-25', 'semana')).toEqual({
      desde: '2026-11-17',
      hasta: '2026-11-18',
    });
    expect(comparisonPeriod('2026-11-24', '2026-11-25', 'sede')).toEqual({
      desde: '2026-11-24',
      hasta: '2026-11-25',
    });
    expect(comparisonPeriod('2026-11-24', '2026-11-25', 'ninguno')).toBeNull();
  });

  it('refuses a reversed range and a comparison with the same branch', () => {
    const reversed = ReportQuerySchema.safeParse({ desde: '2026-11-25', hasta: '2026-11-24' });
    expect(reversed.error?.issues[0]).toMatchObject({
      path: ['hasta'],
      message: 'La fecha final no puede ser anterior a la inicial',
    });
    const same = ReportQuerySchema.safeParse({
      desde: '2026-11-24',
      hasta: '2026-11-24',
      sede: '1',
      comparar: 'sede',
      comparar_sede: '1',
    });
    expect(same.error?.issues[0]?.path).toEqual(['comparar_sede']);
  });
});

describe('report figures', () => {
  it('says the change in percent, with one decimal, and nothing without a base', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
    expect(formatChange(12.5)).toBe('+12,5 %');
    expect(formatChange(-3)).toBe('−3 %');
    expect(formatChange(null)).toBe('—');
  });

  it('writes durations in minutes and seconds', () => {
    expect(formatDuration(1080)).toBe('18 min');
    expect(formatDuration(1176)).toBe('19 min 36 s');
    expect(formatDuration(42)).toBe('42 s');
    expect(formatDuration(null)).toBe('—');
  });
});
