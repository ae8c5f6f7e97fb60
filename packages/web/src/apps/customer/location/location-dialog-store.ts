import { create } from 'zustand';

interface LocationDialogState {
  open: boolean;
  setOpen: (open: boolean) => void;
}

/** Whether 'Seleccionar sede y dirección' is open; the top bar and the menu open it. */
export const useLocationDialogStore = create<LocationDialogState>()((set) => ({
  open: false,
  setOpen: (open) => set({ open }),
}));

export const openLocationDialog = () => useLocationDialogStore.getState().setOpen(true);
