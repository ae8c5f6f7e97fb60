// An order's lines as cart lines again: staff changing a placed order (at the prices it was sold
// at) and a customer's 'Pedir de nuevo' (at today's prices, issue 37).
import { type CartLine, type CatalogLookup, cartLineKey, cartLineUnitPrice } from './cart';
import type { Agotados } from './catalog-admin';
import type { OrderLine } from './orders';

/** An order's line as a cart line: the same configuration, at the price it was sold at. */
export function cartLineOfOrder(line: OrderLine): CartLine {
  const especial = line.producto_especial;
  const secciones = new Map<string, string[]>();
  for (const s of line.selecciones)
    secciones.set(s.seccion, [...(secciones.get(s.seccion) ?? []), s.opcion]);
  const base = {
    tipo: especial ? ('ESPECIAL' as const) : ('REGULAR' as const),
    id: (especial ?? line.producto)!.id,
    medida: line.medida,
    adiciones: line.adiciones,
    mitad: line.producto_mitad && {
      id: line.producto_mitad.id,
      nombre: line.producto_mitad.nombre,
    },
    configuraciones: line.configuraciones,
    observaciones: line.observaciones,
  };
  return {
    ...base,
    uniqueId: cartLineKey(base),
    nombre: line.nombre,
    imagen: (especial ?? line.producto)?.imagen ?? null,
    cantidad: line.cantidad,
    selecciones: [...secciones].map(([seccion, opciones]) => ({ seccion, opciones })),
    precio: line.precio_unitario_aplicado,
  };
}

/** What 'Pedir de nuevo' puts in the cart, and what it has to say about the rest. */
export interface Reorder {
  /** The lines still sold at the branch, at today's unit price. */
  lines: CartLine[];
  /** The lines it no longer sells, or not today (sold out), as the order named them. */
  notSold: string[];
  /** The lines whose unit price is not the one the order paid. */
  newPrices: { nombre: string; antes: number; ahora: number }[];
}

/** Whether the branch ran out of anything the line needs today. */
function soldOut(line: CartLine, agotados: Agotados | undefined): boolean {
  if (!agotados) return false;
  if (line.tipo === 'ESPECIAL') return agotados.productos_especiales.includes(line.id);
  return (
    agotados.productos.includes(line.id) ||
    (line.mitad !== null && agotados.productos.includes(line.mitad.id)) ||
    line.adiciones.some((a) => agotados.ingredientes.includes(a.ingrediente.id))
  );
}

/**
 * 'Pedir de nuevo': an order's lines priced with the branch's catalog of today. A line the
 * catalog no longer prices (the product, its size, a half, an addition or a special's option
 * gone) or that is sold out today stays out and is named; one whose price moved goes in at
 * today's price and is named with both prices.
 */
export function reorder(
  orderLines: readonly OrderLine[],
  catalog: CatalogLookup,
  agotados?: Agotados,
): Reorder {
  const result: Reorder = { lines: [], notSold: [], newPrices: [] };
  for (const orderLine of orderLines) {
    const line = cartLineOfOrder(orderLine);
    const ahora = cartLineUnitPrice(line, catalog);
    if (ahora === undefined || soldOut(line, agotados)) {
      result.notSold.push(line.nombre);
      continue;
    }
    if (ahora !== orderLine.precio_unitario_aplicado)
      result.newPrices.push({
        nombre: line.nombre,
        antes: orderLine.precio_unitario_aplicado,
        ahora,
      });
    result.lines.push({ ...line, precio: ahora });
  }
  return result;
}
