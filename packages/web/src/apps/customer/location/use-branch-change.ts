import type { Sede } from '@horno/domain/branches';
import type { CartLine } from '@horno/domain/cart';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { getBranch } from '../../../features/branches/api/get-branch';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { linesNotSoldAt } from '../../../features/branches/unavailable-lines';
import { useCartStore } from '../../../features/cart/store';
import { useDeliveryStore } from '../../../features/delivery/store';
import { notify } from '../../../lib/toast';

const BRANCH_TOAST_MS = 5_000;
const CHECK_FAILED = 'Error al verificar productos disponibles. Intenta nuevamente.';

interface Announcement {
  text: string;
  error: boolean;
}

export interface PendingBranchChange {
  to: Sede;
  /** Cart lines the new branch does not sell. */
  lines: CartLine[];
}

export interface BranchChangeOptions {
  /** Runs once the change is done (now or after confirming). */
  onChanged?: (to: Sede) => void;
  /** What the toast says once changed, when no product was removed ('Ahora puedes ver…'). */
  message?: string;
  /** Runs when the change does not happen: cancelled, or the cart check failed. */
  onCancelled?: () => void;
  /**
   * Asked from inside 'Seleccionar sede y dirección': the outcome is said there, in the open
   * modal, instead of in a toast behind it.
   */
  inline?: boolean;
}

/**
 * Changing the chosen branch (customer-app.md §4): with products in the cart, the ones the new
 * branch does not sell are listed for confirmation first; the change clears the address and fee.
 * The selector, the closed-branches modal and a link with another `?sede=` all go through here.
 */
export function useBranchChange() {
  const { sedeId, chooseBranch } = useChosenBranch();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState<Sede | null>(null);
  const [pending, setPending] = useState<PendingBranchChange | null>(null);
  // Toasts behind a modal dialog are hidden from screen readers: said inside the modal instead.
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const options = useRef<BranchChangeOptions>({});

  const switchTo = (to: Sede, removed: readonly CartLine[]) => {
    if (removed.length > 0) useCartStore.getState().removeMany(removed.map((l) => l.uniqueId));
    if (to.id !== sedeId) useDeliveryStore.getState().setAddress(null);
    chooseBranch(to.id);
    const message =
      removed.length > 0
        ? `Ubicación cambiada a ${to.nombre}. ${removed.length} producto(s) removido(s) del carrito.`
        : (options.current.message ?? `Ahora puedes ver el menú de ${to.nombre}`);
    const { onChanged, inline } = options.current;
    options.current = {};
    if (inline) setAnnouncement({ text: message, error: false });
    else notify.success(message, { duration: BRANCH_TOAST_MS });
    onChanged?.(to);
  };

  const giveUp = () => {
    const { onCancelled } = options.current;
    options.current = {};
    onCancelled?.();
  };

  /** Asks to change to `to`; false when another change is still being asked. */
  const request = async (to: Sede, asked: BranchChangeOptions = {}): Promise<boolean> => {
    if (checking || pending) return false;
    setAnnouncement(null);
    options.current = asked;
    const lines = useCartStore.getState().lines;
    if (to.id === sedeId || lines.length === 0) {
      switchTo(to, []);
      return true;
    }
    setChecking(to);
    try {
      // What the branch sells now, not what the cached list said.
      const fresh = await queryClient.fetchQuery({
        queryKey: ['branch', to.id],
        queryFn: ({ signal }) => getBranch(to.id, signal),
        staleTime: 0,
      });
      const removed = linesNotSoldAt(fresh, useCartStore.getState().lines);
      if (removed.length === 0) switchTo(fresh, []);
      else setPending({ to: fresh, lines: removed });
    } catch {
      const inline = options.current.inline;
      giveUp();
      notify.error(CHECK_FAILED);
      if (inline) setAnnouncement({ text: CHECK_FAILED, error: true });
    } finally {
      setChecking(null);
    }
    return true;
  };

  const confirm = () => {
    if (!pending) return;
    setPending(null);
    switchTo(pending.to, pending.lines);
  };

  /** Keeps the current branch, address and cart. */
  const cancel = () => {
    if (!pending) return;
    setPending(null);
    giveUp();
  };

  return {
    /** The branch being checked or awaiting confirmation. */
    target: pending?.to ?? checking,
    checking: checking !== null,
    pending,
    request,
    confirm,
    cancel,
    /** What the last change asked from the modal did, until `clearAnnouncement`. */
    announcement,
    clearAnnouncement: () => setAnnouncement(null),
  };
}

export type BranchChange = ReturnType<typeof useBranchChange>;
