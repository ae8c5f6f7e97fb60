import type { Producto, ProductoEspecial } from '@horno/domain/catalog';
import type { Agotados } from '@horno/domain/catalog-admin';
import { especialPrice, hasPriceRange, lowestPrice } from '@horno/domain/catalog-price';

/** One card of the menu: a regular or a special product, with what the card shows. */
export interface MenuItem {
  key: string;
  nombre: string;
  descripcion: string;
  imagen: string | null;
  categoria: number;
  descuento: number;
  /** Listing price after discount, in pesos. */
  price: number;
  /** Price before discount, when there is one. */
  originalPrice: number | null;
  /** Shown as 'Desde …' because the final price depends on the choices. */
  fromPrice: boolean;
  tag: 'Combo' | 'Personalizable' | null;
  /** The branch ran out of it today: shown greyed out, not offered. */
  agotado: boolean;
  source:
    { tipo: 'REGULAR'; producto: Producto } | { tipo: 'ESPECIAL'; especial: ProductoEspecial };
}

/**
 * A regular product's card. What the branch ran out of today: the product is marked, and its
 * sold-out additions are not offered in its options.
 */
export function regularMenuItem(product: Producto, agotados?: Agotados): MenuItem {
  const soldOutAdditions = new Set(agotados?.ingredientes ?? []);
  const producto =
    soldOutAdditions.size > 0
      ? {
          ...product,
          posibles_adiciones: product.posibles_adiciones.filter(
            (a) => !soldOutAdditions.has(a.ingrediente.id),
          ),
        }
      : product;
  const price = lowestPrice(producto);
  return {
    key: `p-${producto.id}`,
    nombre: producto.nombre,
    descripcion: producto.descripcion,
    imagen: producto.imagen,
    categoria: producto.categoria,
    descuento: producto.descuento,
    price,
    originalPrice: producto.descuento > 0 ? lowestPrice({ ...producto, descuento: 0 }) : null,
    fromPrice: hasPriceRange(producto),
    tag: null,
    agotado: agotados?.productos.includes(producto.id) ?? false,
    source: { tipo: 'REGULAR', producto },
  };
}

// A special built from other products (a pizza plus a drink…) is a combo; one that only
// adjusts itself through options is customizable.
function specialTag(especial: ProductoEspecial): 'Combo' | 'Personalizable' {
  const bundlesProducts = especial.secciones.some((seccion) =>
    seccion.opciones.some((opcion) => opcion.producto_relacionado_id !== null),
  );
  return bundlesProducts ? 'Combo' : 'Personalizable';
}

function hasPricedOptions(especial: ProductoEspecial): boolean {
  return especial.secciones.some((seccion) =>
    seccion.opciones.some((opcion) => opcion.activo && opcion.precio_extra > 0),
  );
}

export function specialMenuItem(especial: ProductoEspecial, agotados?: Agotados): MenuItem {
  return {
    key: `e-${especial.id}`,
    nombre: especial.nombre,
    descripcion: especial.descripcion || especial.producto_base.descripcion,
    imagen: especial.imagen,
    categoria: especial.categoria,
    descuento: especial.descuento,
    price: especialPrice(especial),
    originalPrice: especial.descuento > 0 ? especial.precio_base : null,
    fromPrice: hasPricedOptions(especial),
    tag: specialTag(especial),
    agotado: agotados?.productos_especiales.includes(especial.id) ?? false,
    source: { tipo: 'ESPECIAL', especial },
  };
}
