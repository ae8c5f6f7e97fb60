import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useMatch } from 'react-router';
import { useBranchStatus } from '../../../features/branches/api/get-branch-status';
import { type ClosedReason, closedBranchesReason } from '../../../features/branches/branch-status';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { useDeliveryStore } from '../../../features/delivery/store';
import { WhatsappButton } from '../../../features/whatsapp/components/whatsapp-button';
import { useLocationDialogStore } from './location-dialog-store';

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
 * The closed-branches modal on the menu: when the statuses first arrive and every branch or the
 * chosen one is closed, and again whenever every branch becomes closed.
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
  // undefined until the first decision; a branch chosen later on purpose does not prompt.
  const previous = useRef<ClosedReason | null | undefined>(undefined);
  const [shown, setShown] = useState<ClosedReason | null>(null);

  useEffect(() => {
    if (!enabled || !loaded) return;
    const before = previous.current;
    previous.current = reason;
    if (reason === 'all' && before !== 'all') setShown('all');
    if (reason === 'selected' && before === undefined) setShown('selected');
  }, [enabled, loaded, reason]);

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
  const onCheckout = useMatch('/pedidos/finalizar-pedido') !== null;
  const onChat = useMatch('/chat-whatsapp/*') !== null;
  const { sedeId, branch, branches } = useChosenBranch();
  const dialogOpen = useLocationDialogStore((state) => state.open);
  const setDialogOpen = useLocationDialogStore((state) => state.setOpen);
  useForgetStaleAddress(sedeId, branches.data !== undefined);
  const closed = useClosedBranchesPrompt(onMenu && !dialogOpen, sedeId);

  return (
    <>
      {branch && !onLogin && !onCheckout && !onChat && <WhatsappButton sede={branch} />}
      <MountOnce when={dialogOpen || closed.reason !== null}>
        <LocationDialogs
          locationOpen={dialogOpen}
          onLocationOpenChange={setDialogOpen}
          closedReason={closed.reason}
          onClosedDismiss={closed.dismiss}
        />
      </MountOnce>
    </>
  );
}
