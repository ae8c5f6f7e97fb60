import type { ClosedReason } from '../../../features/branches/branch-status';
import { ClosedBranchesDialog } from '../../../features/branches/components/closed-branches-dialog';
import { useChosenBranch } from '../../../features/branches/hooks/use-chosen-branch';
import { BranchAddressDialog } from './branch-address-dialog';
import { BranchChangeDialog } from './branch-change-dialog';
import { useBranchChange } from './use-branch-change';

export interface LocationDialogsProps {
  locationOpen: boolean;
  onLocationOpenChange: (open: boolean) => void;
  closedReason: ClosedReason | null;
  onClosedDismiss: () => void;
}

/**
 * The location dialogs, loaded together the first time one is needed: 'Seleccionar sede y
 * dirección', the closed-branches modal and the branch-change confirmation both of them use.
 */
export function LocationDialogs({
  locationOpen,
  onLocationOpenChange,
  closedReason,
  onClosedDismiss,
}: LocationDialogsProps) {
  const { branches } = useChosenBranch();
  const change = useBranchChange();
  return (
    <>
      <BranchAddressDialog
        open={locationOpen}
        onOpenChange={(open) => {
          if (!open) change.clearAnnouncement();
          onLocationOpenChange(open);
        }}
        change={change}
      />
      <ClosedBranchesDialog
        open={closedReason !== null}
        onOpenChange={(open) => !open && onClosedDismiss()}
        reason={closedReason ?? 'all'}
        branches={branches.data ?? []}
        onViewMenu={(sede) => void change.request(sede, onClosedDismiss)}
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
