import {
  type EstadoPedido,
  ESTADOS_PEDIDO,
  isPedidoActivo,
  TIPOS_PEDIDO,
  type TipoPedido,
} from '@horno/domain/order-states';
import type { Order } from '@horno/domain/orders';

/** The board's two sections. */
export interface BoardOrders {
  activos: Order[];
  finalizados: Order[];
  /** How many finished orders the range holds, when the server answered only the first ones. */
  finalizadosTotal?: number | undefined;
}

export const TIPO_PEDIDO_LABELS: Record<TipoPedido, string> = {
  DOMICILIO: 'Domicilio',
  RECOGER: 'Recoger',
  MESA: 'Mesa',
};

const stateRank = (estado: EstadoPedido) => ESTADOS_PEDIDO.indexOf(estado);

/** The server's order: by state (PENDIENTE first), then the longest waiting first. */
export function sortBoardOrders(orders: readonly Order[]): Order[] {
  return [...orders].sort(
    (a, b) =>
      stateRank(a.estado) - stateRank(b.estado) ||
      new Date(a.fecha).getTime() - new Date(b.fecha).getTime() ||
      a.id - b.id,
  );
}

/**
 * The board after changing one order's state or activo flag, as the server will answer it: the
 * order moves between sections and to its place. Unknown ids leave the board as it was.
 */
export function patchBoardOrder(
  board: BoardOrders,
  id: number,
  patch: Partial<Pick<Order, 'estado' | 'activo'>>,
): BoardOrders {
  const current = [...board.activos, ...board.finalizados].find((o) => o.id === id);
  if (!current) return board;
  const changed = { ...current, ...patch };
  const others = (list: Order[]) => list.filter((o) => o.id !== id);
  const active = isPedidoActivo(changed);
  return {
    ...board,
    activos: sortBoardOrders(active ? [...others(board.activos), changed] : others(board.activos)),
    finalizados: sortBoardOrders(
      active ? others(board.finalizados) : [...others(board.finalizados), changed],
    ),
  };
}

/** The order types present in a list, in the usual order (for the section's tabs). */
export function typesPresent(orders: readonly Order[]): TipoPedido[] {
  const present = new Set(orders.map((o) => o.tipo_pedido));
  return TIPOS_PEDIDO.filter((tipo) => present.has(tipo));
}

export interface OrderCustomer {
  nombre: string;
  /**
   * The customer's phone. On a staff-created order only the one staff typed for the customer,
   * never the staff member's own (spec §1 hides it: it would be the staff's).
   */
  telefono: string | null;
  /** Created from the back office: shown in another colour. */
  fromStaff: boolean;
}

/** Who the order is for: the account's name or the guest's, with a phone when it may be shown. */
export function orderCustomer(order: Order): OrderCustomer {
  const fromStaff = order.creado_desde_admin;
  const nombre = order.usuario
    ? `${order.usuario.first_name} ${order.usuario.last_name}`.trim()
    : (order.invitado?.nombre ?? '');
  const numero = order.usuario ? order.usuario.numero : (order.invitado?.numero ?? null);
  return {
    nombre: nombre || (fromStaff ? 'Pedido del local' : 'Cliente sin nombre'),
    telefono: (fromStaff ? order.invitado?.numero : numero) || null,
    fromStaff,
  };
}

/** The customer's WhatsApp chat (+57 and the national number); null without a number. */
export function whatsappUrl(telefono: string | null): string | null {
  if (!telefono) return null;
  let digits = telefono.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('57')) digits = digits.slice(2);
  return digits.length > 0 ? `https://wa.me/57${digits}` : null;
}

/** The back office's page that changes order `id` (issue 31). */
export const orderEditPath = (id: number) => `/pedidos/${id}/modificar`;
