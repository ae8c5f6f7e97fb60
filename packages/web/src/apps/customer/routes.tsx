import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CustomerLayout } from './layout/customer-layout';
import { MenuPage } from './pages/menu-page';

// Pages off the menu's path load on demand, keeping the menu's first load small.
const LoginPage = lazy(() => import('./pages/login-page'));
const SelectBranchPage = lazy(() => import('./pages/select-branch-page'));
const CheckoutPage = lazy(() => import('./pages/checkout-page'));
const OrderDetailPage = lazy(() => import('./pages/order-detail-page'));
const OrderLookupPage = lazy(() => import('./pages/order-lookup-page'));
const PrivacyPolicyPage = lazy(() => import('./pages/privacy-policy-page'));
const TermsPage = lazy(() => import('./pages/terms-page'));
const WhatsappChatPage = lazy(() => import('./pages/whatsapp-chat-page'));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

function RedirectToMenu() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/menu', search }} replace />;
}

function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="min-h-[60dvh]" />}>{children}</Suspense>;
}

export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<RedirectToMenu />} />
        <Route path="menu" element={<MenuPage />} />
        <Route path="menu/:slug" element={<MenuPage />} />
        <Route
          path="login"
          element={
            <Lazy>
              <LoginPage />
            </Lazy>
          }
        />
        <Route
          path="seleccionar-sede"
          element={
            <Lazy>
              <SelectBranchPage />
            </Lazy>
          }
        />
        <Route
          path="pedidos/finalizar-pedido"
          element={
            <Lazy>
              <CheckoutPage />
            </Lazy>
          }
        />
        <Route
          path="pedidos/:id/detalle"
          element={
            <Lazy>
              <OrderDetailPage />
            </Lazy>
          }
        />
        <Route
          path="buscar-estado-pedido/:token"
          element={
            <Lazy>
              <OrderLookupPage />
            </Lazy>
          }
        />
        <Route
          path="politica-de-privacidad"
          element={
            <Lazy>
              <PrivacyPolicyPage />
            </Lazy>
          }
        />
        <Route
          path="terminos-y-condiciones"
          element={
            <Lazy>
              <TermsPage />
            </Lazy>
          }
        />
        <Route path="privacidad" element={<Navigate to="/politica-de-privacidad" replace />} />
        <Route path="terminos" element={<Navigate to="/terminos-y-condiciones" replace />} />
        <Route
          path="chat-whatsapp/:id_sede"
          element={
            <Lazy>
              <WhatsappChatPage />
            </Lazy>
          }
        />
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
