// When an order may be submitted, from the customer's checkout (customer-app.md §4) or from
// staff mode (back-office.md §1). Apart from checkout.ts because it parses with the order's zod
// schemas: the checkout loads it for its first submit, not with its first screen (decision 020).
import type { CheckoutOrderType, StaffCustomer } from './checkout';
import type { TipoPedido } from './order-states';
import { type GuestContact, GuestContactSchema } from './orders';
import { normalizePhone } from './phone';
import { ContactPhoneOrEmptySchema } from './phone-schemas';

/** Something that keeps the order from being submitted. */
export type CheckoutProblem =
  | 'submitting'
  | 'branchClosed'
  | 'noBranch'
  | 'noAddress'
  | 'guestName'
  | 'guestPhone'
  | 'emptyCart'
  | 'noSlot';

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
  /** 'Programar' chosen (issue 32): a closed branch takes the order, once a slot is chosen. */
  programar: boolean;
  /** The chosen slot's start, or null. */
  programadoPara: string | null;
}

/** Every reason the checkout is blocked, in the order the page shows them (empty: may submit). */
export function checkoutProblems(state: CheckoutState): CheckoutProblem[] {
  const problems: CheckoutProblem[] = [];
  if (state.submitting) problems.push('submitting');
  if (state.lineCount === 0) problems.push('emptyCart');
  if (state.sedeId === null) problems.push('noBranch');
  else if (!state.branchOpen && !state.programar) problems.push('branchClosed');
  if (state.programar && !state.programadoPara) problems.push('noSlot');
  if (state.tipoPedido === 'DOMICILIO' && !state.hasAddress) problems.push('noAddress');
  if (state.userId === null) {
    const guest = GuestContactSchema.safeParse(state.guest);
    const fields = new Set(guest.error?.issues.map((issue) => issue.path[0]));
    if (fields.has('nombre')) problems.push('guestName');
    if (fields.has('numero')) problems.push('guestPhone');
  }
  return problems;
}

/** Something that keeps a staff-mode order from being submitted. */
export type StaffCheckoutProblem =
  | 'submitting'
  | 'emptyCart'
  | 'noBranch'
  | 'noTable'
  | 'noAddress'
  | 'customerName'
  | 'customerPhone'
  | 'noSlot';

export interface StaffCheckoutState {
  submitting: boolean;
  lineCount: number;
  sedeId: number | null;
  tipoPedido: TipoPedido;
  mesaId: number | null;
  hasAddress: boolean;
  customer: StaffCustomer;
  /** 'Programar' chosen (issue 32), and the slot's start once chosen. */
  programar: boolean;
  programadoPara: string | null;
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
  if (state.programar && !state.programadoPara) problems.push('noSlot');
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
