import { Navigate, Route, Routes, useLocation } from 'react-router';
import { CustomerLayout } from './layout/customer-layout';
import { MenuPage } from './pages/menu-page';
import { NotFoundPage } from './pages/not-found-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { TermsPage } from './pages/terms-page';

function RedirectToMenu() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/menu', search }} replace />;
}

export function CustomerRoutes() {
  return (
    <Routes>
      <Route element={<CustomerLayout />}>
        <Route index element={<RedirectToMenu />} />
        <Route path="menu" element={<MenuPage />} />
        <Route path="menu/:slug" element={<MenuPage />} />
        <Route path="politica-de-privacidad" element={<PrivacyPolicyPage />} />
        <Route path="terminos-y-condiciones" element={<TermsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
