import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import {
  CASH_MESSAGES,
  type CashCorrectionInput,
  type CashScreen,
  type CashShift,
  type CashTotals,
  type CloseCashShiftInput,
  type OpenCashShiftInput,
} from '@horno/domain/cash';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { AuthContext } from '../auth/auth.queries';
import { cashTotals } from './cash.queries';

type ShiftRow = typeof t.turnosCaja.$inferSelect;

/** How many closed shifts the history shows. */
const HISTORY = 60;

/**
 * The cash closing of each branch's shift (issue 36): open with the starting cash, close with the
 * counted cash (a difference needs a note), corrections on closed shifts only. Staff see and
 * act only at their branches.
 */
export class CashService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private assertBranch(caller: AuthContext, sedeId: number): void {
    if (!caller.sedeIds.has(sedeId)) throw new AppError(403, 'No tienes acceso a esta sede.');
  }

  /** The branch's open shift with its live sums, and the closed ones, newest first. */
  async screen(caller: AuthContext, sedeId: number): Promise<CashScreen> {
    this.assertBranch(caller, sedeId);
    const rows = await this.db
      .select()
      .from(t.turnosCaja)
      .where(eq(t.turnosCaja.sedeId, sedeId))
      .orderBy(desc(t.turnosCaja.abiertoEn), desc(t.turnosCaja.id))
      .limit(HISTORY + 1);
    const shifts = await this.present(rows);
    return {
      abierto: shifts.find((s) => !s.cerrado) ?? null,
      historial: shifts.filter((s) => s.cerrado).slice(0, HISTORY),
    };
  }

  async shift(caller: AuthContext, id: number): Promise<CashShift> {
    const [row] = await this.db.select().from(t.turnosCaja).where(eq(t.turnosCaja.id, id));
    if (!row || !caller.sedeIds.has(row.sedeId)) throw notFound(CASH_MESSAGES.notFound);
    return (await this.present([row]))[0]!;
  }

  async open(caller: AuthContext, input: OpenCashShiftInput): Promise<CashShift> {
    this.assertBranch(caller, input.sede);
    try {
      const [row] = await this.db
        .insert(t.turnosCaja)
        .values({
          sedeId: input.sede,
          abiertoPor: caller.user.id,
          abiertoEn: this.clock.now(),
          base: input.base,
        })
        .returning();
      return this.shift(caller, row!.id);
    } catch (err) {
      if (isUniqueViolation(err)) throw new AppError(409, CASH_MESSAGES.alreadyOpen);
      throw err;
    }
  }

  /** Closes the shift: the sums are frozen with the counted cash and the difference. */
  async close(caller: AuthContext, id: number, input: CloseCashShiftInput): Promise<CashShift> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(t.turnosCaja)
        .where(eq(t.turnosCaja.id, id))
        .for('update');
      if (!row || !caller.sedeIds.has(row.sedeId)) throw notFound(CASH_MESSAGES.notFound);
      if (row.cerradoEn) throw new AppError(409, CASH_MESSAGES.closed);
      const now = this.clock.now();
      const totals = await cashTotals(tx, row.sedeId, row.abiertoEn, now, row.base);
      const diferencia = input.efectivo_contado - totals.efectivo_esperado;
      const nota = (input.nota ?? '').trim();
      if (diferencia !== 0 && nota === '')
        throw badRequest(CASH_MESSAGES.noteRequired, { nota: [CASH_MESSAGES.noteRequired] });
      await tx
        .update(t.turnosCaja)
        .set({
          cerradoEn: now,
          cerradoPor: caller.user.id,
          totales: totals,
          efectivoEsperado: totals.efectivo_esperado,
          efectivoContado: input.efectivo_contado,
          diferencia,
          nota,
        })
        .where(and(eq(t.turnosCaja.id, id), isNull(t.turnosCaja.cerradoEn)));
    });
    return this.shift(caller, id);
  }

  /** A correction line on a closed shift: who, why, how much. */
  async correct(caller: AuthContext, id: number, input: CashCorrectionInput): Promise<CashShift> {
    const [row] = await this.db.select().from(t.turnosCaja).where(eq(t.turnosCaja.id, id));
    if (!row || !caller.sedeIds.has(row.sedeId)) throw notFound(CASH_MESSAGES.notFound);
    if (!row.cerradoEn) throw new AppError(409, CASH_MESSAGES.notClosed);
    await this.db.insert(t.correccionesCaja).values({
      turnoId: id,
      monto: input.monto,
      motivo: input.motivo,
      usuarioId: caller.user.id,
      creadoEn: this.clock.now(),
    });
    return this.shift(caller, id);
  }

  /** Shifts as the API answers them, in a fixed number of queries. */
  private async present(rows: ShiftRow[]): Promise<CashShift[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [corrections, sedes] = await Promise.all([
      this.db
        .select()
        .from(t.correccionesCaja)
        .where(inArray(t.correccionesCaja.turnoId, ids))
        .orderBy(asc(t.correccionesCaja.creadoEn), asc(t.correccionesCaja.id)),
      this.db
        .select({ id: t.sedes.id, nombre: t.sedes.nombre })
        .from(t.sedes)
        .where(inArray(t.sedes.id, [...new Set(rows.map((r) => r.sedeId))])),
    ]);
    const people = new Set<number>();
    for (const r of rows) for (const p of [r.abiertoPor, r.cerradoPor]) if (p) people.add(p);
    for (const c of corrections) if (c.usuarioId) people.add(c.usuarioId);
    const users = people.size
      ? await this.db
          .select({ id: t.usuarios.id, first: t.usuarios.firstName, last: t.usuarios.lastName })
          .from(t.usuarios)
          .where(inArray(t.usuarios.id, [...people]))
      : [];
    const person = (id: number | null) => {
      const u = id === null ? undefined : users.find((x) => x.id === id);
      return u ? { id: u.id, nombre: `${u.first} ${u.last}`.trim() } : null;
    };
    // Open shifts are summed live (at most one per branch).
    const now = this.clock.now();
    const live = new Map<number, CashTotals>();
    for (const r of rows.filter((x) => !x.cerradoEn))
      live.set(r.id, await cashTotals(this.db, r.sedeId, r.abiertoEn, now, r.base));
    return rows.map((r) => {
      const mine = corrections.filter((c) => c.turnoId === r.id);
      const corrected = mine.reduce((s, c) => s + c.monto, 0);
      return {
        id: r.id,
        sede: sedes.find((s) => s.id === r.sedeId) ?? { id: r.sedeId, nombre: '' },
        abierto_por: person(r.abiertoPor),
        abierto_en: r.abiertoEn.toISOString(),
        base: r.base,
        totales: (r.totales as CashTotals | null) ?? live.get(r.id)!,
        cerrado: r.cerradoEn !== null,
        cerrado_por: person(r.cerradoPor),
        cerrado_en: r.cerradoEn?.toISOString() ?? null,
        efectivo_contado: r.efectivoContado,
        diferencia: r.diferencia,
        nota: r.nota,
        correcciones: mine.map((c) => ({
          id: c.id,
          monto: c.monto,
          motivo: c.motivo,
          por: person(c.usuarioId),
          creado_en: c.creadoEn.toISOString(),
        })),
        diferencia_corregida: r.diferencia === null ? null : r.diferencia + corrected,
      };
    });
  }
}
