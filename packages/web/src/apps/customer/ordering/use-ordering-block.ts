import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useDeliveryStore } from '../../../features/delivery/store';
import { BRANCH_PAUSED_TEXT } from '@horno/domain/branch-pause';

export const BRANCH_CLOSED_TEXT = 'La sede no está abierta en este momento';
export const NO_BRANCH_TEXT = 'Elige una sede para agregar productos';

/** 'Programar pedido' was chosen for this branch (the closed-branches modal, issue 32). */
export function useOrderingForLater(sedeId: number | null): boolean {
  return useDeliveryStore((s) => s.cuando?.programar === true && s.cuando.sedeId === sedeId);
}

/**
 * Why the customer cannot add products right now, or null when they can: products are added
 * only with a chosen branch that is open and not paused (customer-app.md §2), or closed when the
 * order is for later. A branch missing from the status list counts as open (§4).
 */
export function useOrderingBlock(): string | null {
  const { sedeId, resolving } = useChosenBranch();
  const status = useBranchStatus();
  const later = useOrderingForLater(sedeId);
  if (sedeId === null) return resolving ? null : NO_BRANCH_TEXT;
  const estado = status.data?.find((item) => item.id === sedeId);
  if (estado?.abierta === false && !later) return BRANCH_CLOSED_TEXT;
  // 'Pausar pedidos en línea': open, but taking no online orders (the reason is in the badge).
  return estado?.pausada ? BRANCH_PAUSED_TEXT : null;
}

/** Ordering for later at the chosen branch while it is closed: the menu says so. */
export function useOrderingLaterWhileClosed(): boolean {
  const { sedeId } = useChosenBranch();
  const status = useBranchStatus();
  const later = useOrderingForLater(sedeId);
  return later && status.data?.find((item) => item.id === sedeId)?.abierta === false;
}
