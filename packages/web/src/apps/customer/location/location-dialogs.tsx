import { bogotaParts } from '@horno/domain/bogota-time';
import type { Sede } from '@horno/domain/branches';
import { useEffect, useEffectEvent } from 'react';
import type { ClosedReason } from '../../../features/branches/branch-status';
import { ClosedBranchesDialog } from '../../../features/branches/components/closed-branches-dialog';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { BranchAddressDialog } from './branch-address-dialog';
import { BranchChangeDialog } from './branch-change-dialog';
import { useDeliveryStore } from '../../../features/delivery/store';
import { serverNow } from '../../../lib/server-clock';
import { useBranchChange } from './use-branch-change';

/** A branch asked for by the address (`?sede=`), differing from the chosen one. */
export interface UrlBranchRequest {
  to: Sede;
  /** Called when the change does not happen: the address goes back to the chosen branch. */
  onCancelled: () => void;
}

export interface LocationDialogsProps {
  locationOpen: boolean;
  onLocationOpenChange: (open: boolean) => void;
  closedReason: ClosedReason | null;
  onClosedDismiss: () => void;
  urlRequest: UrlBranchRequest | null;
  /** The request has been taken (asked, or answered at once). */
  onUrlRequestTaken: () => void;
}

/**
 * The location dialogs, loaded together the first time one is needed: 'Seleccionar sede y
 * dirección', the closed-branches modal and the branch-change confirmation all of them use, as
 * does a link to another branch.
 */
export function LocationDialogs({
  locationOpen,
  onLocationOpenChange,
  closedReason,
  onClosedDismiss,
  urlRequest,
  onUrlRequestTaken,
}: LocationDialogsProps) {
  const { branches } = useChosenBranch();
  const change = useBranchChange();
  const agendaTipo = useDeliveryStore((s) =>
    s.tipoPedido === 'RECOGER' ? 'RECOGER' : 'DOMICILIO',
  );
  const ask = useEffectEvent((request: UrlBranchRequest) => {
    onUrlRequestTaken();
    void change
      .request(request.to, { onCancelled: request.onCancelled })
      .then((asked) => !asked && request.onCancelled());
  });

  useEffect(() => {
    if (urlRequest) ask(urlRequest);
  }, [urlRequest]);

  return (
    <>
      <BranchAddressDialog
        open={locationOpen}
        onOpenChange={(open) => {
          // What the modal said about the last change is old news once it closes.
          change.clearAnnouncement();
          onLocationOpenChange(open);
        }}
        change={change}
      />
      <ClosedBranchesDialog
        open={closedReason !== null}
        onOpenChange={(open) => !open && onClosedDismiss()}
        reason={closedReason ?? 'all'}
        branches={branches.data ?? []}
        onViewMenu={(sede) => void change.request(sede, { onChanged: onClosedDismiss })}
        agendaTipo={agendaTipo}
        // Its menu takes products for later, and the checkout starts on 'Programar'.
        onSchedule={(sede) =>
          void change.request(sede, {
            message: `Programa tu pedido en ${sede.nombre}: eliges el día y la hora al finalizarlo.`,
            onChanged: (to) => {
              const dia = bogotaParts(serverNow()).ymd;
              useDeliveryStore
                .getState()
                .setCuando({ sedeId: to.id, dia, programar: true, inicio: null });
              onClosedDismiss();
            },
          })
        }
      />
      <BranchChangeDialog
        pending={change.pending}
        onConfirm={change.confirm}
        onCancel={change.cancel}
      />
    </>
  );
}

export default LocationDialogs;
