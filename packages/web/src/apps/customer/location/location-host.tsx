import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { useLocation, useMatch, useNavigationType } from 'react-router';
import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { type ClosedReason, closedBranchesReason } from '../../../features/branches/branch-status';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useChosenBranchStore } from '../../../features/branches/store';
import { useCartStore } from '../../../features/cart/store';
import { useDeliveryStore } from '../../../features/delivery/store';
import { WhatsappButton } from '../../../features/whatsapp/components/whatsapp-button';
import { useOrderingForLater } from '../ordering/use-ordering-block';
import { useLocationDialogStore } from './location-dialog-store';
import type { UrlBranchRequest } from './location-dialogs';

// Fetched the first time one of them is needed: the menu's first load stays small.
const LocationDialogs = lazy(() => import('./location-dialogs'));

/** Renders its children from the first time `when` is true on, so they can close in place. */
function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** A delivery address quoted for another branch is no longer valid: forget it. */
function useForgetStaleAddress(sedeId: number | null, loaded: boolean) {
  const address = useDeliveryStore((state) => state.address);
  const setAddress = useDeliveryStore((state) => state.setAddress);
  useEffect(() => {
    if (loaded && sedeId !== null && address && address.sedeId !== sedeId) setAddress(null);
  }, [loaded, sedeId, address, setAddress]);
}

/**
 * Products added at the branch shown make it the visitor's choice: the cart belongs to it, and
 * a later visit must not start on another branch.
 */
function useCartKeepsBranch(sedeId: number | null, chosenId: number | null, loaded: boolean) {
  const hasLines = useCartStore((state) => state.lines.length > 0);
  useEffect(() => {
    if (loaded && hasLines && chosenId === null && sedeId !== null) {
      useChosenBranchStore.getState().setSedeId(sedeId);
    }
  }, [loaded, hasLines, chosenId, sedeId]);
}

/**
 * A `?sede=` of another branch than the chosen one (a link, a typed address) goes the way of the
 * branch selector: with no choice yet it is taken at once; otherwise the change is asked for
 * (customer-app.md §4) and cancelling puts the chosen branch back in the address. Back or Forward
 * to an address of an older branch only puts the chosen branch back: the branch is a setting.
 */
function useBranchFromUrl() {
  const { branches, urlId, chosenId, chooseBranch, showInUrl } = useChosenBranch();
  const navigationType = useNavigationType();
  // Every navigation counts, even one ending on the address the last rendered one had.
  const { key } = useLocation();
  const [request, setRequest] = useState<UrlBranchRequest | null>(null);
  // The last `?sede=` handled (undefined before the first): a choice made elsewhere changes the
  // store a moment before the address, and must not read as a request for the old branch.
  const seen = useRef<number | null | undefined>(undefined);
  const list = branches.data;

  useEffect(() => {
    if (!list) return;
    const first = seen.current === undefined;
    const known = seen.current === urlId;
    seen.current = urlId;
    const to = list.find((sede) => sede.id === urlId);
    if (!to || to.id === chosenId) return;
    if (chosenId === null) chooseBranch(to.id);
    // Back lands on entries whose address may predate the choice (closing a sheet pops one).
    else if (navigationType === 'POP' && !first) showInUrl(chosenId);
    else if (first || !known) setRequest({ to, onCancelled: () => showInUrl(chosenId) });
  }, [list, urlId, chosenId, navigationType, key, chooseBranch, showInUrl]);

  return { request, taken: () => setRequest(null) };
}

/**
 * The closed-branches modal on the menu: when the statuses first arrive and every branch or the
 * chosen one is closed, and again whenever every branch becomes closed. A branch the visitor
 * did not choose is never the subject of an error (issue 17): with none chosen they start on an
 * open one, or are asked when all are closed.
 */
function useClosedBranchesPrompt(enabled: boolean, sedeId: number | null) {
  const { branches } = useChosenBranch();
  const status = useBranchStatus();
  const loaded = branches.data !== undefined && status.data !== undefined;
  const reason = closedBranchesReason(
    branches.data?.map((sede) => sede.id),
    status.data,
    sedeId,
  );
  // undefined until the first decision; a branch chosen later on purpose does not prompt, but
  // the same branch closing while the page is open does (staff closed it for today).
  const previous = useRef<ClosedReason | null | undefined>(undefined);
  const previousSede = useRef(sedeId);
  const [shown, setShown] = useState<ClosedReason | null>(null);

  useEffect(() => {
    if (!enabled || !loaded) return;
    const before = previous.current;
    const sameBranch = previousSede.current === sedeId;
    previous.current = reason;
    previousSede.current = sedeId;
    if (reason === 'all' && before !== 'all') setShown('all');
    // As it opened by itself, 'all closed' goes by itself once a branch opens (issue 30).
    if (before === 'all' && reason !== 'all')
      setShown((current) => (current === 'all' ? null : current));
    if (reason === 'selected' && (before === undefined || (before === null && sameBranch)))
      setShown('selected');
  }, [enabled, loaded, reason, sedeId]);

  return { reason: shown, dismiss: () => setShown(null) };
}

/**
 * Where the branch and the delivery address are chosen: the 'Seleccionar sede y dirección'
 * modal, the branch-change confirmation, the closed-branches modal and the WhatsApp button.
 * Mounted once in the customer layout.
 */
export function LocationHost() {
  const onMenu = useMatch('/menu/*') !== null;
  const onLogin = useMatch('/login') !== null;
  const onCheckout = useMatch(`/${CHECKOUT_PATH}`) !== null;
  const onChat = useMatch('/chat-whatsapp/*') !== null;
  const { sedeId, branch, branches, chosenId, isFallback } = useChosenBranch();
  const dialogOpen = useLocationDialogStore((state) => state.open);
  const setDialogOpen = useLocationDialogStore((state) => state.setOpen);
  const loaded = branches.data !== undefined;
  useForgetStaleAddress(sedeId, loaded);
  useCartKeepsBranch(sedeId, chosenId, loaded);
  const fromUrl = useBranchFromUrl();
  // Ordering for later at the chosen branch: its being closed is no news.
  const later = useOrderingForLater(sedeId);
  const closed = useClosedBranchesPrompt(
    onMenu && !dialogOpen && !later,
    isFallback ? null : sedeId,
  );

  return (
    <>
      {branch && !onLogin && !onCheckout && !onChat && <WhatsappButton sede={branch} />}
      <MountOnce when={dialogOpen || closed.reason !== null || fromUrl.request !== null}>
        <LocationDialogs
          locationOpen={dialogOpen}
          onLocationOpenChange={setDialogOpen}
          closedReason={closed.reason}
          onClosedDismiss={closed.dismiss}
          urlRequest={fromUrl.request}
          onUrlRequestTaken={fromUrl.taken}
        />
      </MountOnce>
    </>
  );
}
