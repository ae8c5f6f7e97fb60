import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { CustomerLayout } from './layout/customer-layout';
import { MenuPage } from './pages/menu-page';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * Pages off the menu's path, each loaded on demand: the menu's first load stays small. One table
 * for the routes and for `startPageFor`, which main.tsx calls as the page starts.
 */
const LAZY_PAGES: { path: string; load: () => PageModule }[] = [
  { path: 'login', load: () => import('./pages/login-page') },
  { path: 'seleccionar-sede', load: () => import('./pages/select-branch-page') },
  { path: 'pedidos/finalizar-pedido', load: () => import('./pages/checkout-page') },
  { path: 'pedidos/:id/detalle', load: () => import('./pages/order-detail-page') },
  { path: 'buscar-estado-pedido/:token', load: () => import('./pages/order-lookup-page') },
  { path: 'politica-de-privacidad', load: () => import('./pages/privacy-policy-page') },
  { path: 'terminos-y-condiciones', load: () => import('./pages/terms-page') },
  { path: 'chat-whatsapp/:id_sede', load: () => import('./pages/whatsapp-chat-page') },
];

/**
 * Starts fetching the chunk of the page at `pathname` now, while React boots, instead of once
 * the router renders it (the lazy route then finds it under way).
 */
export function startPageFor(pathname: string): void {
  const page = LAZY_PAGES.find(({ path }) => matchPath(`/${path}`, pathname));
  void page?.load();
}

function RedirectToMenu() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/menu', search }} replace />;
}

/**
 * While a page's chunk loads, a screen's height holds its place: the footer below stays out of
 * view instead of showing and then jumping away (a layout shift of 0.25 on a phone's checkout).
 */
function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-dvh" />}>{children}</Suspense>;
}

const pages = LAZY_PAGES.map(({ path, load }) => ({ path, Page: lazy(load) }));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<RedirectToMenu />} />
        <Route path="menu" element={<MenuPage />} />
        <Route path="menu/:slug" element={<MenuPage />} />
        {pages.map(({ path, Page }) => (
          <Route
            key={path}
            path={path}
            element={
              <Lazy>
                <Page />
              </Lazy>
            }
          />
        ))}
        <Route path="privacidad" element={<Navigate to="/politica-de-privacidad" replace />} />
        <Route path="terminos" element={<Navigate to="/terminos-y-condiciones" replace />} />
        <Route
          path="*"
          element={
            <Lazy>
              <NotFoundPage />
            </Lazy>
          }
        />
      </Route>
    </Routes>
  );
}
