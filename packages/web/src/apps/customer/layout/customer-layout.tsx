import { lazy } from 'react';
import { Outlet, useLocation, useMatch } from 'react-router';
import { PageTransition } from '../../../components/ui/page-transition';
import { WhenNear } from '../../../components/ui/when-near';
import { useSessionCheck } from '../../../features/auth/hooks/use-session-check';
import {
  useChosenBranch,
  useSyncChosenBranch,
} from '../../../features/branches/hooks/use-chosen-branch';
import { AdPopupSlot } from '../../../features/ads/components/ad-popup-slot';
import CheckoutHeader from '../../../features/checkout/components/checkout-header';
import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { LocationHost } from '../location/location-host';
import { OrderingHost } from '../../ordering/ordering-host';
import { useMenuLiveUpdates } from '../../ordering/use-menu-live-updates';
import { useOrderingBlock } from '../ordering/use-ordering-block';
import { MenuCategoryNav } from './menu-category-nav';
import { ScrollToTop } from './scroll-to-top';
import { TopBar } from './top-bar';

// Below the first screen: fetched when the customer scrolls near it (the menu's first load).
const SiteFooter = lazy(() => import('./site-footer'));

/** The footer's band while it is not there yet: its colour and about its height. */
const FOOTER_BOX = 'mt-16 min-h-96 bg-night';

export function CustomerLayout() {
  const { pathname } = useLocation();
  const onMenu = useMatch('/menu/*') !== null;
  const onLogin = useMatch('/login') !== null;
  const onCheckout = useMatch(`/${CHECKOUT_PATH}`) !== null;
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
      {/* In the first load (a few hundred bytes): the checkout's first paint need not wait for
          its page's chunks (decision 020). */}
      {onCheckout ? <CheckoutHeader /> : <TopBar minimal={onLogin} />}
      {onMenu && <MenuCategoryNav />}
      <main id="contenido" tabIndex={-1} className="flex-1 focus:outline-none">
        <PageTransition routeKey={pathname} skip={onMenu}>
          <Outlet />
        </PageTransition>
      </main>
      <WhenNear placeholderClassName={FOOTER_BOX}>
        <SiteFooter />
      </WhenNear>
      <OrderingHost sedeId={sedeId} blockedReason={blockedReason} />
      <LocationHost />
      {onMenu && <AdPopupSlot />}
    </div>
  );
}
