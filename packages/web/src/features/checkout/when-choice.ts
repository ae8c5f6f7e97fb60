import { type PartOfDay, partOfDay } from '@horno/domain/slot-labels';
import type { Agenda } from '@horno/domain/scheduling-schemas';

// '¿Cuándo?' at checkout (issue 32): 'Lo antes posible' or 'Programar', and which slot.

type Slot = Agenda['dias'][number]['franjas'][number];

export type WhenMode = 'ahora' | 'programar';

/** What the customer (or the cashier) chose at this branch, if anything. */
export interface WhenPreference {
  programar: boolean;
  inicio: string | null;
}

export interface WhenChoice {
  /** 'Lo antes posible' is offered. */
  ahora: boolean;
  /** 'Programar' is offered: the branch has days with free slots. */
  programar: boolean;
  /** The choice in force; null when neither is offered. */
  mode: WhenMode | null;
  /** The chosen slot's start, while it is one of the free slots. */
  inicio: string | null;
  /** The day (`fecha`) the chosen slot belongs to. */
  fecha: string | null;
}

const sameInstant = (a: string, b: string) => Date.parse(a) === Date.parse(b);

/** What was chosen counts at the branch it was chosen at, on the day it was chosen on. */
export function preferenceAt<T extends WhenPreference & { sedeId: number; dia: string }>(
  stored: T | null,
  sedeId: number | null,
  today: string,
): T | null {
  return stored && stored.sedeId === sedeId && stored.dia === today ? stored : null;
}

/**
 * The choice in force. 'Lo antes posible' is offered while the branch takes orders now (staff
 * mode always does); 'Programar' when the agenda has free days. What was chosen stands while it
 * is offered; else 'Lo antes posible', else (a closed branch) 'Programar'. A chosen slot stands
 * only while the agenda has it free: a full slot, a day passing or another branch drop it.
 */
export function resolveWhen({
  chosen,
  agenda,
  branchOpen,
  staff = false,
}: {
  chosen: WhenPreference | null;
  /** Undefined while it loads (or when it could not be read). */
  agenda: Agenda | undefined;
  branchOpen: boolean;
  staff?: boolean;
}): WhenChoice {
  const ahora = staff || (agenda ? agenda.entrega_estimada !== null : branchOpen);
  const programar = (agenda?.dias.length ?? 0) > 0;
  let mode: WhenMode | null;
  // 'Programar' is kept while the agenda loads: the order must not go out 'now' meanwhile.
  if (chosen?.programar && (programar || agenda === undefined)) mode = 'programar';
  else if (ahora) mode = 'ahora';
  else mode = programar ? 'programar' : null;

  let inicio: string | null = null;
  let fecha: string | null = null;
  const wanted = chosen?.inicio;
  if (mode === 'programar' && wanted && agenda) {
    for (const dia of agenda.dias) {
      const slot = dia.franjas.find((f) => f.disponible && sameInstant(f.inicio, wanted));
      if (slot) {
        inicio = slot.inicio;
        fecha = dia.fecha;
        break;
      }
    }
  }
  return { ahora, programar, mode, inicio, fecha };
}

/** The day whose slots are shown: the one tapped, else the chosen slot's, else the first. */
export function shownDay(
  agenda: Agenda | undefined,
  tapped: string | null,
  choice: Pick<WhenChoice, 'fecha'>,
): Agenda['dias'][number] | null {
  const dias = agenda?.dias ?? [];
  const find = (fecha: string | null) => dias.find((d) => d.fecha === fecha);
  return find(tapped) ?? find(choice.fecha) ?? dias[0] ?? null;
}

/**
 * A day's slots as chips, grouped by the part of the day: the free ones, and the full ones
 * (shown 'Lleno'); slots already too soon are left out.
 */
export function slotGroups(franjas: readonly Slot[]): { parte: PartOfDay; franjas: Slot[] }[] {
  const groups: { parte: PartOfDay; franjas: Slot[] }[] = [];
  for (const slot of franjas) {
    if (!slot.disponible && !slot.lleno) continue;
    const parte = partOfDay(slot.inicio);
    const last = groups.at(-1);
    if (last?.parte === parte) last.franjas.push(slot);
    else groups.push({ parte, franjas: [slot] });
  }
  return groups;
}
