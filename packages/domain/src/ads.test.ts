import { describe, expect, it } from 'vitest';
import {
  AD_MESSAGES,
  adDateWindow,
  adDay,
  adEndInstant,
  adStartInstant,
  isAdCurrent,
  isAdDate,
  publicidadInputSchema,
} from './ads';

const NOW = new Date('2026-11-25T12:00:00-05:00');
const ad = (fecha_inicio: string, fecha_fin: string, activa = true) => ({
  titulo: 'Martes de 2x1',
  fecha_inicio,
  fecha_fin,
  activa,
});
const fieldsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('ad dates', () => {
  it('takes a Bogotá day or an ISO instant with its offset', () => {
    expect(isAdDate('2026-11-25')).toBe(true);
    expect(isAdDate('2026-11-25T05:00:00.000Z')).toBe(true);
    expect(isAdDate('2026-11-25T00:00:00-05:00')).toBe(true);
    expect(isAdDate('2026-02-30')).toBe(false);
    expect(isAdDate('2026-11-25T10:00:00')).toBe(false);
    expect(isAdDate('mañana')).toBe(false);
  });

  it('starts a day at midnight and ends it at its last millisecond, in Bogotá', () => {
    expect(adStartInstant('2026-11-25').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(adEndInstant('2026-11-25').toISOString()).toBe('2026-11-26T04:59:59.999Z');
    expect(adDay('2026-11-26T04:59:59.999Z')).toBe('2026-11-25');
    expect(adStartInstant('2026-11-25T15:30:00Z').toISOString()).toBe('2026-11-25T15:30:00.000Z');
  });

  it('is current only when active and within its dates, ends included', () => {
    const current = {
      activa: true,
      fecha_inicio: adStartInstant('2026-11-25'),
      fecha_fin: adEndInstant('2026-11-25'),
    };
    expect(isAdCurrent(current, new Date('2026-11-25T00:00:00-05:00'))).toBe(true);
    expect(isAdCurrent(current, new Date('2026-11-25T23:59:59.999-05:00'))).toBe(true);
    expect(isAdCurrent(current, new Date('2026-11-24T23:59:59.999-05:00'))).toBe(false);
    expect(isAdCurrent(current, new Date('2026-11-26T00:00:00-05:00'))).toBe(false);
    expect(isAdCurrent({ ...current, activa: false }, NOW)).toBe(false);
  });

  it('allows the current month up to the same day five years ahead', () => {
    expect(adDateWindow(NOW)).toEqual({ min: '2026-11-01', max: '2031-11-25' });
    // 23:00 on 31 December in Bogotá is already 1 January in UTC: the window is Bogotá's.
    expect(adDateWindow(new Date('2026-12-31T23:00:00-05:00'))).toEqual({
      min: '2026-12-01',
      max: '2031-12-31',
    });
    expect(adDateWindow(new Date('2028-02-29T12:00:00-05:00')).max).toBe('2033-02-28');
  });
});

describe('publicidadInputSchema', () => {
  const schema = publicidadInputSchema(NOW);

  it('accepts an ad within the window, one day long included', () => {
    expect(schema.safeParse(ad('2026-11-01', '2031-11-25')).success).toBe(true);
    expect(schema.safeParse(ad('2026-11-25', '2026-11-25')).success).toBe(true);
  });

  it('says on fecha_fin when the end comes before the start', () => {
    expect(fieldsOf(schema.safeParse(ad('2026-12-10', '2026-12-09')))).toEqual({
      fecha_fin: AD_MESSAGES.endBeforeStart,
    });
  });

  it('refuses days outside the window, naming it', () => {
    expect(fieldsOf(schema.safeParse(ad('2026-10-31', '2026-12-01')))).toEqual({
      fecha_inicio: 'La fecha de inicio debe estar entre el 01/11/2026 y el 25/11/2031',
    });
    expect(fieldsOf(schema.safeParse(ad('2026-12-01', '2031-11-26')))).toEqual({
      fecha_fin: 'La fecha de fin debe estar entre el 01/11/2026 y el 25/11/2031',
    });
  });

  it('keeps an unchanged date valid on an edit after its month has passed', () => {
    const stored = {
      fecha_inicio: '2026-09-15T05:00:00.000Z',
      fecha_fin: '2026-12-31T04:59:59.999Z',
    };
    const edit = publicidadInputSchema(NOW, stored);
    expect(edit.safeParse(ad('2026-09-15', '2026-12-30')).success).toBe(true);
    expect(fieldsOf(edit.safeParse(ad('2026-09-16', '2026-12-30')))).toHaveProperty('fecha_inicio');
  });

  it('requires a title and both dates, in Spanish', () => {
    expect(fieldsOf(schema.safeParse({ titulo: ' ', fecha_inicio: '', activa: true }))).toEqual({
      titulo: AD_MESSAGES.titleRequired,
      fecha_inicio: AD_MESSAGES.startRequired,
      fecha_fin: AD_MESSAGES.endRequired,
    });
  });
});
