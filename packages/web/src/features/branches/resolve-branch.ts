import type { EstadoSede, Sede } from '@horno/domain/branches';
import { isBranchOpen } from './branch-status';

/** Parses a `?sede=` value; anything but a positive integer counts as absent. */
export function parseBranchId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Where a visitor who has chosen no branch starts: the first branch open now, or the first one
 * when the statuses could not be loaded (`estados` undefined). Null when every branch is closed:
 * then the visitor is asked (issue 17: never a branch they did not choose, and an error about it).
 */
export function firstOpenBranchId(
  branches: readonly Sede[],
  estados: readonly EstadoSede[] | undefined,
): number | null {
  return branches.find((sede) => isBranchOpen(estados, sede.id))?.id ?? null;
}

export interface BranchCandidates {
  /** The branch the visitor chose (remembered between visits). */
  chosen: number | null;
  /** `?sede=` in the address. */
  fromUrl: number | null;
  /** Where a visitor who chose none starts (`firstOpenBranchId`, kept for the visit). */
  fallback: number | null;
}

/**
 * The branch to show: the chosen one, else the address's (a link), else the fallback. A link to
 * another branch does not replace a choice by itself: the app asks first (customer-app.md §4).
 * Until the list arrives the candidates are trusted so the menu can load in parallel.
 */
export function resolveBranchId(
  branches: readonly Sede[] | undefined,
  { chosen, fromUrl, fallback }: BranchCandidates,
): number | null {
  if (!branches) return chosen ?? fromUrl;
  const exists = (id: number | null): id is number =>
    id !== null && branches.some((sede) => sede.id === id);
  if (exists(chosen)) return chosen;
  if (exists(fromUrl)) return fromUrl;
  if (exists(fallback)) return fallback;
  return null;
}
