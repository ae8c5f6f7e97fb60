import { Outlet, useLocation, useMatch } from 'react-router';
import { PageTransition } from '../../../components/ui/page-transition';
import { useSessionCheck } from '../../../features/auth/hooks/use-session-check';
import {
  useChosenBranch,
  useSyncChosenBranch,
} from '../../../features/branches/hooks/use-chosen-branch';
import { AdPopupSlot } from '../../../features/ads/components/ad-popup-slot';
import { CheckoutHeader } from '../../../features/checkout/components/checkout-header';
import { LocationHost } from '../location/location-host';
import { OrderingHost } from '../../ordering/ordering-host';
import { useMenuLiveUpdates } from '../../ordering/use-menu-live-updates';
import { useOrderingBlock } from '../ordering/use-ordering-block';
import { MenuCategoryNav } from './menu-category-nav';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function CustomerLayout() {
  const { pathname } = useLocation();
  const onMenu = useMatch('/menu/*') !== null;
  const onLogin = useMatch('/login') !== null;
  const onCheckout = useMatch('/pedidos/finalizar-pedido') !== null;
  useSyncChosenBranch({ canonicalUrl: onMenu });
  useSessionCheck('/menu');
  useMenuLiveUpdates();
  const { sedeId } = useChosenBranch();
  const blockedReason = useOrderingBlock();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-full bg-primary px-5 py-3 font-bold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Saltar al contenido
      </a>
      <ScrollToTop />
      {onCheckout ? <CheckoutHeader /> : <TopBar minimal={onLogin} />}
      {onMenu && <MenuCategoryNav />}
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition routeKey={pathname} skip={onMenu}>
          <Outlet />
        </PageTransition>
      </main>
      <SiteFooter />
      <OrderingHost sedeId={sedeId} blockedReason={blockedReason} />
      <LocationHost />
      {onMenu && <AdPopupSlot />}
    </div>
  );
}
