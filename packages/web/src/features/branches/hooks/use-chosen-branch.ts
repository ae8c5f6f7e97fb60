import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { keepLayerState } from '../../../lib/back-closes';
import { useBranchStatus } from '../api/get-branch-status';
import { useBranches } from '../api/get-branches';
import { firstOpenBranchId, parseBranchId, resolveBranchId } from '@horno/domain/menu-reads';
import { useChosenBranchStore } from '../store';

const PARAM = 'sede';

/**
 * The branch shown: the visitor's choice, else `?sede=` (a link), else the first branch open
 * now (kept for the visit, never remembered), else none: with every branch closed the visitor
 * is asked. `chooseBranch` records a choice and writes it in the address.
 */
export function useChosenBranch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const storedId = useChosenBranchStore((state) => state.sedeId);
  const keptFallback = useChosenBranchStore((state) => state.fallbackId);
  const branches = useBranches();
  const status = useBranchStatus();

  const list = branches.data;
  const exists = (id: number | null) => id !== null && list?.some((sede) => sede.id === id);
  // Once the list is known, a remembered branch that no longer exists is no choice.
  const chosenId = list && !exists(storedId) ? null : storedId;
  const urlId = parseBranchId(searchParams.get(PARAM));
  const statusSettled = status.data !== undefined || status.isError;
  const fallback =
    list && exists(keptFallback)
      ? keptFallback
      : list && statusSettled
        ? firstOpenBranchId(list, status.data)
        : null;
  const sedeId = resolveBranchId(list, { chosen: chosenId, fromUrl: urlId, fallback });
  const branch = list?.find((sede) => sede.id === sedeId) ?? null;

  const chooseBranch = useCallback(
    (id: number) => {
      useChosenBranchStore.getState().setSedeId(id);
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(PARAM, String(id));
          return next;
        },
        { replace: true, state: keepLayerState() },
      );
    },
    [setSearchParams],
  );

  /** Writes `?sede=` (or removes it) without choosing, replacing the history entry. */
  const showInUrl = useCallback(
    (id: number | null) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (id === null) next.delete(PARAM);
          else next.set(PARAM, String(id));
          return next;
        },
        { replace: true, state: keepLayerState() },
      ),
    [setSearchParams],
  );

  return {
    sedeId,
    branch,
    branches,
    urlId,
    /** The visitor's choice, if any (null until chosen, or when it no longer exists). */
    chosenId,
    /** True while the branch to show is not known yet (the lists are loading). */
    resolving: sedeId === null && (list ? !statusSettled : branches.isPending),
    /** True when the branch shown is not one the visitor chose or linked to. */
    isFallback: sedeId !== null && sedeId !== chosenId && sedeId !== urlId,
    fallback,
    chooseBranch,
    showInUrl,
  };
}

/**
 * Keeps the fallback branch for the visit and, where the page has a canonical address (the
 * menu), writes the chosen branch as `?sede={id}` when the address has none or an unknown one.
 * A valid `?sede=` of another branch is left to the app, which asks before switching. Mount it
 * once, in the layout.
 */
export function useSyncChosenBranch({ canonicalUrl }: { canonicalUrl: boolean }) {
  const { branches, urlId, chosenId, fallback, showInUrl } = useChosenBranch();
  const keptFallback = useChosenBranchStore((state) => state.fallbackId);
  const setFallbackId = useChosenBranchStore((state) => state.setFallbackId);
  const list = branches.data;
  const urlKnown = urlId !== null && list?.some((sede) => sede.id === urlId) === true;

  useEffect(() => {
    if (list && chosenId === null && fallback !== keptFallback) setFallbackId(fallback);
  }, [list, chosenId, fallback, keptFallback, setFallbackId]);

  useEffect(() => {
    if (!list || !canonicalUrl || urlKnown) return;
    if (chosenId !== null || urlId !== null) showInUrl(chosenId);
  }, [list, canonicalUrl, urlKnown, urlId, chosenId, showInUrl]);
}
