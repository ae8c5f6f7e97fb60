// The customer checkout's rules (customer-app.md §4, §5): which coupon is offered first and the
// payload sent to POST /api/pedidos/. When an order may be submitted is checkout-problems.ts:
// it parses with zod, which the checkout's first screen does without (decision 020).
import type { Cupon } from './auth';
import { type CartLine, toOrderLine } from './cart';
import type { TipoPedido } from './order-states';
import type { GuestContact, OrderInput } from './orders';
import type { MetodoPago } from './payments';
import { normalizePhone } from './phone';

export type { GuestContact } from './orders';

/** The order types a customer can choose at checkout (MESA is staff only). */
export const CHECKOUT_ORDER_TYPES = ['DOMICILIO', 'RECOGER'] as const;
export type CheckoutOrderType = (typeof CHECKOUT_ORDER_TYPES)[number];

/** The order types staff can register from staff mode: a table first, it is the usual one. */
export const STAFF_ORDER_TYPES = ['MESA', 'RECOGER', 'DOMICILIO'] as const;

/** Coupons a customer may use: current and not used (customer-app.md §5). */
export function usableCoupons(cupones: readonly Cupon[]): Cupon[] {
  return cupones.filter((c) => c.esta_vigente && !c.usado);
}

export interface CheckoutOrder {
  lines: readonly CartLine[];
  sedeId: number;
  tipoPedido: CheckoutOrderType;
  address: { direccion: string; placeId: string; costoDomicilio: number } | null;
  instrucciones: string;
  userId: number | null;
  guest: GuestContact;
  codigoCupon: string | null;
  payment: CheckoutPayment;
  /** 'Programar' (issue 32): the chosen slot's start; absent or null for 'Lo antes posible'. */
  programadoPara?: string | null;
}

/** How the customer pays: cash (with the amount they pay with, if they said) or a card reader. */
export interface CheckoutPayment {
  metodo: MetodoPago;
  /** Cash only; null for the exact total. */
  pagaCon: number | null;
}

/** The slot of an order for later; nothing for 'Lo antes posible'. */
const whenInput = (programadoPara: string | null | undefined) =>
  programadoPara ? { programado_para: programadoPara } : {};

/** The payment fields of the order payload: the amount only goes with cash. */
const paymentInput = ({ metodo, pagaCon }: CheckoutPayment) => ({
  metodo_pago: metodo,
  paga_con: metodo === 'EFECTIVO' ? pagaCon : null,
});

/** The POST /api/pedidos/ payload of a customer's checkout. */
export function checkoutOrderInput(order: CheckoutOrder): OrderInput {
  const delivery = order.tipoPedido === 'DOMICILIO' ? order.address : null;
  return {
    productosPedidos: order.lines.map(toOrderLine),
    direccion: delivery
      ? {
          direccion_entrega: delivery.direccion,
          instrucciones: order.instrucciones.trim(),
          place_id: delivery.placeId,
        }
      : null,
    tipo_pedido: order.tipoPedido,
    sede: order.sedeId,
    costo_domicilio: delivery?.costoDomicilio ?? 0,
    ...(order.userId !== null
      ? { id_usuario: order.userId }
      : {
          invitado: {
            nombre: order.guest.nombre.trim(),
            numero: normalizePhone(order.guest.numero),
          },
        }),
    codigo_cupon: order.userId !== null ? order.codigoCupon : null,
    ...paymentInput(order.payment),
    ...whenInput(order.programadoPara),
  };
}

/** Who a staff-mode order is for, as the cashier typed it. */
export interface StaffCustomer {
  nombre: string;
  numero: string;
}

export interface StaffCheckoutOrder {
  lines: readonly CartLine[];
  sedeId: number;
  tipoPedido: TipoPedido;
  mesaId: number | null;
  address: { direccion: string; placeId: string; costoDomicilio: number } | null;
  instrucciones: string;
  customer: StaffCustomer;
  payment: CheckoutPayment;
  /** 'Programar' (issue 32): the chosen slot's start; absent or null for 'Lo antes posible'. */
  programadoPara?: string | null;
}

/** The POST /api/pedidos/ payload of an order staff register from staff mode. */
export function staffOrderInput(order: StaffCheckoutOrder): OrderInput {
  const delivery = order.tipoPedido === 'DOMICILIO' ? order.address : null;
  const nombre = order.customer.nombre.trim();
  return {
    productosPedidos: order.lines.map(toOrderLine),
    direccion: delivery
      ? {
          direccion_entrega: delivery.direccion,
          instrucciones: order.instrucciones.trim(),
          place_id: delivery.placeId,
        }
      : null,
    tipo_pedido: order.tipoPedido,
    sede: order.sedeId,
    costo_domicilio: delivery?.costoDomicilio ?? 0,
    invitado: nombre ? { nombre, numero: normalizePhone(order.customer.numero) } : null,
    mesaId: order.tipoPedido === 'MESA' ? order.mesaId : null,
    creado_desde_admin: true,
    ...paymentInput(order.payment),
    ...whenInput(order.programadoPara),
  };
}
