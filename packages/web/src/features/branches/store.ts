import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface ChosenBranchState {
  /** The branch the visitor last chose, remembered between visits. */
  sedeId: number | null;
  setSedeId: (sedeId: number) => void;
}

export const useChosenBranchStore = create<ChosenBranchState>()(
  persist(
    (set) => ({
      sedeId: null,
      setSedeId: (sedeId) => set({ sedeId }),
    }),
    { name: 'horno-sede', partialize: (state) => ({ sedeId: state.sedeId }) },
  ),
);
