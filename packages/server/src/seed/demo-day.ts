// When the demo's orders come in and how they move through the board: a month of a pizzeria's
// days (lunch and dinner peaks, busier weekends, mostly deliveries, a few cancellations) and a
// handful of orders still being worked on right now. Pure: the same clock gives the same plan.
import { addDays, bogotaInstant, bogotaParts, parseClock } from '@horno/domain/bogota-time';
import { type HoursRow, rowForDay } from '@horno/domain/branch-hours';
import { isColombianHoliday } from '@horno/domain/holidays';
import type { EstadoPedido, TipoPedido } from '@horno/domain/order-states';
import { type Random, seededRandom } from './random';

/** Days of history, today included. */
export const HISTORY_DAYS = 30;

/** A branch as the plan needs it. */
export interface DayBranch {
  id: number;
  nombre: string;
  horarios: readonly HoursRow[];
  mesaIds: readonly number[];
  /** Orders on an average day; the weekday and chance move it. */
  pedidosPorDia: number;
  /** Minutes a delivery to each of the branch's customers takes. */
  entregaMin: readonly number[];
}

/** One entry of an order's history; the first is its creation. */
export interface PlannedStep {
  estado: EstadoPedido;
  activo: boolean;
  at: Date;
  /** Done by the branch's staff (every change after the creation, and staff-taken orders). */
  porPersonal: boolean;
}

export interface PlannedOrder {
  sedeId: number;
  tipo: TipoPedido;
  /** Taken by staff (at a table, by phone) rather than placed by the customer. */
  porPersonal: boolean;
  /** Index of the branch's customer; null at a table. */
  cliente: number | null;
  mesaId: number | null;
  personas: number;
  almuerzo: boolean;
  /** Seeds what the order holds. */
  semilla: string;
  /** Its history: the first step is when it was placed, the last its state now. */
  pasos: PlannedStep[];
}

const MINUTE_MS = 60_000;
/** Monday … Sunday. */
const WEEKDAY_FACTOR = [0.7, 0.75, 0.85, 0.95, 1.3, 1.45, 1.15] as const;
const CANCELLED = 0.04;
/** How many of the orders come from the branch's regulars. */
const REGULARS = 20;

/** The minutes (since the day's midnight) a branch is open on a day; null when closed. */
function openMinutes(horarios: readonly HoursRow[], ymd: string): [number, number] | null {
  const row = rowForDay(horarios, ymd, isColombianHoliday);
  if (!row || row.cerrado) return null;
  const start = parseClock(row.hora_inicio);
  const end = parseClock(row.hora_fin);
  if (start === null || end === null) return null;
  // A closing time at or before the opening means after midnight.
  return [start, end <= start ? end + 24 * 60 : end];
}

/** When an order comes in: around lunch, around dinner, or any time the branch is open. */
function drawMinute(random: Random, [open, close]: [number, number], weekend: boolean): number {
  const late = close > 23 * 60;
  for (let tries = 0; tries < 20; tries++) {
    const meal = random.weighted<'almuerzo' | 'cena' | 'otra'>([
      ['almuerzo', weekend ? 0.45 : 0.38],
      ['cena', 0.52],
      ['otra', weekend ? 0.03 : 0.1],
    ]);
    const minute =
      meal === 'almuerzo'
        ? random.normal(12 * 60 + 50, 40)
        : meal === 'cena'
          ? random.normal(19 * 60 + 45, late ? 95 : 70)
          : open + random.next() * (close - open);
    // Nobody is served in the first minutes after opening or the last quarter-hour.
    if (minute >= open + 3 && minute <= close - 15) return minute;
  }
  return open + 3 + random.next() * Math.max(0, close - open - 18);
}

/** Minutes as a whole number of seconds, so no instant carries milliseconds. */
const minutes = (random: Random, min: number, max: number) =>
  Math.round((min + random.next() * (max - min)) * 60) / 60;

/** Offsets in minutes of a finished order's history, from placing it to closing it. */
function finishedSteps(
  random: Random,
  order: { tipo: TipoPedido; porPersonal: boolean; personas: number; entregaMin: number },
  cancelled: boolean,
): Array<{ estado: EstadoPedido; activo: boolean; offset: number }> {
  let offset = 0;
  const steps: Array<{ estado: EstadoPedido; activo: boolean; offset: number }> = [
    { estado: order.porPersonal ? 'ACEPTADO' : 'PENDIENTE', activo: true, offset },
  ];
  const to = (estado: EstadoPedido, after: number) => {
    offset += after;
    steps.push({ estado, activo: true, offset });
  };
  const close = (after: number) => {
    offset += after;
    steps.push({ estado: steps[steps.length - 1]!.estado, activo: false, offset });
  };
  if (cancelled) {
    // The customer did not answer the call, or asked to cancel before the oven.
    if (!order.porPersonal && random.chance(0.6)) to('CANCELADO', minutes(random, 2, 12));
    else {
      if (!order.porPersonal) to('ACEPTADO', minutes(random, 1, 4));
      to('CANCELADO', minutes(random, 3, 15));
    }
    close(minutes(random, 0.2, 2));
    return steps;
  }
  if (!order.porPersonal) to('ACEPTADO', minutes(random, 0.5, 4));
  to('EN_PROCESO', minutes(random, 1, 6));
  to('PREPARADO', minutes(random, 10, 18) + order.personas);
  if (order.tipo === 'DOMICILIO') {
    to('ENVIADO', minutes(random, 2, 8));
    to('ENTREGADO', order.entregaMin + minutes(random, 0, 6));
  } else {
    to('ENTREGADO', order.tipo === 'MESA' ? minutes(random, 1, 4) : minutes(random, 4, 25));
  }
  // A table stays open until its guests leave; a delivery or pick-up is closed at once.
  close(order.tipo === 'MESA' ? minutes(random, 25, 70) : minutes(random, 0.2, 3));
  return steps;
}

function drawParty(random: Random, tipo: TipoPedido, almuerzo: boolean): number {
  if (tipo === 'MESA')
    return random.weighted([
      [2, 5],
      [3, 2],
      [4, 3],
      [5, 1],
      [6, 1],
    ]);
  return almuerzo
    ? random.weighted([
        [1, 5],
        [2, 3],
        [3, 1],
        [4, 1],
      ])
    : random.weighted([
        [1, 2],
        [2, 4],
        [3, 2],
        [4, 2],
        [5, 1],
        [6, 1],
      ]);
}

function drawCustomerIndex(random: Random, customers: number): number {
  return random.chance(0.5)
    ? random.int(0, Math.min(REGULARS, customers) - 1)
    : random.int(0, customers - 1);
}

/** One day's finished orders at a branch; those not finished by `now` are left out. */
function planDay(branch: DayBranch, ymd: string, now: Date): PlannedOrder[] {
  const hours = openMinutes(branch.horarios, ymd);
  if (!hours) return [];
  const random = seededRandom(`${branch.nombre}:${ymd}`);
  const weekday = bogotaParts(bogotaInstant(ymd, 12 * 60)).isoWeekday;
  const holiday = isColombianHoliday(ymd);
  const weekend = weekday >= 6 || holiday;
  const factor = holiday ? 1.2 : WEEKDAY_FACTOR[weekday - 1]!;
  const count = Math.round(branch.pedidosPorDia * factor * (0.85 + 0.3 * random.next()));
  const orders: PlannedOrder[] = [];
  // Everything is drawn whether or not the order is kept, so a day reads the same on any clock.
  for (let i = 0; i < count; i++) {
    const minute = drawMinute(random, hours, weekend);
    const fecha = bogotaInstant(ymd, 0).getTime() + Math.round(minute * 60) * 1000;
    const almuerzo = minute < 16 * 60;
    const tipo = random.weighted<TipoPedido>([
      ['DOMICILIO', 55],
      ['RECOGER', 28],
      ['MESA', branch.mesaIds.length > 0 ? (weekend ? 22 : 15) : 0],
    ]);
    const porPersonal = tipo === 'MESA' || random.chance(tipo === 'RECOGER' ? 0.3 : 0.12);
    const personas = drawParty(random, tipo, almuerzo);
    const cliente = tipo === 'MESA' ? null : drawCustomerIndex(random, branch.entregaMin.length);
    const mesaId = tipo === 'MESA' ? random.pick(branch.mesaIds) : null;
    const entregaMin = cliente === null ? 0 : branch.entregaMin[cliente]!;
    const cancelled = random.chance(CANCELLED);
    const steps = finishedSteps(random, { tipo, porPersonal, personas, entregaMin }, cancelled);
    const last = fecha + steps[steps.length - 1]!.offset * MINUTE_MS;
    if (last > now.getTime()) continue;
    orders.push({
      sedeId: branch.id,
      tipo,
      porPersonal,
      cliente,
      mesaId,
      personas,
      almuerzo,
      semilla: `${branch.nombre}:${ymd}:${i}`,
      pasos: steps.map((s) => ({
        estado: s.estado,
        activo: s.activo,
        at: new Date(fecha + s.offset * MINUTE_MS),
        porPersonal: s.offset > 0 || porPersonal,
      })),
    });
  }
  return orders;
}

/** The orders on the board right now: their state, kind, who took them and minutes since. */
const ACTIVE: ReadonlyArray<readonly [EstadoPedido, TipoPedido, boolean, number]> = [
  ['PENDIENTE', 'DOMICILIO', false, 3],
  ['PENDIENTE', 'RECOGER', false, 7],
  ['ACEPTADO', 'DOMICILIO', false, 11],
  ['ACEPTADO', 'RECOGER', true, 15],
  ['EN_PROCESO', 'MESA', true, 19],
  ['EN_PROCESO', 'DOMICILIO', false, 23],
  ['PREPARADO', 'RECOGER', false, 29],
  ['PREPARADO', 'MESA', true, 34],
  ['ENVIADO', 'DOMICILIO', false, 38],
  ['ENVIADO', 'DOMICILIO', true, 46],
];
const OLDEST_ACTIVE = 48;
const PATH: readonly EstadoPedido[] = [
  'PENDIENTE',
  'ACEPTADO',
  'EN_PROCESO',
  'PREPARADO',
  'ENVIADO',
];
/** Nominal minutes from the previous state to each state of the path. */
const PATH_MINUTES: Readonly<Record<EstadoPedido, [number, number]>> = {
  PENDIENTE: [0, 0],
  ACEPTADO: [1, 4],
  EN_PROCESO: [1, 4],
  PREPARADO: [10, 18],
  ENVIADO: [2, 6],
  ENTREGADO: [0, 0],
  CANCELADO: [0, 0],
};

/**
 * Today's orders still being worked on, placed in the last three quarters of an hour (squeezed
 * into the minutes since midnight just after it), whatever the hour: a first start always shows
 * a working board. Each table order takes a table of its own.
 */
function planActive(branch: DayBranch, now: Date): PlannedOrder[] {
  const today = bogotaParts(now).ymd;
  const random = seededRandom(`${branch.nombre}:${today}:activos`);
  const sinceMidnight = now.getTime() - bogotaInstant(today).getTime();
  const squeeze = Math.min(1, (sinceMidnight * 0.95) / (OLDEST_ACTIVE * MINUTE_MS));
  const freeTables = [...branch.mesaIds];
  return ACTIVE.map(([estado, kind, porPersonal, ago], i) => {
    const tipo: TipoPedido = kind === 'MESA' && freeTables.length === 0 ? 'RECOGER' : kind;
    const age = ago + minutes(random, -1.5, 1.5);
    const almuerzo = bogotaParts(now).minuteOfDay < 16 * 60;
    const personas = drawParty(random, tipo, almuerzo);
    const mesaId =
      tipo === 'MESA' ? freeTables.splice(random.int(0, freeTables.length - 1), 1)[0]! : null;
    const cliente = tipo === 'MESA' ? null : drawCustomerIndex(random, branch.entregaMin.length);
    const path = PATH.slice(porPersonal ? 1 : 0, PATH.indexOf(estado) + 1);
    let offset = 0;
    const offsets = path.map((s, j) => {
      const [min, max] = PATH_MINUTES[s];
      if (j > 0) offset += minutes(random, min, max);
      return offset;
    });
    // The last change happened a little before now.
    const fit = Math.min(1, (age * 0.9) / Math.max(offset, 1e-9));
    const fecha = now.getTime() - age * squeeze * MINUTE_MS;
    const at = (o: number) =>
      new Date(Math.round((fecha + o * fit * squeeze * MINUTE_MS) / 1000) * 1000);
    return {
      sedeId: branch.id,
      tipo,
      porPersonal,
      cliente,
      mesaId,
      personas,
      almuerzo,
      semilla: `${branch.nombre}:${today}:activo:${i}`,
      pasos: path.map((s, j) => ({
        estado: s,
        activo: true,
        at: at(offsets[j]!),
        porPersonal: j > 0 || porPersonal,
      })),
    };
  });
}

/**
 * A branch's last 30 days (today included, up to `now`) of finished orders, and the ones still
 * on its board, oldest first.
 */
export function planBranchOrders(branch: DayBranch, now: Date): PlannedOrder[] {
  const today = bogotaParts(now).ymd;
  const days = Array.from({ length: HISTORY_DAYS }, (_, i) => addDays(today, i - HISTORY_DAYS + 1));
  const first = bogotaInstant(days[0]!).getTime();
  return [...days.flatMap((ymd) => planDay(branch, ymd, now)), ...planActive(branch, now)]
    .filter((o) => o.pasos[0]!.at.getTime() >= first)
    .sort((a, b) => a.pasos[0]!.at.getTime() - b.pasos[0]!.at.getTime());
}
