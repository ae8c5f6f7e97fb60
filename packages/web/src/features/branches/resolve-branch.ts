import type { Sede } from '@horno/domain/branches';

/** Parses a `?sede=` value; anything but a positive integer counts as absent. */
export function parseBranchId(raw: string | null): number | null {
  if (raw === null || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The branch to show: the URL's, else the stored one, else the first. Until the list arrives
 * the candidates are trusted so the menu can load in parallel with the branches.
 */
export function resolveBranchId(
  branches: readonly Sede[] | undefined,
  fromUrl: number | null,
  stored: number | null,
): number | null {
  if (!branches) return fromUrl ?? stored;
  const exists = (id: number | null): id is number =>
    id !== null && branches.some((sede) => sede.id === id);
  if (exists(fromUrl)) return fromUrl;
  if (exists(stored)) return stored;
  return branches[0]?.id ?? null;
}
