import type { Agenda } from '@horno/domain/scheduling-schemas';
import { describe, expect, it } from 'vitest';
import { preferenceAt, resolveWhen, shownDay, slotGroups } from './when-choice';

const slot = (inicio: string, disponible = true, lleno = false) => ({
  inicio,
  fin: new Date(Date.parse(inicio) + 15 * 60_000).toISOString(),
  disponible,
  lleno,
});

// Wednesday 25 and Thursday 26 November 2026, Bogotá (UTC−5).
const SEVEN_PM_THURSDAY = '2026-11-27T00:00:00.000Z';
const agenda: Agenda = {
  entrega_estimada: '2026-11-25T20:25:00.000Z',
  dias: [
    { fecha: '2026-11-25', franjas: [slot('2026-11-25T17:00:00.000Z', false)] },
    {
      fecha: '2026-11-26',
      franjas: [slot('2026-11-26T23:45:00.000Z', false, true), slot(SEVEN_PM_THURSDAY)],
    },
  ],
};
const closed: Agenda = { ...agenda, entrega_estimada: null };

describe('resolveWhen', () => {
  it("starts on 'Lo antes posible' while the branch takes orders now", () => {
    expect(resolveWhen({ chosen: null, agenda, branchOpen: true })).toEqual({
      ahora: true,
      programar: true,
      mode: 'ahora',
      inicio: null,
      fecha: null,
    });
  });

  it("offers only 'Programar', chosen, when the branch is closed now", () => {
    const choice = resolveWhen({ chosen: null, agenda: closed, branchOpen: false });
    expect(choice).toMatchObject({ ahora: false, programar: true, mode: 'programar' });
    // Even over an earlier 'Lo antes posible'.
    const earlier = { programar: false, inicio: null };
    expect(resolveWhen({ chosen: earlier, agenda: closed, branchOpen: false }).mode).toBe(
      'programar',
    );
  });

  it("offers no 'Programar' when the branch has no free days", () => {
    const none = { ...agenda, dias: [] };
    const wanted = { programar: true, inicio: SEVEN_PM_THURSDAY };
    expect(resolveWhen({ chosen: wanted, agenda: none, branchOpen: true })).toMatchObject({
      programar: false,
      mode: 'ahora',
      inicio: null,
    });
    expect(
      resolveWhen({ chosen: null, agenda: { ...none, entrega_estimada: null }, branchOpen: false })
        .mode,
    ).toBeNull();
  });

  it('keeps a chosen slot while it is free, with its day', () => {
    const chosen = { programar: true, inicio: '2026-11-26T19:00:00-05:00' };
    expect(resolveWhen({ chosen, agenda, branchOpen: true })).toMatchObject({
      mode: 'programar',
      inicio: SEVEN_PM_THURSDAY,
      fecha: '2026-11-26',
    });
  });

  it('drops a slot that is full, gone (a day passed) or not free', () => {
    for (const inicio of [
      '2026-11-26T23:45:00.000Z',
      '2026-11-24T23:00:00.000Z',
      '2026-11-25T17:00:00.000Z',
    ]) {
      expect(
        resolveWhen({ chosen: { programar: true, inicio }, agenda, branchOpen: true }),
      ).toMatchObject({
        mode: 'programar',
        inicio: null,
        fecha: null,
      });
    }
  });

  it("keeps 'Programar' while the agenda loads, and staff may always order now", () => {
    const chosen = { programar: true, inicio: SEVEN_PM_THURSDAY };
    expect(resolveWhen({ chosen, agenda: undefined, branchOpen: true })).toMatchObject({
      mode: 'programar',
      inicio: null,
    });
    expect(resolveWhen({ chosen: null, agenda: undefined, branchOpen: false }).mode).toBeNull();
    expect(
      resolveWhen({ chosen: null, agenda: closed, branchOpen: false, staff: true }),
    ).toMatchObject({
      ahora: true,
      mode: 'ahora',
    });
  });
});

describe('preferenceAt', () => {
  const stored = { sedeId: 2, dia: '2026-11-25', programar: true, inicio: SEVEN_PM_THURSDAY };

  it('keeps a choice at its branch on its day only', () => {
    expect(preferenceAt(stored, 2, '2026-11-25')).toBe(stored);
    expect(preferenceAt(stored, 3, '2026-11-25')).toBeNull();
    expect(preferenceAt(stored, 2, '2026-11-26')).toBeNull();
    expect(preferenceAt(null, 2, '2026-11-25')).toBeNull();
  });
});

describe('shownDay', () => {
  it('shows the day tapped, else the chosen slot’s, else the first', () => {
    expect(shownDay(agenda, '2026-11-26', { fecha: null })?.fecha).toBe('2026-11-26');
    expect(shownDay(agenda, null, { fecha: '2026-11-26' })?.fecha).toBe('2026-11-26');
    expect(shownDay(agenda, '2026-11-30', { fecha: null })?.fecha).toBe('2026-11-25');
    expect(shownDay(undefined, null, { fecha: null })).toBeNull();
  });
});

describe('slotGroups', () => {
  it('groups free and full slots by the part of the day, leaving out the ones too soon', () => {
    const groups = slotGroups([
      slot('2026-11-26T16:30:00.000Z', false), // 11:30 a. m., too soon
      slot('2026-11-26T16:45:00.000Z'), // 11:45 a. m.
      slot('2026-11-26T17:00:00.000Z', false, true), // 12:00 p. m., full
      slot('2026-11-26T23:00:00.000Z'), // 6:00 p. m.
    ]);
    expect(groups.map((g) => [g.parte, g.franjas.length])).toEqual([
      ['En la mañana', 1],
      ['En la tarde', 1],
      ['En la noche', 1],
    ]);
  });
});
