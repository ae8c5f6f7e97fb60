import { lazy, Suspense, type ComponentType, type ReactNode, useState } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { CustomerLayout } from './layout/customer-layout';
import { LAZY_PAGES, MENU_PATHS } from './customer-pages';
import { MenuPage } from './pages/menu-page';
import { usePageDrawn } from '../../lib/web-font';

type PageModule = Promise<{ default: ComponentType }>;

/** Each lazy page's chunk, by its module's file: one chunk per page. */
const pageModules = import.meta.glob<{ default: ComponentType }>([
  './pages/*-page.tsx',
  '!./pages/menu-page.tsx',
  '!./pages/legal-page.tsx',
  '!./pages/not-found-page.tsx',
]);

/** Each page's chunk once asked for, and its component once it has arrived. */
const pageLoads = new Map<string, PageModule>();
const loadedPages = new Map<string, ComponentType>();

const loadPage = (module: string): PageModule => {
  const started = pageLoads.get(module);
  if (started) return started;
  const load = pageModules[`./pages/${module}.tsx`];
  if (!load) throw new Error(`No page module ./pages/${module}.tsx`);
  const loading = load().then((loaded) => {
    loadedPages.set(module, loaded.default);
    return loaded;
  });
  // A failed load may be tried again (the next visit of the route).
  loading.catch(() => pageLoads.delete(module));
  pageLoads.set(module, loading);
  return loading;
};

/**
 * Starts fetching the chunk of the page at `pathname` now, while React boots, instead of once
 * the router renders it; main.tsx waits a moment for it, so the first render finds the page
 * there and draws it with the header instead of suspending. Settles when the page is in (or
 * failed: the route's own load then tries again and says so); undefined off the lazy pages.
 */
export function startPageFor(pathname: string): Promise<unknown> | undefined {
  const page = LAZY_PAGES.find(({ path }) => matchPath(`/${path}`, pathname));
  return page ? loadPage(page.module).catch(() => undefined) : undefined;
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
  return (
    <Suspense fallback={<div className="min-h-dvh" />}>
      <PageDrawn />
      {children}
    </Suspense>
  );
}

/** Mounts with the page, not with its placeholder: then the font may come (lib/web-font.ts). */
function PageDrawn() {
  usePageDrawn();
  return null;
}

/**
 * A lazy page that renders at once when its chunk has already arrived. React's `lazy` suspends on
 * its first render even then, and a boundary that showed its fallback reveals its content at
 * the earliest 300 ms after (React's throttle of Suspense reveals): on a phone's first load of
 * the checkout, the form came 300–600 ms after the header although its code was there.
 */
function lazyPage(module: string): ComponentType {
  const Lazy = lazy(() => loadPage(module));
  return function Page() {
    // Chosen once per mount: switching from the lazy wrapper to the loaded page on a later
    // render would remount the page and lose what the customer had typed.
    const [Component] = useState(() => loadedPages.get(module) ?? Lazy);
    return <Component />;
  };
}

const pages = LAZY_PAGES.map(({ path, module }) => ({ path, Page: lazyPage(module) }));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<RedirectToMenu />} />
        {MENU_PATHS.map((path) => (
          <Route key={path} path={path} element={<MenuPage />} />
        ))}
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
