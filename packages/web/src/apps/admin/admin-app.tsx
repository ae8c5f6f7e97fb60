import { useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { Toasts } from '../../lib/toast';
import { LoginPage } from './pages/login-page';

export default function AdminApp() {
  useEffect(() => {
    document.title = 'Horno · Panel';
  }, []);

  return (
    <>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Navigate to="/login" replace />} />
        </Routes>
      </BrowserRouter>
      <Toasts />
    </>
  );
}
