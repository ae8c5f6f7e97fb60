import type { Permiso } from '@horno/domain/permissions';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useSessionCheck } from '../../features/auth/hooks/use-session-check';
import { AdminLayout } from './layout/admin-layout';
import { ComingSoonPage } from './pages/coming-soon-page';
import { DashboardPage } from './pages/dashboard-page';
import { LoginPage } from './pages/login-page';
import { NotFoundPage } from './pages/not-found-page';
import { OrderBoardPage } from './pages/orders/order-board-page';
import { SelectBranchPage } from './pages/select-branch-page';
import {
  GuestOnly,
  HOME_PATH,
  RequirePermission,
  RequireSession,
  RequireToken,
} from './routing/guards';

// The account screens load when first opened.
const UsersListPage = lazy(() =>
  import('./pages/users/users-list-page').then((m) => ({ default: m.UsersListPage })),
);
const RegisterUserPage = lazy(() =>
  import('./pages/users/register-user-page').then((m) => ({ default: m.RegisterUserPage })),
);
const AssignRolesPage = lazy(() =>
  import('./pages/users/assign-roles-page').then((m) => ({ default: m.AssignRolesPage })),
);
const ChangePasswordPage = lazy(() =>
  import('./pages/users/change-password-page').then((m) => ({ default: m.ChangePasswordPage })),
);
const RolesListPage = lazy(() =>
  import('./pages/roles/roles-list-page').then((m) => ({ default: m.RolesListPage })),
);
const RegisterRolePage = lazy(() =>
  import('./pages/roles/register-role-page').then((m) => ({ default: m.RegisterRolePage })),
);
const EditRolePage = lazy(() =>
  import('./pages/roles/edit-role-page').then((m) => ({ default: m.EditRolePage })),
);
const AssignPermissionsPage = lazy(() =>
  import('./pages/roles/assign-permissions-page').then((m) => ({
    default: m.AssignPermissionsPage,
  })),
);
const PermissionsListPage = lazy(() =>
  import('./pages/permissions/permissions-list-page').then((m) => ({
    default: m.PermissionsListPage,
  })),
);
const RegisterPermissionPage = lazy(() =>
  import('./pages/permissions/register-permission-page').then((m) => ({
    default: m.RegisterPermissionPage,
  })),
);
const EditPermissionPage = lazy(() =>
  import('./pages/permissions/edit-permission-page').then((m) => ({
    default: m.EditPermissionPage,
  })),
);

// The order detail and the tables load when first opened. The order board, where staff land,
// comes with the app: a lazy landing page would hold the first navigation in a transition.
const StaffOrderDetailPage = lazy(() =>
  import('./pages/orders/order-detail-page').then((m) => ({ default: m.StaffOrderDetailPage })),
);
// Staff mode: the menu and checkout, for taking an order at the counter, a table or the phone.
const StaffOrdering = lazy(() => import('./pages/ordering/staff-ordering'));
const StaffMenuPage = lazy(() => import('./pages/ordering/staff-menu-page'));
const StaffCheckoutPage = lazy(() => import('./pages/ordering/staff-checkout-page'));
const TablesPage = lazy(() =>
  import('./pages/tables/tables-page').then((m) => ({ default: m.TablesPage })),
);
const RegisterTablesPage = lazy(() =>
  import('./pages/tables/register-tables-page').then((m) => ({ default: m.RegisterTablesPage })),
);

interface UpcomingSection {
  permission: Permiso;
  /** Where a visitor without the permission goes (the default is the order board). */
  redirectTo?: string;
  pages: ReadonlyArray<{ path: string; title: string }>;
}

/** Screens of later issues: their routes and guards exist so the sidebar links already work. */
const UPCOMING: readonly UpcomingSection[] = [
  {
    permission: 'consultar_productos',
    pages: [
      { path: 'productos/listado', title: 'Productos' },
      { path: 'productos/detalle/:id', title: 'Detalle del producto' },
    ],
  },
  {
    permission: 'gestionar_productos',
    pages: [
      { path: 'productos/registrar', title: 'Registrar producto' },
      { path: 'productos/especiales/registrar', title: 'Registrar producto especial' },
      { path: 'productos/especiales/:id/modificar', title: 'Modificar producto especial' },
      { path: 'productos/:id/modificar', title: 'Modificar producto' },
      { path: 'productos/:id/gestionar-tamaños', title: 'Precios por tamaño' },
    ],
  },
  {
    permission: 'consultar_categoria_producto',
    pages: [{ path: 'productos/categorias/listado', title: 'Categorías de productos' }],
  },
  {
    permission: 'gestionar_categoria_producto',
    pages: [
      { path: 'productos/categorias/agregar', title: 'Agregar categoría de producto' },
      { path: 'productos/categorias/modificar/:id', title: 'Modificar categoría de producto' },
      { path: 'productos/categorias/ordenar', title: 'Ordenar categorías' },
    ],
  },
  {
    permission: 'gestionar_categoria_ingrediente',
    pages: [{ path: 'ingredientes/categorias/agregar', title: 'Agregar categoría de ingrediente' }],
  },
  {
    permission: 'consultar_ingredientes',
    pages: [{ path: 'ingredientes/listado', title: 'Ingredientes' }],
  },
  {
    permission: 'gestionar_ingredientes',
    pages: [
      { path: 'ingredientes/registrar', title: 'Registrar ingrediente' },
      { path: 'ingredientes/modificar/:id', title: 'Modificar ingrediente' },
    ],
  },
  {
    permission: 'consultar_publicidad',
    pages: [{ path: 'publicidad/listado', title: 'Publicidad' }],
  },
  {
    permission: 'gestionar_publicidad',
    pages: [
      { path: 'publicidad/registrar', title: 'Registrar publicidad' },
      { path: 'publicidad/modificar/:id', title: 'Modificar publicidad' },
    ],
  },
  {
    permission: 'consultar_sedes',
    pages: [{ path: 'sedes', title: 'Sedes' }],
  },
  {
    permission: 'gestionar_sedes',
    pages: [
      { path: 'sedes/:id/horarios', title: 'Horarios de la sede' },
      { path: 'sedes/:id/asociar-productos', title: 'Asociar productos' },
    ],
  },
];

export function AdminRoutes() {
  // A token the server no longer accepts ends the session on the next navigation.
  useSessionCheck('/login');

  return (
    <Routes>
      <Route
        path="/login"
        element={
          <GuestOnly>
            <LoginPage />
          </GuestOnly>
        }
      />
      <Route
        path="/seleccionar-sede"
        element={
          <RequireToken>
            <SelectBranchPage />
          </RequireToken>
        }
      />
      <Route element={<RequireSession />}>
        <Route element={<AdminLayout />}>
          <Route index element={<Navigate to={HOME_PATH} replace />} />
          <Route path="dashboard" element={<DashboardPage />} />

          {/* Orders send a visitor without the permission to the dashboard (spec §2). */}
          <Route
            element={<RequirePermission permission="gestionar_pedidos" redirectTo="/dashboard" />}
          >
            <Route path="pedidos/gestionar" element={<OrderBoardPage />} />
            <Route path="pedidos/:id/detalle" element={<StaffOrderDetailPage />} />
            <Route element={<StaffOrdering />}>
              <Route path="menu" element={<StaffMenuPage />} />
              <Route path="menu/:slug" element={<StaffMenuPage />} />
              <Route path="pedidos/finalizar-pedido" element={<StaffCheckoutPage />} />
            </Route>
          </Route>
          <Route element={<RequirePermission permission="gestionar_mesas" />}>
            <Route path="mesas/gestionar" element={<TablesPage />} />
            <Route path="mesas/registrar" element={<RegisterTablesPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_usuarios" />}>
            <Route path="usuarios/listado" element={<UsersListPage />} />
            <Route path="usuarios/registrar" element={<RegisterUserPage />} />
            <Route path="usuarios/asignar-roles/:id" element={<AssignRolesPage />} />
            <Route path="usuarios/cambiar-clave/:id" element={<ChangePasswordPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_roles" />}>
            <Route path="roles/listado" element={<RolesListPage />} />
            <Route path="roles/registrar" element={<RegisterRolePage />} />
            <Route path="roles/modificar/:id" element={<EditRolePage />} />
            <Route path="roles/asignar-permisos/:id" element={<AssignPermissionsPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_permisos" />}>
            <Route path="permisos/listado" element={<PermissionsListPage />} />
            <Route path="permisos/registrar" element={<RegisterPermissionPage />} />
            <Route path="permisos/modificar/:id" element={<EditPermissionPage />} />
          </Route>

          {UPCOMING.map((section) => (
            <Route
              key={section.permission}
              element={
                <RequirePermission
                  permission={section.permission}
                  redirectTo={section.redirectTo}
                />
              }
            >
              {section.pages.map((page) => (
                <Route
                  key={page.path}
                  path={page.path}
                  element={<ComingSoonPage key={page.path} title={page.title} />}
                />
              ))}
            </Route>
          ))}
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
