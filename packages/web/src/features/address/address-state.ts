import { ORDER_MESSAGES } from '@horno/domain/order-messages';

/** A suggestion quoted for a branch: inside its delivery area, with the fee. */
export interface QuotedAddress {
  placeId: string;
  direccion: string;
  lat: number;
  lng: number;
  sedeId: number;
  costoDomicilio: number;
  duracionMin: number;
  /** '2,3 km'; unknown for an address remembered from an earlier visit. */
  distancia: string | null;
  /** The delivery area it lies in, and that area's minimum order (0 or unknown: none). */
  zona?: string | null;
  pedidoMinimo?: number;
}

/** customer-app.md §4 address states. */
export type AddressStatus = 'none' | 'searching' | 'notFound' | 'outside' | 'valid';

export type AddressNotice = 'notFound' | 'outside' | 'searchError' | 'quoteError';

export const ADDRESS_MESSAGES: Record<AddressNotice, string> = {
  notFound: ORDER_MESSAGES.addressNotFound,
  outside: ORDER_MESSAGES.outsideArea,
  searchError: 'Error buscando direcciones.',
  quoteError: 'No se pudo calcular el costo del domicilio.',
};

export const NO_BRANCH_MESSAGE = 'Por favor selecciona una sede primero.';
export const NO_ADDRESS_MESSAGE = 'Por favor selecciona una dirección válida.';
export const PICK_ADDRESS_MESSAGE =
  'Busca, selecciona una dirección válida y espera el cálculo del domicilio.';

/** The state of the address search from what it knows. */
export function addressStatus(search: {
  quoted: QuotedAddress | null;
  busy: boolean;
  notice: AddressNotice | null;
}): AddressStatus {
  if (search.busy) return 'searching';
  if (search.notice === 'outside') return 'outside';
  if (search.notice === 'notFound') return 'notFound';
  return search.quoted ? 'valid' : 'none';
}

/** Confirm needs an open branch with a valid address quoted for it, and nothing loading. */
export function canConfirm(input: {
  sedeId: number | null;
  branchOpen: boolean;
  status: AddressStatus;
  quoted: QuotedAddress | null;
  loading: boolean;
}): boolean {
  return (
    input.sedeId !== null &&
    input.branchOpen &&
    !input.loading &&
    input.status === 'valid' &&
    input.quoted?.sedeId === input.sedeId
  );
}

/** Why 'Confirmar selección' is not available yet, or null when it is. */
export function confirmBlocker(input: {
  sedeId: number | null;
  status: AddressStatus;
}): string | null {
  if (input.sedeId === null) return NO_BRANCH_MESSAGE;
  if (input.status === 'valid' || input.status === 'searching') return null;
  if (input.status === 'none') return PICK_ADDRESS_MESSAGE;
  return NO_ADDRESS_MESSAGE;
}

/** The hint 'En otro momento' leaves, by what is still missing; null when nothing is. */
export function laterHint(input: { hasBranch: boolean; hasAddress: boolean }): string | null {
  if (!input.hasBranch && !input.hasAddress)
    return 'Cuando quieras, elige tu sede y tu dirección de entrega desde la barra superior.';
  if (!input.hasAddress)
    return 'Cuando quieras, agrega tu dirección de entrega desde la barra superior.';
  if (!input.hasBranch) return 'Cuando quieras, elige tu sede desde la barra superior.';
  return null;
}
