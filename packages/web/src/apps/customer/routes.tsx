import {
  CHECKOUT_PATH,
  LAZY_PAGES,
  MENU_PATHS,
  ORDER_DETAIL_PATH,
} from '@horno/domain/customer-pages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import {
  matchRoutes,
  Navigate,
  type Params,
  type RouteObject,
  useLocation,
  useParams,
  useRoutes,
} from 'react-router';
import { useAuthStore } from '../../features/auth/store';
import { useChosenBranchStore } from '../../features/branches/store';
import { productsQueryOptions } from '../../features/menu/api/get-products';
import { specialProductsQueryOptions } from '../../features/menu/api/get-special-products';
import { usePageDrawn } from '../../lib/web-font';
import { CustomerLayout } from './layout/customer-layout';
import { MenuPage } from './pages/menu-page';

// The customer app's routes, with the declarative router: React Router's data router (`lazy` and
// `loader`) would cost the menu's first load 15 KB more than its budget allows (decision 036).
// What it would do is done here in a few lines: a page off the menu is loaded on demand with its
// first reads, both at once, and drawn once both are in.

/**
 * What a page starts from (usually in the cache already: the page's HTML, the menu). What only
 * the page needs to ask for it comes with the page's code, in parallel, not in the menu's first
 * load.
 */
type Prefetch = (queryClient: QueryClient, params: Params) => Promise<unknown>;

/** A read that fails is left to the page, which says so where it shows it. */
const settled = (reads: Promise<unknown>[]) => Promise.allSettled(reads);

const PREFETCH: Record<string, Prefetch> = {
  [CHECKOUT_PATH]: (queryClient) => {
    const { sedeId } = useChosenBranchStore.getState();
    return settled([
      ...(sedeId === null
        ? []
        : [
            queryClient.ensureQueryData(productsQueryOptions(sedeId)),
            queryClient.ensureQueryData(specialProductsQueryOptions(sedeId)),
          ]),
      import('../../features/payments/api/online-payment').then(({ paymentMethodsQueryOptions }) =>
        queryClient.ensureQueryData(paymentMethodsQueryOptions()),
      ),
    ]);
  },
  [ORDER_DETAIL_PATH]: async (queryClient, params) => {
    const id = Number(params.id);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    const { orderDetailQueryOptions } =
      await import('../../features/orders/hooks/use-order-detail');
    const { isAuth, token } = useAuthStore.getState();
    const options = orderDetailQueryOptions(id, isAuth && token !== null);
    if (options.enabled) await settled([queryClient.ensureQueryData(options)]);
  },
};

/** Each lazy page's module, by its file: Vite makes each its own chunk. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/*-page.tsx',
  '!./pages/menu-page.tsx',
  '!./pages/legal-page.tsx',
]);
/** Each page's component once its module is in. */
const loadedPages = new Map<string, ComponentType>();

/** A page's module and its first reads, asked for at once; settles once both are in. */
function preparePage(
  module: string,
  path: string,
  queryClient: QueryClient,
  params: Params,
): Promise<{ default: ComponentType }> {
  const load = pageModules[`./pages/${module}.tsx`];
  if (!load) throw new Error(`No page module ./pages/${module}.tsx`);
  return Promise.all([load(), PREFETCH[path]?.(queryClient, params)]).then(([loaded]) => {
    loadedPages.set(module, loaded.default);
    return loaded;
  });
}

/** Mounts with the page, not with its placeholder: then the font may come (lib/web-font.ts). */
function PageDrawn() {
  usePageDrawn();
  return null;
}

/**
 * A page loaded on demand. Drawn at once when its module is already in (the first load, below):
 * React's `lazy` would suspend even then, and a boundary that showed its fallback reveals its
 * content 300 ms later at the earliest. While it loads, a screen's height holds its place: the
 * footer stays out of view instead of showing and then jumping away.
 */
function lazyPage(module: string, path: string): ComponentType {
  return function LazyPage() {
    const queryClient = useQueryClient();
    const params = useParams();
    // Chosen once per mount: switching to the loaded page later would remount it.
    const [Page] = useState(
      () => loadedPages.get(module) ?? lazy(() => preparePage(module, path, queryClient, params)),
    );
    return (
      <Suspense fallback={<div className="min-h-dvh" />}>
        <PageDrawn />
        <Page />
      </Suspense>
    );
  };
}

function RedirectToMenu() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/menu', search }} replace />;
}

/** The customer app's routes (their paths are shared with the server: @horno/domain/customer-pages). */
const routes: RouteObject[] = [
  {
    element: <CustomerLayout />,
    children: [
      { index: true, element: <RedirectToMenu /> },
      ...MENU_PATHS.map((path) => ({ path, element: <MenuPage /> })),
      ...[...LAZY_PAGES, { path: '*', module: 'not-found-page' }].map(({ path, module }) => {
        const Page = lazyPage(module, path);
        return { path, element: <Page />, handle: { module } };
      }),
      { path: 'privacidad', element: <Navigate to="/politica-de-privacidad" replace /> },
      { path: 'terminos', element: <Navigate to="/terminos-y-condiciones" replace /> },
    ],
  },
];

/**
 * The first page's module and first reads, before the app's first render: the page's HTML asked
 * for both with the app (decision 036), so the first screen is drawn whole, in one paint.
 */
export function prepareFirstPage(queryClient: QueryClient): Promise<unknown> {
  const match = matchRoutes(routes, window.location)?.at(-1);
  const module = (match?.route.handle as { module?: string } | undefined)?.module;
  if (!match || !module) return Promise.resolve();
  return preparePage(module, match.route.path ?? '', queryClient, match.params).catch(
    // The route's own load tries again and says so.
    () => undefined,
  );
}

export function CustomerRoutes() {
  return useRoutes(routes);
}
