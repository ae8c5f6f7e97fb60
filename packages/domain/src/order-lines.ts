import type { CartLine } from './cart';
import { formatCOP } from './money';
import type { OrderLine } from './orders';

/** One note under a line's name: `label` is shown in bold before the colon. */
export interface LineNote {
  label: string;
  text: string;
}

export const ADDITIONS_LABEL = 'Adiciones';
export const OBSERVATIONS_LABEL = 'Observaciones';

interface Priced {
  nombre: string;
  /** Shown as '(+$ 4.000)' when above zero. */
  precio?: number;
}

interface NoteSource {
  adiciones: readonly Priced[];
  secciones: readonly { seccion: string; opciones: readonly Priced[] }[];
  observaciones?: string | null;
}

const priced = ({ nombre, precio }: Priced) =>
  precio && precio > 0 ? `${nombre} (+${formatCOP(precio)})` : nombre;

/**
 * The notes under a line wherever lines are listed, in one order and one wording:
 * 'Adiciones: Queso mozzarella (+$ 4.000)', 'Bebida: Limonada', 'Observaciones: sin cebolla'.
 */
export function lineNotes({ adiciones, secciones, observaciones }: NoteSource): LineNote[] {
  const notes: LineNote[] = [];
  if (adiciones.length > 0) {
    notes.push({ label: ADDITIONS_LABEL, text: adiciones.map(priced).join(', ') });
  }
  for (const { seccion, opciones } of secciones) {
    if (opciones.length > 0) notes.push({ label: seccion, text: opciones.map(priced).join(', ') });
  }
  const observacion = observaciones?.trim();
  if (observacion) notes.push({ label: OBSERVATIONS_LABEL, text: observacion });
  return notes;
}

/** 'Adiciones: Queso mozzarella (+$ 4.000)': a note as one line of text. */
export function lineNoteText({ label, text }: LineNote): string {
  return `${label}: ${text}`;
}

/** The notes of a placed order's line; `prices: false` leaves the extra prices out. */
export function orderLineNotes(line: OrderLine, { prices = true } = {}): LineNote[] {
  const price = (value: number) => (prices ? value : undefined);
  const secciones = new Map<string, Priced[]>();
  for (const s of line.selecciones) {
    const opciones = secciones.get(s.seccion) ?? [];
    opciones.push({ nombre: s.opcion, precio: price(s.precio_extra) });
    secciones.set(s.seccion, opciones);
  }
  return lineNotes({
    // A special product's extras are its selections.
    adiciones:
      line.producto_especial === null
        ? line.adiciones.map((a) => ({
            nombre: a.ingrediente.nombre,
            precio: price(a.precio_adicion),
          }))
        : [],
    secciones: [...secciones].map(([seccion, opciones]) => ({ seccion, opciones })),
    observaciones: line.observaciones,
  });
}

/** The notes of a cart line (no prices: they are in the line's total; observations go apart). */
export function cartLineNotes(line: Pick<CartLine, 'adiciones' | 'selecciones'>): LineNote[] {
  return lineNotes({
    adiciones: line.adiciones.map((a) => ({
      nombre: a.ingrediente?.nombre || 'Adición desconocida',
    })),
    secciones: line.selecciones.map((s) => ({
      seccion: s.seccion,
      opciones: s.opciones.map((nombre) => ({ nombre })),
    })),
  });
}
