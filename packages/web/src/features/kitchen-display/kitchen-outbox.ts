// The kitchen display's outbox: every tap ('Listo', a line made) is kept here, in this device's
// storage, until the server has it. A tablet that loses its connection keeps working: what it did
// meanwhile is drawn as done and sent, in order, once it is back.
import {
  type AllDayItem,
  type Cocina,
  RECOVERABLE_TICKETS,
  type TicketLine,
} from '@horno/domain/kitchen';

/** A change made at a station's display, with when it was made (by the server's clock, ISO). */
export type KitchenAction =
  | { kind: 'listo'; estacion: number; pedido: number; en: string }
  | { kind: 'linea'; estacion: number; pedido: number; linea: number; hecha: boolean; en: string };

/** The local key the outbox is kept under. */
export const OUTBOX_KEY = 'horno-cocina-pendientes';

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

function isAction(value: unknown): value is KitchenAction {
  if (typeof value !== 'object' || value === null) return false;
  const a = value as Record<string, unknown>;
  if (!isId(a.estacion) || !isId(a.pedido) || typeof a.en !== 'string') return false;
  if (a.kind === 'listo') return true;
  return a.kind === 'linea' && isId(a.linea) && typeof a.hecha === 'boolean';
}

/** The stored outbox; anything malformed is skipped. */
export function parseOutbox(raw: string | null): KitchenAction[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isAction) : [];
  } catch {
    return [];
  }
}

/** Whether two actions are the same change. */
export function sameAction(a: KitchenAction, b: KitchenAction): boolean {
  if (a.kind !== b.kind || a.estacion !== b.estacion || a.pedido !== b.pedido || a.en !== b.en)
    return false;
  return a.kind === 'listo' || (b.kind === 'linea' && a.linea === b.linea && a.hecha === b.hecha);
}

/**
 * The outbox with `action` last: a line tapped again replaces its earlier mark (only the last
 * one matters), and a bump already waiting is not queued twice.
 */
export function withAction(
  queue: readonly KitchenAction[],
  action: KitchenAction,
): KitchenAction[] {
  if (action.kind === 'listo') {
    const waiting = queue.some(
      (a) => a.kind === 'listo' && a.estacion === action.estacion && a.pedido === action.pedido,
    );
    return waiting ? [...queue] : [...queue, action];
  }
  const others = queue.filter(
    (a) => !(a.kind === 'linea' && a.estacion === action.estacion && a.linea === action.linea),
  );
  return [...others, action];
}

/** The outbox without the waiting bump of `pedido` at the station (taken back before it left). */
export function withoutBump(
  queue: readonly KitchenAction[],
  estacion: number,
  pedido: number,
): KitchenAction[] {
  return queue.filter(
    (a) => !(a.kind === 'listo' && a.estacion === estacion && a.pedido === pedido),
  );
}

/** The orders whose bump at the station is still waiting to be sent. */
export function waitingBumps(queue: readonly KitchenAction[], estacion: number): Set<number> {
  return new Set(
    queue.filter((a) => a.kind === 'listo' && a.estacion === estacion).map((a) => a.pedido),
  );
}

const itemKey = (nombre: string, medida: string | null) => `${nombre}\u0000${medida ?? ''}`;

/** The all-day totals moved by the lines that are now to make (+) or no longer (−). */
function adjustAllDay(
  items: readonly AllDayItem[],
  changes: ReadonlyArray<{ line: TicketLine; delta: number }>,
): AllDayItem[] {
  const totals = new Map(items.map((item) => [itemKey(item.nombre, item.medida), { ...item }]));
  for (const { line, delta } of changes) {
    const key = itemKey(line.nombre, line.medida);
    const item = totals.get(key) ?? { nombre: line.nombre, medida: line.medida, cantidad: 0 };
    item.cantidad += delta * line.cantidad;
    totals.set(key, item);
  }
  return [...totals.values()].filter((item) => item.cantidad > 0);
}

/**
 * A station's screen as it will be once its waiting changes arrive: the bumped tickets gone (and
 * first among those to bring back), the lines marked as tapped, the all-day totals to match.
 */
export function withPending(screen: Cocina, queue: readonly KitchenAction[]): Cocina {
  const mine = queue.filter((a) => a.estacion === screen.estacion.id);
  if (mine.length === 0) return screen;
  const marks = new Map<number, boolean>();
  const bumped = new Map<number, string>();
  for (const action of mine) {
    if (action.kind === 'linea') marks.set(action.linea, action.hecha);
    else bumped.set(action.pedido, action.en);
  }
  const changes: Array<{ line: TicketLine; delta: number }> = [];
  const tickets = screen.tickets.map((ticket) => {
    const gone = bumped.has(ticket.pedido);
    const lineas = ticket.lineas.map((line) => {
      const hecha = marks.get(line.id) ?? line.hecha;
      const before = line.hecha ? 0 : 1;
      const after = hecha || gone ? 0 : 1;
      if (after !== before) changes.push({ line, delta: after - before });
      return hecha === line.hecha ? line : { ...line, hecha };
    });
    return { ...ticket, lineas };
  });
  const kept = tickets.filter((ticket) => !bumped.has(ticket.pedido));
  const justBumped = tickets
    .filter((ticket) => bumped.has(ticket.pedido))
    .map((ticket) => ({ ...ticket, listo_en: bumped.get(ticket.pedido) ?? null }))
    .reverse();
  const recuperables = [
    ...justBumped,
    ...screen.recuperables.filter((r) => !bumped.has(r.pedido)),
  ].slice(0, RECOVERABLE_TICKETS);
  return {
    ...screen,
    tickets: kept,
    recuperables,
    todo_el_dia: adjustAllDay(screen.todo_el_dia, changes),
  };
}
