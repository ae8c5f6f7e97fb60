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

/**
 * 'Lo antes posible' or 'Programar' (issue 32), as chosen at a branch on a day. A slot counts
 * only while it is one of that branch's free slots now: another branch, a day passing or a full
 * slot drop it; the next day the checkout starts afresh.
 */
export interface ChosenWhen {
  sedeId: number;
  /** The Bogotá day ('yyyy-MM-dd', the server's clock) it was chosen on. */
  dia: string;
  programar: boolean;
  /** The chosen slot's start (ISO); null until one is tapped. */
  inicio: string | null;
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
  /** When the order is wanted; null: not chosen (the checkout picks the default). */
  cuando: ChosenWhen | null;
  setTipoPedido: (tipo: TipoPedido) => void;
  setAddress: (address: ChosenAddress | null) => void;
  setInstrucciones: (text: string) => void;
  setMesa: (mesa: ChosenTable | null) => void;
  setCliente: (cliente: Partial<{ nombre: string; numero: string }>) => void;
  setCuando: (cuando: ChosenWhen | null) => void;
  /** After an order: forget its address details, table, customer and time; keep the order type. */
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
      cuando: null,
      setTipoPedido: (tipoPedido) => set({ tipoPedido }),
      setAddress: (address) => set({ address }),
      setInstrucciones: (instrucciones) => set({ instrucciones }),
      setMesa: (mesa) => set({ mesa }),
      setCliente: (cliente) => set((state) => ({ cliente: { ...state.cliente, ...cliente } })),
      setCuando: (cuando) => set({ cuando }),
      reset: () =>
        set({
          address: null,
          instrucciones: '',
          mesa: null,
          cliente: { nombre: '', numero: '' },
          cuando: null,
        }),
    }),
    {
      name: 'horno-entrega',
      version: 1,
      // 'Programar pedido' at a closed branch lets its menu take products: kept on a reload.
      partialize: ({ tipoPedido, address, instrucciones, mesa, cuando }) => ({
        tipoPedido,
        address,
        instrucciones,
        mesa,
        cuando,
      }),
    },
  ),
);
