import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { checkSession } from '../api/check-session';
import { useAuthStore } from '../store';

/**
 * On every path change, a stored token is checked with the server; a refused one logs the
 * visitor out with 'Sesión cerrada exitosamente' and sends them to `redirectTo`.
 */
export function useSessionCheck(redirectTo: string): void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { token } = useAuthStore.getState();
    if (!token) return;
    let cancelled = false;
    checkSession().catch((error: unknown) => {
      if (cancelled || !(error instanceof ApiError) || error.status !== 401) return;
      useAuthStore.getState().logout();
      notify.success('Sesión cerrada exitosamente');
      navigate(redirectTo, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, navigate, redirectTo]);
}
