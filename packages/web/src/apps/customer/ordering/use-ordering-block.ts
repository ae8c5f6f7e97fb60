import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { BRANCH_PAUSED_TEXT } from '@horno/domain/branch-pause';

export const BRANCH_CLOSED_TEXT = 'La sede no está abierta en este momento';
export const NO_BRANCH_TEXT = 'Elige una sede para agregar productos';

/**
 * Why the customer cannot add products right now, or null when they can: products are added
 * only with a chosen branch that is open and not paused (customer-app.md §2). A branch missing from the
 * status list counts as open (§4).
 */
export function useOrderingBlock(): string | null {
  const { sedeId, resolving } = useChosenBranch();
  const status = useBranchStatus();
  if (sedeId === null) return resolving ? null : NO_BRANCH_TEXT;
  const estado = status.data?.find((item) => item.id === sedeId);
  if (estado?.abierta === false) return BRANCH_CLOSED_TEXT;
  // 'Pausar pedidos en línea': open, but taking no online orders (the reason is in the badge).
  return estado?.pausada ? BRANCH_PAUSED_TEXT : null;
}
