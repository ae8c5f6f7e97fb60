import { Outlet } from 'react-router';
import { useAuthStore } from '../../../../features/auth/store';
import { orderEditPath } from '../../../../features/order-board/board-orders';
import { useOrderEditStore } from '../../order-edit/edit-session';
import { OrderingHost } from '../../../ordering/ordering-host';
import { useMenuLiveUpdates } from '../../../ordering/use-menu-live-updates';

/**
 * The branch staff mode orders for: the one of the order being changed, else the staff member's
 * working branch (RequireSession guarantees one).
 */
export function useStaffBranchId(): number {
  const editing = useOrderEditStore((s) => s.session?.sedeId);
  const selected = useAuthStore((s) => s.selectedLocation?.id ?? 0);
  return editing ?? selected;
}

/**
 * Staff mode (back-office.md §1): the menu and checkout inside the back office, for the staff
 * member's branch. Products are added whatever the branch's open state; no WhatsApp button and no
 * active-order banner (the customer app's). While an order is being changed, the cart holds its
 * lines and leads back to it.
 */
export default function StaffOrdering() {
  const sedeId = useStaffBranchId();
  const editing = useOrderEditStore((s) => s.session?.pedido);
  useMenuLiveUpdates();
  return (
    <>
      <Outlet />
      <OrderingHost
        sedeId={sedeId}
        blockedReason={null}
        staff
        checkoutPath={editing === undefined ? undefined : orderEditPath(editing)}
      />
    </>
  );
}
