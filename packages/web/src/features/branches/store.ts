import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface ChosenBranchState {
  /** The branch the visitor chose, remembered between visits; null until they choose one. */
  sedeId: number | null;
  /** Where a visitor who chose none started this visit; kept for the visit only. */
  fallbackId: number | null;
  setSedeId: (sedeId: number) => void;
  setFallbackId: (sedeId: number | null) => void;
}

export const useChosenBranchStore = create<ChosenBranchState>()(
  persist(
    (set) => ({
      sedeId: null,
      fallbackId: null,
      setSedeId: (sedeId) => set({ sedeId }),
      setFallbackId: (fallbackId) => set({ fallbackId }),
    }),
    { name: 'horno-sede', partialize: (state) => ({ sedeId: state.sedeId }) },
  ),
);
