import type { Permiso } from '@horno/domain/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { hasPermission, useAuthStore } from '../../../features/auth/store';

/** The default place to send a staff member: the order board (ARCHITECTURE decision 3). */
export const HOME_PATH = '/pedidos/gestionar';

export function useIsAuthenticated(): boolean {
  return useAuthStore((s) => s.token !== null && s.isAuth);
}

/** Staff pages: a session is needed (→ /login), and a chosen branch (→ /seleccionar-sede). */
export function RequireSession() {
  const authenticated = useIsAuthenticated();
  const hasBranch = useAuthStore((s) => s.selectedLocation !== null);
  if (!authenticated) return <Navigate to="/login" replace />;
  if (!hasBranch) return <Navigate to="/seleccionar-sede" replace />;
  return <Outlet />;
}

/** The branch picker: only a session is needed. */
export function RequireToken({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** The login screen is for visitors; a logged-in one goes to the board. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  if (authenticated) return <Navigate to={HOME_PATH} replace />;
  return <>{children}</>;
}

/** Routes that need a permission of the active role; without it, `redirectTo`. */
export function RequirePermission({
  permission,
  redirectTo = HOME_PATH,
}: {
  permission: Permiso;
  redirectTo?: string;
}) {
  const permissions = useAuthStore((s) => s.userPermissions);
  if (!hasPermission(permissions, permission)) return <Navigate to={redirectTo} replace />;
  return <Outlet />;
}
