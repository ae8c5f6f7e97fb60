import type { CartLine } from '@horno/domain/cart';

/** The details a cart line lists under its name: size, special selections, extras. */
export function cartLineDetails(line: CartLine): string[] {
  const details: string[] = [];
  if (line.medida) details.push(line.medida.label);
  for (const seleccion of line.selecciones) {
    details.push(`${seleccion.seccion}: ${seleccion.opciones.join(', ')}`);
  }
  for (const adicion of line.adiciones) details.push(`Extra ${adicion.ingrediente.nombre}`);
  return details;
}

/** 'n producto(s)', counting units. */
export function productCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'producto' : 'productos'}`;
}
