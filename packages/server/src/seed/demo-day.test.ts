import { bogotaInstant, bogotaParts } from '@horno/domain/bogota-time';
import { ESTADOS_ACTIVOS } from '@horno/domain/order-states';
import { describe, expect, it } from 'vitest';
import { type DayBranch, planBranchOrders } from './demo-day';

/** Open 12:00–22:00 every day, until 02:00 on Friday and Saturday nights. */
const BRANCH: DayBranch = {
  id: 1,
  nombre: 'Horno de prueba',
  horarios: [1, 2, 3, 4, 5, 6, 7].map((dia) => ({
    dia_semana: dia,
    hora_inicio: '12:00:00',
    hora_fin: dia === 5 || dia === 6 ? '02:00:00' : '22:00:00',
    cerrado: false,
    es_festivo: false,
  })),
  mesaIds: [11, 12, 13],
  pedidosPorDia: 22,
  entregaMin: Array.from({ length: 40 }, (_, i) => 8 + (i % 15)),
};

const active = (plan: ReturnType<typeof planBranchOrders>) =>
  plan.filter((o) => o.pasos[o.pasos.length - 1]!.activo);

describe('planBranchOrders', () => {
  it('plans the same orders for the same clock, and the same past days for a later clock', () => {
    const now = new Date('2026-11-25T12:00:00-05:00');
    expect(planBranchOrders(BRANCH, now)).toEqual(planBranchOrders(BRANCH, now));
    const later = new Date('2026-11-25T21:00:00-05:00');
    const pastDays = (plan: ReturnType<typeof planBranchOrders>) =>
      plan.filter((o) => o.pasos[0]!.at.getTime() < bogotaInstant('2026-11-25').getTime());
    expect(pastDays(planBranchOrders(BRANCH, later))).toEqual(
      pastDays(planBranchOrders(BRANCH, now)),
    );
  });

  it.each([
    ['a Wednesday noon', '2026-11-25T12:00:00-05:00'],
    ['a Saturday 00:20, the Friday night still open', '2026-11-28T00:20:00-05:00'],
    ['a Monday 00:00:30', '2026-11-30T00:00:30-05:00'],
    ['a Sunday 06:00, closed', '2026-11-29T06:00:00-05:00'],
  ])('puts today on the board at %s: every active state, placed today before now', (_, at) => {
    const now = new Date(at);
    const plan = planBranchOrders(BRANCH, now);
    const open = active(plan);
    expect(new Set(open.map((o) => o.pasos[o.pasos.length - 1]!.estado))).toEqual(
      new Set(ESTADOS_ACTIVOS),
    );
    const midnight = bogotaInstant(bogotaParts(now).ymd).getTime();
    for (const o of plan) {
      for (const step of o.pasos) expect(step.at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    for (const o of open) expect(o.pasos[0]!.at.getTime()).toBeGreaterThanOrEqual(midnight);
    // Each open table order has a table of its own.
    const tables = open.flatMap((o) => (o.mesaId === null ? [] : [o.mesaId]));
    expect(new Set(tables).size).toBe(tables.length);
  });

  it('places finished orders only while the branch is open', () => {
    const plan = planBranchOrders(BRANCH, new Date('2026-11-25T12:00:00-05:00'));
    for (const o of plan.filter((x) => !x.pasos[x.pasos.length - 1]!.activo)) {
      const { minuteOfDay, isoWeekday } = bogotaParts(o.pasos[0]!.at);
      const afterMidnightOfLateNight =
        minuteOfDay < 2 * 60 && (isoWeekday === 6 || isoWeekday === 7);
      expect(minuteOfDay >= 12 * 60 + 3 || afterMidnightOfLateNight).toBe(true);
    }
  });
});
