// Prices of cart lines and order totals: the one implementation the web previews with and the
// server charges with (ARCHITECTURE: the server recomputes every price from its own catalog).
import type { Producto, ProductoEspecial } from './catalog';

/** Chosen options of a special product: section id → option id (single) or ids (multiple). */
export type Configuraciones = Record<string, number | number[]>;

export interface RegularLineInput {
  producto: Pick<
    Producto,
    'id' | 'precio' | 'descuento' | 'precios_por_medida' | 'posibles_adiciones'
  >;
  /** Second flavor of a half-and-half pizza. */
  mitad?: (Pick<Producto, 'id' | 'precios_por_medida'> & { descuento?: number }) | null;
  medidaId?: number | null;
  /** Ingredient ids of the chosen additions. */
  adiciones?: readonly number[];
}

export interface SpecialLineInput {
  especial: Pick<ProductoEspecial, 'id' | 'precio_base' | 'descuento' | 'secciones'>;
  configuraciones: Configuraciones;
}

export class PricingError extends Error {
  override readonly name = 'PricingError';
}

const sizePrice = (
  producto: Pick<Producto, 'precios_por_medida'>,
  medidaId: number,
): { precio: number; admite_mitades: boolean } | undefined =>
  producto.precios_por_medida.find((p) => p.medida.id === medidaId);

/** Rounds to the nearest peso after a percentage discount. */
function discounted(amount: number, percent: number): number {
  const pct = Math.min(100, Math.max(0, percent));
  return Math.round(amount * (1 - pct / 100));
}

/**
 * Unit price of a regular line: the size's price (or the base price), the dearer half for a
 * half-and-half pizza, plus additions, less the product's discount.
 */
export function regularUnitPrice(line: RegularLineInput): number {
  const { producto, mitad, medidaId } = line;
  const chosen = new Set(line.adiciones ?? []);
  let extras = 0;
  for (const ingredienteId of chosen) {
    const adicion = producto.posibles_adiciones.find((a) => a.ingrediente.id === ingredienteId);
    if (!adicion) {
      throw new PricingError('Una de las adiciones no está disponible para este producto.');
    }
    extras += adicion.precio_adicion;
  }
  if (medidaId === undefined || medidaId === null) {
    if (producto.precios_por_medida.length > 0) throw new PricingError('Elige un tamaño.');
    if (mitad) throw new PricingError('Elige un tamaño para armar tu pizza.');
    if (producto.precio === null) throw new PricingError('El producto no tiene precio.');
    return discounted(producto.precio + extras, producto.descuento);
  }
  const size = sizePrice(producto, medidaId);
  if (!size) throw new PricingError('El producto no se vende en el tamaño elegido.');
  const price = discounted(size.precio + extras, producto.descuento);
  if (!mitad) return price;
  if (mitad.id === producto.id) throw new PricingError('Los dos sabores deben ser diferentes.');
  const other = sizePrice(mitad, medidaId);
  if (!size.admite_mitades || !other?.admite_mitades) {
    throw new PricingError('El tamaño elegido no admite mitades.');
  }
  // Each half with its own discount; the dearer half sets the price, whichever flavor is first.
  return Math.max(price, discounted(other.precio + extras, mitad.descuento ?? 0));
}

/** The option ids chosen in a section, whether given as one id or a list. */
export function chosenOptions(configuraciones: Configuraciones, seccionId: number): number[] {
  const value = configuraciones[String(seccionId)];
  if (value === undefined) return [];
  return [...new Set(Array.isArray(value) ? value : [value])];
}

/** Whether a section's choice count honours `minimo` and `maximo` (0 = unlimited). */
export function sectionChoiceValid(
  seccion: { minimo: number; maximo: number },
  count: number,
): boolean {
  return count >= seccion.minimo && (seccion.maximo === 0 || count <= seccion.maximo);
}

/**
 * Unit price of a special product: its base price plus the chosen options' extras; a section
 * with `seleccionar_mayor_valor` adds only its dearest chosen extra. Less the discount.
 */
export function specialUnitPrice(line: SpecialLineInput): number {
  const { especial, configuraciones } = line;
  const known = new Set(especial.secciones.map((s) => String(s.id)));
  if (Object.keys(configuraciones).some((k) => !known.has(k))) {
    throw new PricingError('La configuración no corresponde al producto.');
  }
  let extras = 0;
  for (const seccion of especial.secciones) {
    const ids = chosenOptions(configuraciones, seccion.id);
    if (!sectionChoiceValid(seccion, ids.length)) {
      throw new PricingError(`Revisa las opciones de «${seccion.nombre}».`);
    }
    const prices = ids.map((id) => {
      const opcion = seccion.opciones.find((o) => o.id === id && o.activo);
      if (!opcion) throw new PricingError(`Una opción de «${seccion.nombre}» no está disponible.`);
      return opcion.precio_extra;
    });
    extras += seccion.seleccionar_mayor_valor
      ? Math.max(0, ...prices)
      : prices.reduce((sum, p) => sum + p, 0);
  }
  return discounted(especial.precio_base + extras, especial.descuento);
}

/** Delivery fee: minutes of travel × 500 pesos, at least 2 000 (DOMICILIO only). */
export function deliveryFee(minutes: number): number {
  return Math.max(2000, Math.ceil(Math.max(0, minutes)) * 500);
}

export interface OrderTotals {
  /** 'Precio de los productos'. */
  productos: number;
  /** 'Domicilio'. */
  domicilio: number;
  /** Products plus delivery, before the coupon ('Subtotal'). */
  subtotal: number;
  /** 'Descuento (x%)'. */
  descuento: number;
  /** 'Valor total'. */
  total: number;
}

/** Totals of an order: the coupon takes its percentage of products plus delivery. */
export function orderTotals(
  lines: readonly { unitPrice: number; cantidad: number }[],
  options: { domicilio?: number; cuponPorcentaje?: number | null } = {},
): OrderTotals {
  const productos = lines.reduce((sum, l) => sum + l.unitPrice * l.cantidad, 0);
  const domicilio = options.domicilio ?? 0;
  const subtotal = productos + domicilio;
  const pct = Math.min(100, Math.max(0, options.cuponPorcentaje ?? 0));
  const descuento = Math.round((subtotal * pct) / 100);
  return { productos, domicilio, subtotal, descuento, total: subtotal - descuento };
}
