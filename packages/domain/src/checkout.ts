// The customer checkout's rules (customer-app.md §4, §5): when an order may be submitted, which
// coupon is offered first, and the payload sent to POST /api/pedidos/.
import type { Cupon } from './auth';
import { type CartLine, toOrderLine } from './cart';
import type { TipoPedido } from './order-states';
import { type GuestContact, GuestContactSchema, type OrderInput } from './orders';
import type { MetodoPago } from './payments';
import { normalizePhone } from './phone';
import { ContactPhoneOrEmptySchema } from './phone-schemas';

export { GuestContactSchema, type GuestContact } from './orders';

/** The order types a customer can choose at checkout (MESA is staff only). */
export const CHECKOUT_ORDER_TYPES = ['DOMICILIO', 'RECOGER'] as const;
export type CheckoutOrderType = (typeof CHECKOUT_ORDER_TYPES)[number];

/** The order types staff can register from staff mode: a table first, it is the usual one. */
export const STAFF_ORDER_TYPES = ['MESA', 'RECOGER', 'DOMICILIO'] as const;

/** Something that keeps the order from being submitted. */
export type CheckoutProblem =
  | 'submitting'
  | 'branchClosed'
  | 'noBranch'
  | 'noAddress'
  | 'guestName'
  | 'guestPhone'
  | 'emptyCart';

export interface CheckoutState {
  submitting: boolean;
  lineCount: number;
  sedeId: number | null;
  branchOpen: boolean;
  tipoPedido: CheckoutOrderType;
  /** The chosen delivery address, quoted for `sedeId`. */
  hasAddress: boolean;
  /** The signed-in customer's id, or null for a guest. */
  userId: number | null;
  guest: GuestContact;
}

/** Every reason the checkout is blocked, in the order the page shows them (empty: may submit). */
export function checkoutProblems(state: CheckoutState): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (state.submitting) problems.push('submitting');
  if (state.lineCount === 0) problems.push('emptyCart');
  if (state.sedeId === null) problems.push('noBranch');
  else if (!state.branchOpen) problems.push('branchClosed');
  if (state.tipoPedido === 'DOMICILIO' && !state.hasAddress) problems.push('noAddress');
  if (state.userId === null) {
    const guest = GuestContactSchema.safeParse(state.guest);
    const fields = new Set(guest.error?.issues.map((issue) => issue.path[0]));
    if (fields.has('nombre')) problems.push('guestName');
    if (fields.has('numero')) problems.push('guestPhone');
  }
  return problems;
}

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
}

/** How the customer pays: cash (with the amount they pay with, if they said) or a card reader. */
export interface CheckoutPayment {
  metodo: MetodoPago;
  /** Cash only; null for the exact total. */
  pagaCon: number | null;
}

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
  };
}

/** Who a staff-mode order is for, as the cashier typed it. */
export interface StaffCustomer {
  nombre: string;
  numero: string;
}

/** Something that keeps a staff-mode order from being submitted. */
export type StaffCheckoutProblem =
  | 'submitting'
  | 'emptyCart'
  | 'noBranch'
  | 'noTable'
  | 'noAddress'
  | 'customerName'
  | 'customerPhone';

export interface StaffCheckoutState {
  submitting: boolean;
  lineCount: number;
  sedeId: number | null;
  tipoPedido: TipoPedido;
  mesaId: number | null;
  hasAddress: boolean;
  customer: StaffCustomer;
}

/**
 * Every reason a staff-mode order is blocked (empty: may submit). The branch's open state does
 * not matter (back-office.md §1). A table order may go without a name; a pick-up names its
 * customer; a delivery also needs the phone the rider calls. A phone, when typed, must be valid.
 */
export function staffCheckoutProblems(state: StaffCheckoutState): StaffCheckoutProblem[] {
  const problems: StaffCheckoutProblem[] = [];
  if (state.submitting) problems.push('submitting');
  if (state.lineCount === 0) problems.push('emptyCart');
  if (state.sedeId === null) problems.push('noBranch');
  if (state.tipoPedido === 'MESA' && state.mesaId === null) problems.push('noTable');
  if (state.tipoPedido === 'DOMICILIO' && !state.hasAddress) problems.push('noAddress');
  const nombre = state.customer.nombre.trim();
  const numero = normalizePhone(state.customer.numero);
  if (state.tipoPedido !== 'MESA' && !nombre) problems.push('customerName');
  if (
    (state.tipoPedido === 'DOMICILIO' && !numero) ||
    !ContactPhoneOrEmptySchema.safeParse(numero).success
  ) {
    problems.push('customerPhone');
  }
  return problems;
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
  };
}
