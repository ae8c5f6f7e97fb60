// The cart as the customer app keeps it (local key 'cart-storage'), and how it turns into an
// order and a price preview. The preview uses the same pricing the server charges with.
import type { Producto, ProductoEspecial } from './catalog';
import type { OrderLineInput } from './orders';
import type { PromoLine } from './promotion-pricing';
import { type OrderTotals, orderTotals, regularUnitPrice, specialUnitPrice } from './pricing';

export interface CartLine {
  /** Identity of the configuration: equal for lines that merge. */
  uniqueId: string;
  tipo: 'REGULAR' | 'ESPECIAL';
  /** The product id, or the special product id when tipo is ESPECIAL. */
  id: number;
  nombre: string;
  imagen: string | null;
  cantidad: number;
  observaciones: string;
  medida: { id: number; value: string; label: string } | null;
  adiciones: { ingrediente: { id: number; nombre: string }; precio_adicion: number }[];
  /** Second flavor of an 'Arma tu pizza' line. */
  mitad: { id: number; nombre: string } | null;
  /** Section id → chosen option ids (special products). */
  configuraciones: Record<string, number[]>;
  /** Names of the chosen options, for display. */
  selecciones: { seccion: string; opciones: string[] }[];
  /** Unit price when added; the checkout recomputes it from the current catalog. */
  precio: number;
}

export interface CatalogLookup {
  productos: readonly Producto[];
  especiales: readonly ProductoEspecial[];
}

/** The identity two cart lines share when they should merge into one. */
export function cartLineKey(
  line: Omit<CartLine, 'uniqueId' | 'cantidad' | 'precio' | 'nombre' | 'imagen' | 'selecciones'>,
): string {
  const adiciones = line.adiciones.map((a) => a.ingrediente.id).sort((a, b) => a - b);
  const config = Object.keys(line.configuraciones)
    .sort()
    .map((k) => `${k}:${[...(line.configuraciones[k] ?? [])].sort((a, b) => a - b).join('.')}`);
  return [
    line.tipo,
    line.id,
    line.medida?.id ?? '-',
    line.mitad?.id ?? '-',
    adiciones.join('.'),
    config.join(','),
    line.observaciones.trim(),
  ].join('|');
}

/** Unit price of a cart line from the catalog; undefined when the catalog no longer has it. */
export function cartLineUnitPrice(line: CartLine, catalog: CatalogLookup): number | undefined {
  try {
    if (line.tipo === 'ESPECIAL') {
      const especial = catalog.especiales.find((e) => e.id === line.id);
      return especial && specialUnitPrice({ especial, configuraciones: line.configuraciones });
    }
    const producto = catalog.productos.find((p) => p.id === line.id);
    if (!producto) return undefined;
    const mitad = line.mitad ? catalog.productos.find((p) => p.id === line.mitad!.id) : null;
    if (line.mitad && !mitad) return undefined;
    return regularUnitPrice({
      producto,
      mitad,
      medidaId: line.medida?.id ?? null,
      adiciones: line.adiciones.map((a) => a.ingrediente.id),
    });
  } catch {
    return undefined;
  }
}

/** The totals the checkout shows, priced exactly as the server will charge them. */
export function cartTotals(
  lines: readonly CartLine[],
  catalog: CatalogLookup,
  options: { domicilio?: number; cuponPorcentaje?: number | null } = {},
): OrderTotals {
  return orderTotals(
    lines.map((l) => ({
      unitPrice: cartLineUnitPrice(l, catalog) ?? l.precio,
      cantidad: l.cantidad,
    })),
    options,
  );
}

/** The order line the server expects for a cart line. */
export function toOrderLine(line: CartLine): OrderLineInput {
  if (line.tipo === 'ESPECIAL') {
    return {
      producto_especial: line.id,
      cantidad: line.cantidad,
      observaciones: line.observaciones,
      configuraciones: line.configuraciones,
      precio_unitario_aplicado: line.precio,
    };
  }
  return {
    producto: line.id,
    producto_mitad: line.mitad?.id ?? null,
    cantidad: line.cantidad,
    observaciones: line.observaciones,
    medida: line.medida?.id ?? null,
    adiciones: line.adiciones.map((a) => ({
      ingrediente: a.ingrediente.id,
      precio_adicion: a.precio_adicion,
    })),
    precio_unitario_aplicado: line.precio,
  };
}

/** The cart's lines as promotions see them (promotion-pricing.ts), priced from the catalog. */
export function cartPromoLines(lines: readonly CartLine[], catalog: CatalogLookup): PromoLine[] {
  return lines.map((l) => {
    const item =
      l.tipo === 'ESPECIAL'
        ? catalog.especiales.find((e) => e.id === l.id)
        : catalog.productos.find((p) => p.id === l.id);
    return {
      productoId: l.tipo === 'REGULAR' ? l.id : null,
      especialId: l.tipo === 'ESPECIAL' ? l.id : null,
      categoriaId: item?.categoria ?? null,
      medidaId: l.medida?.id ?? null,
      unitPrice: cartLineUnitPrice(l, catalog) ?? l.precio,
      cantidad: l.cantidad,
    };
  });
}
