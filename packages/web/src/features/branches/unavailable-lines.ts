import type { Sede } from '@horno/domain/branches';
import type { CartLine } from '@horno/domain/cart';

/** Whether a branch sells a cart line's product (regular by id, special by special id). */
export function sellsLine(sede: Pick<Sede, 'productos' | 'productos_especiales'>, line: CartLine) {
  if (line.tipo === 'ESPECIAL') return sede.productos_especiales.includes(line.id);
  // A half-and-half pizza needs both flavors.
  return (
    sede.productos.includes(line.id) && (!line.mitad || sede.productos.includes(line.mitad.id))
  );
}

/** The cart lines a branch does not sell: they leave the cart when changing to it. */
export function linesNotSoldAt(
  sede: Pick<Sede, 'productos' | 'productos_especiales'>,
  lines: readonly CartLine[],
): CartLine[] {
  return lines.filter((line) => !sellsLine(sede, line));
}
