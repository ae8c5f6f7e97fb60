import type { CartLine } from '@horno/domain/cart';

/**
 * The details a cart line lists under its name, as customer-app.md §'Cart panel' words them:
 * size, special selections ('Bebida: Limonada'), then one 'Extra {ingrediente}' per addition.
 * Placed orders list additions as 'Adiciones: …' (domain order-lines.ts).
 */
export function cartLineDetails(line: CartLine): string[] {
  return [
    ...(line.medida ? [line.medida.label] : []),
    ...line.selecciones.map((s) => `${s.seccion}: ${s.opciones.join(', ')}`),
    ...line.adiciones.map((a) => `Extra ${a.ingrediente.nombre}`),
  ];
}

/** 'n producto(s)', counting units. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}
