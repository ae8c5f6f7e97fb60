import type { CartLine } from '@horno/domain/cart';
import type { TipoPedido } from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';
import { cartLineOfOrder } from '@horno/domain/reorder';
import type { WhenPreference } from '../../../features/checkout/when-choice';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { useCartPanelStore } from '../../../features/cart/panel-store';
import { useCartStore } from '../../../features/cart/store';
import type { ChosenAddress, ChosenTable } from '../../../features/delivery/store';

/**
 * Changing a placed order (issue 31): the staff member edits its lines in the back office's cart,
 * with the staff menu, the product modal and the cart panel they already use for a new order.
 * What the cart held before (a new order being taken) is set aside and put back when the change
 * is saved or given up. Kept on the device, so a reload or a trip to the menu loses nothing.
 */
export interface OrderEditSession {
  pedido: number;
  sedeId: number;
  /** The order's version when it was loaded (`If-Match`): a change made meanwhile is refused. */
  version: string | null;
  /** The order's lines by their cart key: the id they keep and the price they were sold at. */
  lineas: Record<string, { id: number; precio: number }>;
  tipoPedido: TipoPedido;
  /** A new address chosen for the delivery; null keeps the order's own. */
  address: ChosenAddress | null;
  instrucciones: string;
  mesa: ChosenTable | null;
  /** Cash: what the customer pays with (null: the exact total). */
  pagaCon: number | null;
  /** Another time for the order, being chosen; null (or absent) keeps the order's own. */
  cuando?: WhenPreference | null;
  /** The cart as it was before the change began. */
  stash: CartLine[];
}

interface OrderEditState {
  session: OrderEditSession | null;
  update: (change: Partial<Omit<OrderEditSession, 'pedido' | 'stash'>>) => void;
}

export const useOrderEditStore = create<OrderEditState>()(
  persist(
    (set) => ({
      session: null,
      update: (change) =>
        set(({ session }) => (session ? { session: { ...session, ...change } } : {})),
    }),
    { name: 'horno-modificar-pedido', version: 1, partialize: ({ session }) => ({ session }) },
  ),
);

/** Starts changing `order`: its lines go into the cart, what the cart held is set aside. */
export function startOrderEdit(order: Order, version: string | null): void {
  const current = useOrderEditStore.getState().session;
  // Starting again (another order, or the same one read again) keeps the first stash.
  const stash = current ? current.stash : useCartStore.getState().lines;
  // Two lines alike (one order may have them) stay two lines: the second's key is made unique.
  const seen = new Set<string>();
  const lines = order.productos_pedidos.map((orderLine) => {
    const line = cartLineOfOrder(orderLine);
    let key = line.uniqueId;
    for (let n = 2; seen.has(key); n++) key = `${line.uniqueId}#${n}`;
    seen.add(key);
    return { ...line, uniqueId: key };
  });
  useCartStore.setState({ lines });
  // A cart filling up opens its panel on a wide screen; here the page itself shows the lines.
  useCartPanelStore.getState().setOpen(false);
  useOrderEditStore.setState({
    session: {
      pedido: order.id,
      sedeId: order.sede.id,
      version,
      lineas: Object.fromEntries(
        lines.map((l, i) => [l.uniqueId, { id: order.productos_pedidos[i]!.id, precio: l.precio }]),
      ),
      tipoPedido: order.tipo_pedido,
      address: null,
      instrucciones: order.direccion?.instrucciones ?? '',
      mesa: order.mesa && { ...order.mesa, sedeId: order.sede.id },
      pagaCon: order.paga_con,
      stash,
    },
  });
}

/** Ends the change (saved or given up): the cart gets back what it held before. */
export function endOrderEdit(): void {
  const session = useOrderEditStore.getState().session;
  if (!session) return;
  useCartStore.setState({ lines: session.stash });
  useOrderEditStore.setState({ session: null });
}
