import type { Agotados } from '@horno/domain/catalog-admin';
import type { Order } from '@horno/domain/orders';
import { type Reorder, reorder } from '@horno/domain/reorder';
import type { QueryClient } from '@tanstack/react-query';
import { useChosenBranchStore } from '../../features/branches/store';
import { useCartStore } from '../../features/cart/store';
import { useDeliveryStore } from '../../features/delivery/store';
import { productsQueryOptions } from '../../features/menu/api/get-products';
import { specialProductsQueryOptions } from '../../features/menu/api/get-special-products';
import { soldOutPath } from '../../features/menu/api/sold-out';
import { api } from '../../lib/api-client';

/** 'Pedir de nuevo', priced: the order's lines with its branch's catalog and sold-out list of now. */
export async function priceReorder(queryClient: QueryClient, order: Order): Promise<Reorder> {
  const sede = order.sede.id;
  const [productos, especiales, agotados] = await Promise.all([
    queryClient.fetchQuery({ ...productsQueryOptions(sede), staleTime: 0 }),
    queryClient.fetchQuery({ ...specialProductsQueryOptions(sede), staleTime: 0 }),
    api.get<Agotados>(soldOutPath(sede), { anonymous: true }),
  ]);
  return reorder(order.productos_pedidos, { productos, especiales }, agotados);
}

/**
 * Puts the priced lines in the cart, at the order's branch. Another branch than the one shown
 * (`shownSedeId`) is chosen and the cart starts over (its lines were priced for the other
 * branch): the caller asks first when the cart holds anything. The address goes, as with any
 * change of branch.
 */
export function putInCart(order: Order, priced: Reorder, shownSedeId: number | null): void {
  const cart = useCartStore.getState();
  if (shownSedeId !== order.sede.id) {
    useDeliveryStore.getState().setAddress(null);
    cart.clear();
  }
  useChosenBranchStore.getState().setSedeId(order.sede.id);
  for (const line of priced.lines) cart.add(line);
}
