import { type CartLine, type CatalogLookup, cartLineUnitPrice } from '@horno/domain/cart';
import { cartLineNotes, type LineNote } from '@horno/domain/order-lines';

/** A line is special when it is of type ESPECIAL or carries a special product's choices. */
export function isSpecialLine(line: CartLine): boolean {
  return line.tipo === 'ESPECIAL' || Object.keys(line.configuraciones).length > 0;
}

/** The name shown for a line; a half-and-half pizza names both halves. */
export function cartLineTitle(line: CartLine): string {
  const name = line.nombre.trim() || (isSpecialLine(line) ? 'Producto Especial' : 'Producto');
  if (!line.mitad || name.includes(line.mitad.nombre)) return name;
  return `${name} / ${line.mitad.nombre}`;
}

/** 'Adiciones: Tocineta', 'Bebida: Limonada': a special line's extras are its selections. */
export function cartLineNoteList(line: CartLine): LineNote[] {
  return cartLineNotes({
    adiciones: isSpecialLine(line) ? [] : line.adiciones,
    selecciones: line.selecciones,
  });
}

export interface PricedCartLine {
  line: CartLine;
  /** The unit price from the branch's current catalog (the stored one until it loads). */
  unitPrice: number;
  /** False when the branch's catalog no longer sells this configuration. */
  available: boolean;
}

/** Lines priced with the branch's catalog, exactly as the server will charge them. */
export function priceCartLines(
  lines: readonly CartLine[],
  catalog: CatalogLookup | null,
): PricedCartLine[] {
  return lines.map((line) => {
    const price = catalog ? cartLineUnitPrice(line, catalog) : undefined;
    return {
      line,
      unitPrice: price ?? line.precio,
      available: catalog === null || price !== undefined,
    };
  });
}
