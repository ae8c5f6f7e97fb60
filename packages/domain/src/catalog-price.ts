// Listing prices and menu order. Kept free of zod so the web's first load stays small.
import type { Producto, ProductoEspecial } from './catalog';
import { onFirstUse } from './first-use';

/** The price a product is listed at: its lowest size price, else its base price, after discount. */
export function lowestPrice(
  producto: Pick<Producto, 'precio' | 'descuento' | 'precios_por_medida'>,
): number {
  const sizePrices = producto.precios_por_medida.map((p) => p.precio).filter((p) => p > 0);
  const base = sizePrices.length > 0 ? Math.min(...sizePrices) : (producto.precio ?? 0);
  return Math.round(base * (1 - producto.descuento / 100));
}

/** True when the product is sold in several sizes at different prices ('Desde $ …'). */
export function hasPriceRange(producto: Pick<Producto, 'precios_por_medida'>): boolean {
  return new Set(producto.precios_por_medida.map((p) => p.precio)).size > 1;
}

/** Listing price of a special product: its base price after discount. */
export function especialPrice(
  especial: Pick<ProductoEspecial, 'precio_base' | 'descuento'>,
): number {
  return Math.round(especial.precio_base * (1 - especial.descuento / 100));
}

const collator = onFirstUse(() => new Intl.Collator('es', { sensitivity: 'base' }));

/** Orders items by lowest price, then name (Spanish collation), never mutating the input. */
export function sortByPriceThenName<T extends { nombre: string }>(
  items: readonly T[],
  priceOf: (item: T) => number,
): T[] {
  return [...items].sort(
    (a, b) => priceOf(a) - priceOf(b) || collator().compare(a.nombre, b.nombre),
  );
}

/** Regular products by lowest price, then name. */
export function sortProducts<
  T extends Pick<Producto, 'nombre' | 'precio' | 'descuento' | 'precios_por_medida'>,
>(productos: readonly T[]): T[] {
  return sortByPriceThenName(productos, lowestPrice);
}
