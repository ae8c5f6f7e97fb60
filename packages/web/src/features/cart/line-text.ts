import type { CartLine } from '@horno/domain/cart';
import { cartLineNotes, lineNoteText } from '@horno/domain/order-lines';

/** The details a cart line lists under its name: size, then 'Adiciones: …' and selections. */
export function cartLineDetails(line: CartLine): string[] {
  return [...(line.medida ? [line.medida.label] : []), ...cartLineNotes(line).map(lineNoteText)];
}

/** 'n producto(s)', counting units. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}
