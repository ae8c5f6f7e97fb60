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

export interface ChosenTable {
  id: number;
  nombre: string;
  sedeId: number;
}

/** How and where the order is delivered (the spec's "order store": location text and fee). */
export interface DeliveryState {
  tipoPedido: TipoPedido;
  address: ChosenAddress | null;
  instrucciones: string;
  /** Table of a staff MESA order, at the branch `sedeId`. */
  mesa: ChosenTable | null;
  /** Who a staff-mode order is for; kept in memory only, never stored on the device. */
  cliente: { nombre: string; numero: string };
  setTipoPedido: (tipo: TipoPedido) => void;
  setAddress: (address: ChosenAddress | null) => void;
  setInstrucciones: (text: string) => void;
  setMesa: (mesa: ChosenTable | null) => void;
  setCliente: (cliente: Partial<{ nombre: string; numero: string }>) => void;
  /** After an order: forget its address details, table and customer; keep the order type. */
  reset: () => void;
}

export const useDeliveryStore = create<DeliveryState>()(
  persist(
    (set) => ({
      tipoPedido: 'DOMICILIO',
      address: null,
      instrucciones: '',
      mesa: null,
      cliente: { nombre: '', numero: '' },
      setTipoPedido: (tipoPedido) => set({ tipoPedido }),
      setAddress: (address) => set({ address }),
      setInstrucciones: (instrucciones) => set({ instrucciones }),
      setMesa: (mesa) => set({ mesa }),
      setCliente: (cliente) => set((state) => ({ cliente: { ...state.cliente, ...cliente } })),
      reset: () =>
        set({ address: null, instrucciones: '', mesa: null, cliente: { nombre: '', numero: '' } }),
    }),
    {
      name: 'horno-entrega',
      version: 1,
      partialize: ({ tipoPedido, address, instrucciones, mesa }) => ({
        tipoPedido,
        address,
        instrucciones,
        mesa,
      }),
    },
  ),
);
