import type { CategoriaProducto, Producto, ProductoEspecial } from '@horno/domain/catalog';
import { formatCOP } from '@horno/domain/money';

/** One line of the products list: a regular or a special product. */
export interface ProductRow {
  /** 'R-12' or 'E-3': both kinds share the list. */
  id: string;
  productoId: number;
  tipo: 'REGULAR' | 'ESPECIAL';
  nombre: string;
  descripcion: string;
  categoria: number;
  categoriaNombre: string;
  imagen: string | null;
  activo: boolean;
  /** What the price column says. */
  precioTexto: string;
  /** The price to sort by (the lowest one); null when there is none. */
  precioOrden: number | null;
  /** The price column warns: a sized category without size prices. */
  precioFalta: boolean;
  /** A note under the price ('No se ha definido un rango de precios': one size priced). */
  precioNota: string | null;
  /** A regular product of a category with sizes: 'Definir precios por tamaño' applies. */
  porTamanos: boolean;
  /**
   * The base price can be edited inline: a regular product without size prices, unless its
   * category has sizes and it has no price at all ('Debes definir los precios por tamaño').
   */
  precioEditable: boolean;
  regular: Producto | null;
}

export const PRICE_TEXTS = {
  undefined: 'Sin definir',
  noRange: 'No se ha definido un rango de precios',
  sizesMissing: 'Debes definir los precios por tamaño',
} as const;

function regularRow(p: Producto, categoria: CategoriaProducto | undefined): ProductRow {
  const sizes = p.precios_por_medida.map((m) => m.precio).filter((v) => v > 0);
  const porTamanos = categoria?.tiene_medidas ?? false;
  let precioTexto: string;
  let precioOrden: number | null;
  if (sizes.length > 0) {
    const low = Math.min(...sizes);
    const high = Math.max(...sizes);
    precioTexto = low === high ? formatCOP(low) : `${formatCOP(low)} – ${formatCOP(high)}`;
    precioOrden = low;
  } else if (porTamanos && p.precio === null) {
    precioTexto = PRICE_TEXTS.sizesMissing;
    precioOrden = null;
  } else if (p.precio === null) {
    precioTexto = PRICE_TEXTS.undefined;
    precioOrden = null;
  } else {
    precioTexto = formatCOP(p.precio);
    precioOrden = p.precio;
  }
  const precioFalta = porTamanos && sizes.length === 0 && p.precio === null;
  return {
    id: `R-${p.id}`,
    productoId: p.id,
    tipo: 'REGULAR',
    nombre: p.nombre,
    descripcion: p.descripcion,
    categoria: p.categoria,
    categoriaNombre: p.categoria_nombre || PRICE_TEXTS.undefined,
    imagen: p.imagen,
    activo: p.activo,
    precioTexto,
    precioOrden,
    precioFalta,
    precioNota: porTamanos && sizes.length === 1 ? PRICE_TEXTS.noRange : null,
    porTamanos,
    // A sized product waiting for its size prices says so instead of offering a base price.
    precioEditable: sizes.length === 0 && !precioFalta,
    regular: p,
  };
}

function specialRow(e: ProductoEspecial): ProductRow {
  return {
    id: `E-${e.id}`,
    productoId: e.id,
    tipo: 'ESPECIAL',
    nombre: e.nombre,
    descripcion: e.descripcion,
    categoria: e.categoria,
    categoriaNombre: e.categoria_nombre || PRICE_TEXTS.undefined,
    imagen: e.imagen,
    activo: e.activo,
    precioTexto: `Desde ${formatCOP(e.precio_base)}`,
    precioOrden: e.precio_base,
    precioFalta: false,
    precioNota: null,
    porTamanos: false,
    precioEditable: false,
    regular: null,
  };
}

/** Regular and special products together, by name. */
export function productRows(
  productos: readonly Producto[],
  especiales: readonly ProductoEspecial[],
  categorias: readonly CategoriaProducto[],
): ProductRow[] {
  const byId = new Map(categorias.map((c) => [c.id, c]));
  return [
    ...productos.map((p) => regularRow(p, byId.get(p.categoria))),
    ...especiales.map(specialRow),
  ].sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
}
