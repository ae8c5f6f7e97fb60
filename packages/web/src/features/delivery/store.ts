import type { TipoPedido } from '@horno/domain/order-states';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** A delivery address chosen from the suggestions, with its quoted fee. */
export interface ChosenAddress {
  placeId: string;
  direccion: string;
  lat: number;
  lng: number;
  /** The branch the fee was quoted for; a branch change clears the address. */
  sedeId: number;
  costoDomicilio: number;
  duracionMin: number;
}

/** How and where the order is delivered (the spec's "order store": location text and fee). */
export interface DeliveryState {
  tipoPedido: TipoPedido;
  address: ChosenAddress | null;
  instrucciones: string;
  /** Table of a staff MESA order. */
  mesa: { id: number; nombre: string } | null;
  setTipoPedido: (tipo: TipoPedido) => void;
  setAddress: (address: ChosenAddress | null) => void;
  setInstrucciones: (text: string) => void;
  setMesa: (mesa: { id: number; nombre: string } | null) => void;
  reset: () => void;
}

export const useDeliveryStore = create<DeliveryState>()(
  persist(
    (set) => ({
      tipoPedido: 'DOMICILIO',
      address: null,
      instrucciones: '',
      mesa: null,
      setTipoPedido: (tipoPedido) => set({ tipoPedido }),
      setAddress: (address) => set({ address }),
      setInstrucciones: (instrucciones) => set({ instrucciones }),
      setMesa: (mesa) => set({ mesa }),
      reset: () => set({ tipoPedido: 'DOMICILIO', address: null, instrucciones: '', mesa: null }),
    }),
    { name: 'horno-entrega', version: 1 },
  ),
);
