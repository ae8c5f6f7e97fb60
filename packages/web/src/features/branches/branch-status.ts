import { branchPausedMessage } from '@horno/domain/branch-pause';
import type { EstadoSede } from '@horno/domain/branches';
import { isBranchOpen } from '@horno/domain/menu-reads';

// customer-app.md §4/§9: refresh every 5 minutes while the soonest change is 30 minutes away or less.
export const STATUS_REFRESH_MS = 300_000;
const SOON_MINUTES = 30;

export { isBranchOpen };

/** Minutes until the soonest opening or closing of any branch, or null when none is known. */
export function soonestChange(estados: readonly EstadoSede[] | undefined): number | null {
  let soonest: number | null = null;
  for (const { minutos_para_cambio: minutes } of estados ?? []) {
    if (minutes !== null && (soonest === null || minutes < soonest)) soonest = minutes;
  }
  return soonest;
}

/** Whether the status list should be refreshed every `STATUS_REFRESH_MS`. */
export function shouldRefreshStatus(estados: readonly EstadoSede[] | undefined): boolean {
  const soonest = soonestChange(estados);
  return soonest !== null && soonest <= SOON_MINUTES;
}

/** True when there are branches and none of them is open. */
export function allBranchesClosed(
  sedeIds: readonly number[],
  estados: readonly EstadoSede[] | undefined,
): boolean {
  if (!estados || sedeIds.length === 0) return false;
  return sedeIds.every((id) => !isBranchOpen(estados, id));
}

export type ClosedReason = 'all' | 'selected';

/**
 * Why the closed-branches modal should appear: every branch is closed, or the chosen one is;
 * null while the lists are loading or when the chosen branch is open.
 */
export function closedBranchesReason(
  sedeIds: readonly number[] | undefined,
  estados: readonly EstadoSede[] | undefined,
  chosenId: number | null,
): ClosedReason | null {
  if (!sedeIds || !estados) return null;
  if (allBranchesClosed(sedeIds, estados)) return 'all';
  if (chosenId !== null && sedeIds.includes(chosenId) && !isBranchOpen(estados, chosenId))
    return 'selected';
  return null;
}

/** Why the branch takes no online orders although it is open ('Pausar pedidos en línea'), or null. */
export function pausedMessage(
  estados: readonly EstadoSede[] | undefined,
  sedeId: number | null,
): string | null {
  const estado = sedeId === null ? undefined : estados?.find((item) => item.id === sedeId);
  return estado?.pausada ? branchPausedMessage(estado.motivo_pausa) : null;
}
