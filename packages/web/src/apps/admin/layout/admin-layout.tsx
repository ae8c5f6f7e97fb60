import { useQueryClient } from '@tanstack/react-query';
import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { Suspense, useEffect, useState } from 'react';
import { Plus } from 'lucide-react';
import { Outlet, useLocation, useMatch, useNavigate } from 'react-router';
import { Link } from '../../../lib/link';
import { PageTransition } from '../../../components/ui/page-transition';
import { Skeleton } from '../../../components/ui/skeleton';
import { MobileSidebar } from '../../../features/admin-layout/components/mobile-sidebar';
import { Sidebar } from '../../../features/admin-layout/components/sidebar';
import { TopBar } from '../../../features/admin-layout/components/top-bar';
import { UserMenu } from '../../../features/admin-layout/components/user-menu';
import { endSession, selectRole } from '../../../features/auth/session';
import { hasPermission, useAuthStore } from '../../../features/auth/store';
import { CartButton } from '../../../features/cart/components/cart-button';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/toast';
import { useOrderAlerts } from '../hooks/use-order-alerts';

function PageFallback() {
  return (
    <div role="status" aria-label="Cargando..." className="space-y-4">
      <Skeleton className="h-8 w-56" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="h-64 w-full rounded-2xl" />
    </div>
  );
}

/** Sidebar, top bar and the page: the frame of every staff screen. */
export function AdminLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const profile = useAuthStore((s) => s.profile);
  const permissions = useAuthStore((s) => s.userPermissions);
  const selectedRole = useAuthStore((s) => s.selectedRole);
  const selectedLocation = useAuthStore((s) => s.selectedLocation);
  const [collapsed, setCollapsed] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const pending = useOrderAlerts();
  const onMenu = useMatch('/menu/*') !== null;
  const onCheckout = useMatch(`/${CHECKOUT_PATH}`) !== null;
  const takingOrder = onMenu || onCheckout;
  const canOrder = hasPermission(permissions, 'gestionar_pedidos');
  const badges = {
    '/pedidos/gestionar': {
      count: pending,
      description: pending === 1 ? '1 pedido pendiente' : `${pending ?? 0} pedidos pendientes`,
    },
  };

  // On small screens the overlay closes once a link is followed.
  useEffect(() => setMobileOpen(false), [pathname]);

  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : '';
  const roles = profile?.roles ?? [];
  const branch = profile?.sedes.find((s) => s.id === selectedLocation?.id) ?? null;

  const changeRole = async (roleId: number) => {
    await selectRole(roleId);
    const rol = roles.find((r) => r.id === roleId)?.rol;
    notify.success(rol ? `Ahora usas el rol ${rol}` : 'Rol cambiado');
  };

  const logout = async () => {
    await endSession();
    queryClient.clear();
    notify.success('Sesión cerrada correctamente');
    navigate('/login', { replace: true });
  };

  return (
    <div className="min-h-dvh bg-page md:flex">
      <a
        href="#contenido"
        className="sr-only z-50 rounded-xl bg-surface px-4 py-3 font-bold text-ink shadow-card focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      <aside
        aria-label="Barra lateral"
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 transition-[width] duration-200 md:block',
          collapsed ? 'w-16' : 'w-60',
        )}
      >
        <Sidebar
          permissions={permissions}
          badges={badges}
          collapsed={collapsed}
          onExpand={() => setCollapsed(false)}
        />
      </aside>
      <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen}>
        <Sidebar permissions={permissions} badges={badges} />
      </MobileSidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed((c) => !c)}
          onOpenMobileMenu={() => setMobileOpen(true)}
          menuBadge={badges['/pedidos/gestionar']}
          branchName={branch?.nombre ?? null}
          onChangeBranch={
            (profile?.sedes.length ?? 0) > 1 ? () => navigate('/seleccionar-sede') : undefined
          }
          actions={
            !canOrder ? null : takingOrder ? (
              <CartButton disabledReason={null} />
            ) : (
              <Link
                to="/menu"
                className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full bg-primary px-3 text-sm font-bold text-on-primary shadow-sm hover:bg-primary-hover sm:px-4"
              >
                <Plus aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">Iniciar pedido</span>
              </Link>
            )
          }
          userMenu={
            <UserMenu
              name={name}
              email={profile?.email ?? ''}
              roles={roles}
              selectedRole={selectedRole}
              onSelectRole={(id) => void changeRole(id)}
              hasBranches={(profile?.sedes.length ?? 0) > 0}
              onSelectBranch={() => navigate('/seleccionar-sede')}
              onLogout={() => void logout()}
            />
          }
        />
        <main
          id="contenido"
          tabIndex={-1}
          className="flex-1 px-4 py-5 outline-none sm:px-6 lg:px-8"
        >
          <PageTransition routeKey={pathname} skip={onMenu}>
            <Suspense fallback={<PageFallback />}>
              <Outlet />
            </Suspense>
          </PageTransition>
        </main>
      </div>
    </div>
  );
}
