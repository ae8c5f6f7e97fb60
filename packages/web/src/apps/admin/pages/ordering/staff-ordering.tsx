import { Outlet } from 'react-router';
import { useAuthStore } from '../../../../features/auth/store';
import { OrderingHost } from '../../../ordering/ordering-host';
import { useMenuLiveUpdates } from '../../../ordering/use-menu-live-updates';

/** The staff member's working branch; RequireSession guarantees one. */
export function useStaffBranchId(): number {
  return useAuthStore((s) => s.selectedLocation?.id ?? 0);
}

/**
 * Staff mode (back-office.md §1): the menu and checkout inside the back office, for the staff
 * member's branch. Products are added whatever the branch's open state; no WhatsApp button and no
 * active-order banner (the customer app's).
 */
export default function StaffOrdering() {
  const sedeId = useStaffBranchId();
  useMenuLiveUpdates();
  return (
    <>
      <Outlet />
      <OrderingHost sedeId={sedeId} blockedReason={null} staff />
    </>
  );
}
