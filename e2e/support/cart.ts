import { type CartLine, cartLineKey } from '@horno/domain/cart';
import type { Producto } from '@horno/domain/catalog';
import { regularUnitPrice } from '@horno/domain/pricing';

/**
 * A one-line cart (as `cart-storage` keeps it): the branch's first product sold by size, in its
 * first size, priced by the domain as the menu prices it.
 */
export function sizedProductCart(productos: readonly Producto[], observaciones = ''): CartLine[] {
  const producto = productos.find((p) => p.precios_por_medida.length > 0)!;
  const { medida } = producto.precios_por_medida[0]!;
  const base = {
    tipo: 'REGULAR' as const,
    id: producto.id,
    observaciones,
    medida: { id: medida.id, value: medida.value, label: medida.label },
    adiciones: [],
    mitad: null,
    configuraciones: {},
  };
  return [
    {
      ...base,
      uniqueId: cartLineKey(base),
      nombre: producto.nombre,
      imagen: producto.imagen,
      cantidad: 1,
      selecciones: [],
      precio: regularUnitPrice({ producto, mitad: null, medidaId: medida.id, adiciones: [] }),
    },
  ];
}
