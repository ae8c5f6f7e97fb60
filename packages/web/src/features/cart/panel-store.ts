import { create } from 'zustand';

interface CartPanelState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether the cart side panel is open: the top bar's button and the panel share it. */
export const useCartPanelStore = create<CartPanelState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openCartPanel = () => useCartPanelStore.getState().setOpen(true);
export const closeCartPanel = () => useCartPanelStore.getState().setOpen(false);
