import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
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

const loadPage = (module: string): PageModule => {
  const load = pageModules[`./pages/${module}.tsx`];
  if (!load) throw new Error(`No page module ./pages/${module}.tsx`);
  return load();
};

/**
 * Starts fetching the chunk of the page at `pathname` now, while React boots, instead of once
 * the router renders it (the lazy route then finds it under way).
 */
export function startPageFor(pathname: string): void {
  const page = LAZY_PAGES.find(({ path }) => matchPath(`/${path}`, pathname));
  if (page) void loadPage(page.module);
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

const pages = LAZY_PAGES.map(({ path, module }) => ({
  path,
  Page: lazy(() => loadPage(module)),
}));
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
