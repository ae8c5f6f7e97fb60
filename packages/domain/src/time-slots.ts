// Orders now or for later (issue 32): a branch's time slots within its hours, the lead time, the
// capacity of each slot per order type, and the honest estimate of 'Lo antes posible'.
import { addDays, bogotaInstant, bogotaParts, parseClock } from './bogota-time';
import { type HoursRow, rowForDay } from './branch-hours';
import type { TipoPedido } from './order-states';

/** A branch's scheduling settings, as stored (minutes; null capacity = no limit). */
export interface SlotSettings {
  minutos_preparacion_recoger: number;
  minutos_preparacion_domicilio: number;
  /** How many days ahead customers may schedule; 0 turns scheduling off. */
  dias_programacion: number;
  minutos_franja: number;
  capacidad_domicilio: number | null;
  capacidad_recoger: number | null;
}

export const DEFAULT_SLOT_SETTINGS: SlotSettings = {
  minutos_preparacion_recoger: 20,
  minutos_preparacion_domicilio: 35,
  dias_programacion: 7,
  minutos_franja: 15,
  capacidad_domicilio: null,
  capacidad_recoger: null,
};

/** ETA steps: a promised time is a multiple of five minutes. */
export const ETA_STEP_MINUTES = 5;

export interface Slot {
  inicio: Date;
  fin: Date;
}

/** The order type's preparation time (a delivery's does not include the ride). */
export const preparationMinutes = (settings: SlotSettings, tipo: TipoPedido): number =>
  tipo === 'DOMICILIO'
    ? settings.minutos_preparacion_domicilio
    : settings.minutos_preparacion_recoger;

/** The order type's capacity per slot (table orders have none). */
export const slotCapacity = (settings: SlotSettings, tipo: TipoPedido): number | null =>
  tipo === 'DOMICILIO'
    ? settings.capacidad_domicilio
    : tipo === 'RECOGER'
      ? settings.capacidad_recoger
      : null;

/**
 * The slots of a Bogotá date: from the opening of that date's hours (not from midnight, so a
 * length that does not divide an hour gives the same slots every day), one after another, each
 * ending by the closing; a night that closes after midnight keeps its slots on its opening's
 * date. Holidays take the holiday row, as the branch's status does.
 */
export function slotsOfDay(
  rows: readonly HoursRow[],
  ymd: string,
  isHoliday: (ymd: string) => boolean,
  minutosFranja: number,
): Slot[] {
  const row = rowForDay(rows, ymd, isHoliday);
  if (!row || row.cerrado) return [];
  const start = parseClock(row.hora_inicio);
  let end = parseClock(row.hora_fin);
  if (start === null || end === null || minutosFranja <= 0) return [];
  if (end <= start) end += 24 * 60;
  const slots: Slot[] = [];
  for (let m = start; m + minutosFranja <= end; m += minutosFranja)
    slots.push({ inicio: bogotaInstant(ymd, m), fin: bogotaInstant(ymd, m + minutosFranja) });
  return slots;
}

/** The earliest instant an order placed at `now` can be ready (and, for a delivery, arrive). */
export function earliestReady(now: Date, leadMinutes: number): Date {
  return new Date(now.getTime() + leadMinutes * 60_000);
}

/** Rounds an instant up to the next multiple of `ETA_STEP_MINUTES` (Bogotá is UTC−5: whole). */
export function roundUpToStep(instant: Date): Date {
  const step = ETA_STEP_MINUTES * 60_000;
  return new Date(Math.ceil(instant.getTime() / step) * step);
}

/** A slot as the API answers it: free to choose, or not (full, or too soon). */
export interface SlotAvailability {
  inicio: string;
  fin: string;
  disponible: boolean;
  /** Full: shown disabled with 'Lleno'. */
  lleno: boolean;
}

/**
 * A day's slots for an order type: too soon when it starts before `now + lead`, full when its
 * orders reached the capacity. `taken` counts the orders holding each slot (by its start, ms).
 */
export function daySlots(
  slots: readonly Slot[],
  now: Date,
  leadMinutes: number,
  capacity: number | null,
  taken: ReadonlyMap<number, number>,
): SlotAvailability[] {
  const earliest = earliestReady(now, leadMinutes).getTime();
  return slots.map((slot) => {
    const lleno = capacity !== null && (taken.get(slot.inicio.getTime()) ?? 0) >= capacity;
    return {
      inicio: slot.inicio.toISOString(),
      fin: slot.fin.toISOString(),
      lleno,
      disponible: !lleno && slot.inicio.getTime() >= earliest,
    };
  });
}

/** The Bogotá dates a customer may schedule on, from today: `dias` days after today, or none. */
export function schedulingDates(now: Date, dias: number): string[] {
  if (dias <= 0) return [];
  const today = bogotaParts(now).ymd;
  return Array.from({ length: dias + 1 }, (_, i) => addDays(today, i));
}

/**
 * 'Lo antes posible', honestly: now + preparation (+ the ride) + busy mode's minutes, rounded up
 * to five minutes; when the slot it falls in is full, the start of the next slot with room (never
 * later). Answers the promised instant and the slot it holds (null outside every slot, as past
 * closing: it holds none).
 */
export function honestEta(
  now: Date,
  leadMinutes: number,
  slots: readonly Slot[],
  capacity: number | null,
  taken: ReadonlyMap<number, number>,
): { entrega: Date; franja: Slot | null } {
  const eta = roundUpToStep(earliestReady(now, leadMinutes));
  const t = eta.getTime();
  const ordered = [...slots].sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
  const index = ordered.findIndex((s) => s.inicio.getTime() <= t && t < s.fin.getTime());
  if (index === -1) return { entrega: eta, franja: null };
  const hasRoom = (s: Slot) => capacity === null || (taken.get(s.inicio.getTime()) ?? 0) < capacity;
  for (let i = index; i < ordered.length; i++) {
    const slot = ordered[i]!;
    if (!hasRoom(slot)) continue;
    return { entrega: i === index ? eta : roundUpToStep(slot.inicio), franja: slot };
  }
  // Every slot left is full: the estimate stands, holding no slot.
  return { entrega: eta, franja: null };
}

export const SCHEDULING_MESSAGES = {
  slotGone: (libres: readonly string[]) =>
    libres.length > 0
      ? // A time ends in 'p. m.': no second period after it.
        `La franja elegida ya no está disponible. Próximas franjas libres: ${libres.join(', ').replace(/\.?$/, '.')}`
      : 'La franja elegida ya no está disponible y no quedan franjas libres ese día. Elige otro día.',
  notScheduling: 'Esta sede no recibe pedidos programados.',
  tooFar: (dias: number) =>
    `Solo se puede programar hasta ${dias} ${dias === 1 ? 'día' : 'días'} adelante.`,
  tableNotScheduled: 'Los pedidos a la mesa no se programan.',
} as const;
