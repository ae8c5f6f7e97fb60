import { CHOSEN_BRANCH_COOKIE } from '@horno/domain/menu-reads';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { mirrorInCookie } from '../../lib/first-party-cookie';

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

/**
 * The choice is also kept in a cookie, which the server reads to send the chosen branch's
 * catalog with the menu's HTML (decision 036): the page draws it without asking.
 */
function rememberInCookie(sedeId: number | null): void {
  mirrorInCookie(CHOSEN_BRANCH_COOKIE, sedeId === null ? null : String(sedeId));
}

if (typeof document !== 'undefined') {
  // A choice remembered before the cookie existed gets one as the app starts.
  rememberInCookie(useChosenBranchStore.getState().sedeId);
  useChosenBranchStore.subscribe((state, previous) => {
    if (state.sedeId !== previous.sedeId) rememberInCookie(state.sedeId);
  });
}
