import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useBranches } from '../api/get-branches';
import { parseBranchId, resolveBranchId } from '../resolve-branch';
import { useChosenBranchStore } from '../store';

const PARAM = 'sede';

/**
 * The chosen branch: `?sede=` when valid, else the remembered one, else the first. Choosing
 * writes only the address (replacing the history entry); `useSyncChosenBranch` remembers it.
 */
export function useChosenBranch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const storedId = useChosenBranchStore((state) => state.sedeId);
  const branches = useBranches();

  const urlId = parseBranchId(searchParams.get(PARAM));
  const sedeId = resolveBranchId(branches.data, urlId, storedId);
  const branch = branches.data?.find((sede) => sede.id === sedeId) ?? null;

  const chooseBranch = useCallback(
    (id: number) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(PARAM, String(id));
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  return { sedeId, branch, branches, urlId, storedId, chooseBranch };
}

/**
 * Remembers the resolved branch and, where the page has a canonical address (the menu),
 * writes it as `?sede={id}` without adding a history entry. Mount it once, in the layout.
 */
export function useSyncChosenBranch({ canonicalUrl }: { canonicalUrl: boolean }) {
  const { sedeId, branches, urlId, storedId, chooseBranch } = useChosenBranch();
  const setStoredId = useChosenBranchStore((state) => state.setSedeId);
  const loaded = branches.data !== undefined;

  useEffect(() => {
    if (!loaded || sedeId === null) return;
    if (storedId !== sedeId) setStoredId(sedeId);
    if (canonicalUrl && urlId !== sedeId) chooseBranch(sedeId);
  }, [loaded, sedeId, storedId, urlId, canonicalUrl, setStoredId, chooseBranch]);
}
