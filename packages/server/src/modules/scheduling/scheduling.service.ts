import { addDays, bogotaParts } from '@horno/domain/bogota-time';
import { formatTime } from '@horno/domain/dates';
import { isColombianHoliday } from '@horno/domain/holidays';
import type { TipoPedido } from '@horno/domain/order-states';
import type { Agenda } from '@horno/domain/scheduling-schemas';
import {
  DEFAULT_SLOT_SETTINGS,
  daySlots,
  honestEta,
  preparationMinutes,
  SCHEDULING_MESSAGES,
  type Slot,
  slotCapacity,
  type SlotAvailability,
  type SlotSettings,
  schedulingDates,
  slotsOfDay,
} from '@horno/domain/time-slots';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import * as t from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { assertVersion } from '../../lib/record-versions';
import type { BranchService } from '../branches/branches.service';

type Executor = Pick<Db, 'select' | 'execute'>;

/** How often the orders for later whose kitchen time has come are looked for. */
export const SCHEDULED_SWEEP_MS = 15_000;

/** What an order is promised, and the slot it holds against `capacidad`. */
export interface OrderTiming {
  programadoPara: Date | null;
  /** When an order for later enters the kitchen (slot − preparation); null: at once. */
  cocinaDesde: Date | null;
  entregaEstimada: Date;
  franja: Date | null;
  /** The slot's capacity for the order's type, checked when it is claimed (null: no limit). */
  capacidad: number | null;
}

/**
 * Orders now or for later (issue 32, decision 030): each branch's slots within its hours, the
 * lead time, the capacity of a slot per order type, and the honest estimate of 'Lo antes
 * posible'. Orders claim their slot in their own statement (orders.queries.ts).
 */
export class SchedulingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly branches: BranchService,
  ) {}

  async settings(sedeId: number, db: Executor = this.db): Promise<SlotSettings> {
    await this.branches.findRow(sedeId);
    const [row] = await db
      .select()
      .from(t.programacionSedes)
      .where(eq(t.programacionSedes.sedeId, sedeId));
    if (!row) return { ...DEFAULT_SLOT_SETTINGS };
    return {
      minutos_preparacion_recoger: row.minutosPreparacionRecoger,
      minutos_preparacion_domicilio: row.minutosPreparacionDomicilio,
      dias_programacion: row.diasProgramacion,
      minutos_franja: row.minutosFranja,
      capacidad_domicilio: row.capacidadDomicilio,
      capacidad_recoger: row.capacidadRecoger,
    };
  }

  async saveSettings(
    sedeId: number,
    values: SlotSettings,
    ifMatch: string | undefined,
  ): Promise<SlotSettings> {
    await this.branches.findRow(sedeId);
    const row = {
      minutosPreparacionRecoger: values.minutos_preparacion_recoger,
      minutosPreparacionDomicilio: values.minutos_preparacion_domicilio,
      diasProgramacion: values.dias_programacion,
      minutosFranja: values.minutos_franja,
      capacidadDomicilio: values.capacidad_domicilio,
      capacidadRecoger: values.capacidad_recoger,
    };
    await this.db.transaction(async (tx) => {
      await assertVersion(tx, 'programacion', sedeId, ifMatch);
      await tx
        .insert(t.programacionSedes)
        .values({ sedeId, ...row })
        .onConflictDoUpdate({ target: t.programacionSedes.sedeId, set: row });
    });
    return this.settings(sedeId);
  }

  /** The branch's slots from the day before `from` (a night past midnight) to `to`, by date. */
  private async slotsAround(sedeId: number, from: string, to: string, length: number) {
    const rows = await this.branches.hours(sedeId);
    const byDate = new Map<string, Slot[]>();
    for (let ymd = addDays(from, -1); ymd <= to; ymd = addDays(ymd, 1))
      byDate.set(ymd, slotsOfDay(rows, ymd, isColombianHoliday, length));
    return byDate;
  }

  /** How many orders hold each slot of the type between two instants (by the slot's start). */
  private async taken(
    db: Executor,
    sedeId: number,
    tipo: TipoPedido,
    from: Date,
    to: Date,
  ): Promise<Map<number, number>> {
    const rows = await db
      .select({ inicio: t.franjasOcupadas.inicio, ocupados: t.franjasOcupadas.ocupados })
      .from(t.franjasOcupadas)
      .where(
        and(
          eq(t.franjasOcupadas.sedeId, sedeId),
          eq(t.franjasOcupadas.tipoPedido, tipo),
          gte(t.franjasOcupadas.inicio, from),
          lt(t.franjasOcupadas.inicio, to),
        ),
      );
    return new Map(rows.map((r) => [new Date(r.inicio).getTime(), r.ocupados]));
  }

  /** Minutes from now to the earliest slot an order of the type may take. */
  private lead(settings: SlotSettings, tipo: TipoPedido, viaje: number): number {
    return preparationMinutes(settings, tipo) + (tipo === 'DOMICILIO' ? viaje : 0);
  }

  /** A day's slots for an order type: `GET /api/locations/sedes/{id}/franjas/`. */
  async day(sedeId: number, tipo: TipoPedido, ymd: string, viaje = 0): Promise<SlotAvailability[]> {
    const settings = await this.settings(sedeId);
    // Only the days customers may schedule on have slots (none past the horizon, none before today).
    if (!schedulingDates(this.clock.now(), settings.dias_programacion).includes(ymd)) return [];
    const slots = (await this.slotsAround(sedeId, ymd, ymd, settings.minutos_franja)).get(ymd)!;
    if (slots.length === 0) return [];
    const taken = await this.taken(this.db, sedeId, tipo, slots[0]!.inicio, slots.at(-1)!.fin);
    return daySlots(
      slots,
      this.clock.now(),
      this.lead(settings, tipo, viaje),
      slotCapacity(settings, tipo),
      taken,
    );
  }

  /** What the checkout offers: the estimate for now, and the days with a slot free. */
  async agenda(sedeId: number, tipo: TipoPedido, viaje = 0): Promise<Agenda> {
    const settings = await this.settings(sedeId);
    const now = this.clock.now();
    const open = await this.branches.isOpen(sedeId);
    const dates = schedulingDates(now, settings.dias_programacion);
    const today = bogotaParts(now).ymd;
    const last = dates.at(-1) ?? today;
    const byDate = await this.slotsAround(sedeId, today, last, settings.minutos_franja);
    const all = [...byDate.values()].flat();
    const taken = all.length
      ? await this.taken(this.db, sedeId, tipo, all[0]!.inicio, all.at(-1)!.fin)
      : new Map<number, number>();
    const lead = this.lead(settings, tipo, viaje);
    const capacity = slotCapacity(settings, tipo);
    const eta = open ? this.eta(now, lead, settings, all, capacity, taken, sedeId) : null;
    return {
      entrega_estimada: eta ? (await eta).entrega.toISOString() : null,
      dias: dates
        .map((fecha) => ({
          fecha,
          franjas: daySlots(byDate.get(fecha) ?? [], now, lead, capacity, taken),
        }))
        .filter((d) => d.franjas.some((f) => f.disponible)),
    };
  }

  /** The honest estimate: the lead time plus busy mode's minutes, pushed past full slots. */
  private async eta(
    now: Date,
    lead: number,
    _settings: SlotSettings,
    slots: readonly Slot[],
    capacity: number | null,
    taken: ReadonlyMap<number, number>,
    sedeId: number,
  ) {
    const busy = (await this.branches.findRow(sedeId)).minutosExtra;
    return honestEta(now, lead + busy, slots, capacity, taken);
  }

  /**
   * When an order is promised and which slot it holds: the slot chosen (`programado_para`),
   * checked again, or the honest estimate. A chosen slot that is not one of the branch's free
   * slots is refused (409) with the next free ones.
   */
  async timing(
    sedeId: number,
    tipo: TipoPedido,
    programadoPara: string | null | undefined,
    viaje: number,
  ): Promise<OrderTiming> {
    const settings = await this.settings(sedeId);
    const now = this.clock.now();
    const capacity = slotCapacity(settings, tipo);
    const lead = this.lead(settings, tipo, viaje);
    if (!programadoPara) {
      const today = bogotaParts(now).ymd;
      const slots = [
        ...(
          await this.slotsAround(sedeId, today, addDays(today, 1), settings.minutos_franja)
        ).values(),
      ].flat();
      const taken = slots.length
        ? await this.taken(this.db, sedeId, tipo, slots[0]!.inicio, slots.at(-1)!.fin)
        : new Map<number, number>();
      const { entrega, franja } = await this.eta(
        now,
        lead,
        settings,
        slots,
        capacity,
        taken,
        sedeId,
      );
      // 'Lo antes posible' is never refused: it holds its slot without a limit.
      return {
        programadoPara: null,
        cocinaDesde: null,
        entregaEstimada: entrega,
        franja: franja?.inicio ?? null,
        capacidad: null,
      };
    }
    if (tipo === 'MESA') throw new AppError(422, SCHEDULING_MESSAGES.tableNotScheduled);
    if (settings.dias_programacion <= 0) throw new AppError(422, SCHEDULING_MESSAGES.notScheduling);
    const chosen = new Date(programadoPara);
    const ymd = bogotaParts(chosen).ymd;
    const dates = schedulingDates(now, settings.dias_programacion);
    // A night's slot past midnight belongs to the day before.
    const candidates = [addDays(ymd, -1), ymd].filter((d) => dates.includes(d));
    if (candidates.length === 0)
      throw new AppError(422, SCHEDULING_MESSAGES.tooFar(settings.dias_programacion));
    for (const fecha of candidates) {
      const slots = await this.day(sedeId, tipo, fecha, viaje);
      const slot = slots.find((s) => new Date(s.inicio).getTime() === chosen.getTime());
      if (!slot) continue;
      if (!slot.disponible) throw this.slotGone(slots, chosen);
      return {
        programadoPara: chosen,
        cocinaDesde: new Date(chosen.getTime() - preparationMinutes(settings, tipo) * 60_000),
        entregaEstimada: chosen,
        franja: chosen,
        capacidad: capacity,
      };
    }
    throw this.slotGone(await this.day(sedeId, tipo, ymd, viaje), chosen);
  }

  /** 409: the chosen slot (`after`) is gone; the day's next free ones after it are named. */
  slotGone(slots: readonly SlotAvailability[], after?: Date | null): AppError {
    const from = after?.getTime() ?? -Infinity;
    const later = slots.filter((s) => s.disponible && Date.parse(s.inicio) > from);
    // None later that day: the earlier free ones are better than none.
    const libres = (later.length > 0 ? later : slots.filter((s) => s.disponible)).slice(0, 3);
    return new AppError(
      409,
      SCHEDULING_MESSAGES.slotGone(libres.map((s) => formatTime(s.inicio))),
      { programado_para: [SCHEDULING_MESSAGES.slotGone(libres.map((s) => formatTime(s.inicio)))] },
      { franjas_libres: libres.map((s) => s.inicio) },
    );
  }

  /**
   * Orders for later whose time in the kitchen has come, each claimed once (whichever instance
   * runs it first): their event puts them on the displays, the printers and the board's flow.
   */
  async dueForKitchen(): Promise<(typeof t.pedidos.$inferSelect)[]> {
    return this.db
      .update(t.pedidos)
      .set({ cocinaAvisada: true })
      .where(and(eq(t.pedidos.cocinaAvisada, false), lte(t.pedidos.cocinaDesde, this.clock.now())))
      .returning();
  }

  /** Gives an order's place in its slot back (cancelled, payment expired). */
  static async release(
    db: Executor,
    order: { sedeId: number; tipoPedido: TipoPedido; franja: Date | null },
  ): Promise<void> {
    if (!order.franja) return;
    await db.execute(sql`UPDATE ${t.franjasOcupadas} SET ocupados = greatest(ocupados - 1, 0)
      WHERE sede_id = ${order.sedeId} AND tipo_pedido = ${order.tipoPedido}
      AND inicio = ${order.franja.toISOString()}::timestamptz`);
  }

  /** Claims a place in a slot against its capacity (null: no limit); false when it is full. */
  static async claim(
    db: Executor,
    order: { sedeId: number; tipoPedido: TipoPedido; franja: Date | null },
    capacidad: number | null,
  ): Promise<boolean> {
    if (!order.franja) return true;
    const result =
      await db.execute(sql`INSERT INTO ${t.franjasOcupadas} (sede_id, tipo_pedido, inicio, ocupados)
      VALUES (${order.sedeId}, ${order.tipoPedido}, ${order.franja.toISOString()}::timestamptz, 1)
      ON CONFLICT (sede_id, tipo_pedido, inicio) DO UPDATE SET ocupados = ${t.franjasOcupadas}.ocupados + 1
      WHERE ${capacidad}::int IS NULL OR ${t.franjasOcupadas}.ocupados < ${capacidad}::int
      RETURNING 1`);
    return (result as unknown as { rows: unknown[] }).rows.length > 0;
  }

  /** Takes an order's place in its slot again (a cancelled order brought back), without a limit. */
  static async retake(
    db: Executor,
    order: { sedeId: number; tipoPedido: TipoPedido; franja: Date | null },
  ): Promise<void> {
    await SchedulingService.claim(db, order, null);
  }
}
