import type { Permiso } from '@horno/domain/permissions';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Link } from '../../../lib/link';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useAccessRefresh } from '../../../features/auth/hooks/use-access-refresh';
import { hasPermission, useAuthStore } from '../../../features/auth/store';

/** The default place to send a staff member: the order board (ARCHITECTURE decision 3). */
export const HOME_PATH = '/pedidos/gestionar';

export function useIsAuthenticated(): boolean {
  return useAuthStore((s) => s.token !== null && s.isAuth);
}

/**
 * True for a staff member with no branch at all who may register one (an install whose demo
 * was removed): the back office opens without a branch, so the first can be registered.
 */
export function useWithoutBranches(): boolean {
  return useAuthStore(
    (s) =>
      s.selectedLocation === null &&
      s.profile?.sedes.length === 0 &&
      hasPermission(s.userPermissions, 'gestionar_sedes'),
  );
}

/**
 * Staff pages: a session is needed (→ /login), and a chosen branch (→ /seleccionar-sede) unless
 * there is none yet to choose (`useWithoutBranches`). The roles and permissions are re-read from
 * the server here, on load and after any 403.
 */
export function RequireSession() {
  const authenticated = useIsAuthenticated();
  const hasBranch = useAuthStore((s) => s.selectedLocation !== null);
  const withoutBranches = useWithoutBranches();
  useAccessRefresh();
  if (!authenticated) return <Navigate to="/login" replace />;
  if (!hasBranch && !withoutBranches) return <Navigate to="/seleccionar-sede" replace />;
  return <Outlet />;
}

/** The branch picker: only a session is needed. */
export function RequireToken({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/**
 * The login screen is for visitors; a logged-in one goes to the board, or first to the branch
 * picker (the session is stored mid-login, before the branch is settled: going to the board
 * then would pass through it on the way to the picker).
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const authenticated = useIsAuthenticated();
  const hasBranch = useAuthStore((s) => s.selectedLocation !== null);
  if (authenticated) return <Navigate to={hasBranch ? HOME_PATH : '/seleccionar-sede'} replace />;
  return <>{children}</>;
}

/** What replaces a screen whose permission was taken away while it was open. */
function PermissionLost() {
  return (
    <div role="alert">
      <PageHeader
        title="No tienes permiso para ver esta página"
        description="Un administrador cambió los permisos de tu rol. Elige otra sección del menú, o pide que te devuelvan el permiso si lo necesitas."
        actions={
          <Link to="/dashboard" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
            Ir al panel
          </Link>
        }
      />
    </div>
  );
}

/**
 * Routes that need a permission of the active role; without it, `redirectTo`. A permission the
 * active role lost while the screen was open (re-read from the server) says so in place
 * instead of moving the person elsewhere without a word.
 */
export function RequirePermission({
  permission,
  redirectTo = HOME_PATH,
}: {
  permission: Permiso;
  redirectTo?: string;
}) {
  const allowed = useAuthStore((s) => hasPermission(s.userPermissions, permission));
  const role = useAuthStore((s) => s.selectedRole);
  const [arrival] = useState({ allowed, role });
  if (allowed) return <Outlet />;
  // Picking another role from the menu is a choice, not a loss: that one redirects.
  if (arrival.allowed && arrival.role === role) return <PermissionLost />;
  return <Navigate to={redirectTo} replace />;
}
