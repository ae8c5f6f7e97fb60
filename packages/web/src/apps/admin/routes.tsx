import type { Permiso } from '@horno/domain/permissions';
import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { lazy, Suspense } from 'react';
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
import { useStartWithoutBoard } from './routing/start-path';

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
const OrderEditPage = lazy(() => import('./pages/ordering/order-edit-page'));
const TablesPage = lazy(() =>
  import('./pages/tables/tables-page').then((m) => ({ default: m.TablesPage })),
);
const RegisterTablesPage = lazy(() =>
  import('./pages/tables/register-tables-page').then((m) => ({ default: m.RegisterTablesPage })),
);

// The catalog screens load when first opened.
const ProductsListPage = lazy(() =>
  import('./pages/products/products-list-page').then((m) => ({ default: m.ProductsListPage })),
);
const ProductPage = lazy(() =>
  import('./pages/products/product-page').then((m) => ({ default: m.ProductPage })),
);
const RegisterProductPage = lazy(() =>
  import('./pages/products/product-form-page').then((m) => ({ default: m.RegisterProductPage })),
);
const ManageSizesPage = lazy(() =>
  import('./pages/products/manage-sizes-page').then((m) => ({ default: m.ManageSizesPage })),
);
const RegisterSpecialPage = lazy(() =>
  import('./pages/products/special-form-page').then((m) => ({ default: m.RegisterSpecialPage })),
);
const EditSpecialPage = lazy(() =>
  import('./pages/products/special-form-page').then((m) => ({ default: m.EditSpecialPage })),
);

// Categories and ingredients load when first opened.
const CategoriesListPage = lazy(() =>
  import('./pages/categories/categories-list-page').then((m) => ({
    default: m.CategoriesListPage,
  })),
);
const RegisterCategoryPage = lazy(() =>
  import('./pages/categories/category-form-page').then((m) => ({
    default: m.RegisterCategoryPage,
  })),
);
const EditCategoryPage = lazy(() =>
  import('./pages/categories/category-form-page').then((m) => ({ default: m.EditCategoryPage })),
);
const OrderCategoriesPage = lazy(() =>
  import('./pages/categories/order-categories-page').then((m) => ({
    default: m.OrderCategoriesPage,
  })),
);
const IngredientsListPage = lazy(() =>
  import('./pages/ingredients/ingredients-list-page').then((m) => ({
    default: m.IngredientsListPage,
  })),
);
const RegisterIngredientPage = lazy(() =>
  import('./pages/ingredients/ingredient-form-page').then((m) => ({
    default: m.RegisterIngredientPage,
  })),
);
const EditIngredientPage = lazy(() =>
  import('./pages/ingredients/ingredient-form-page').then((m) => ({
    default: m.EditIngredientPage,
  })),
);
const RegisterIngredientCategoryPage = lazy(() =>
  import('./pages/ingredients/register-ingredient-category-page').then((m) => ({
    default: m.RegisterIngredientCategoryPage,
  })),
);

// Branches load when first opened.
const BranchesPage = lazy(() =>
  import('./pages/branches/branches-page').then((m) => ({ default: m.BranchesPage })),
);
const BranchHoursPage = lazy(() =>
  import('./pages/branches/branch-hours-page').then((m) => ({ default: m.BranchHoursPage })),
);
const AssociateProductsPage = lazy(() =>
  import('./pages/branches/associate-products-page').then((m) => ({
    default: m.AssociateProductsPage,
  })),
);
const RegisterBranchPage = lazy(() =>
  import('./pages/branches/branch-form-page').then((m) => ({ default: m.RegisterBranchPage })),
);
const EditBranchPage = lazy(() =>
  import('./pages/branches/branch-form-page').then((m) => ({ default: m.EditBranchPage })),
);

// A branch's orders for later load when first opened.
const BranchSchedulingPage = lazy(() =>
  import('./pages/branches/branch-scheduling-page').then((m) => ({
    default: m.BranchSchedulingPage,
  })),
);

// A branch's kitchen stations load when first opened.
const KitchenStationsPage = lazy(() =>
  import('./pages/branches/kitchen-stations-page').then((m) => ({
    default: m.KitchenStationsPage,
  })),
);
const RegisterKitchenStationPage = lazy(() =>
  import('./pages/branches/kitchen-station-form-page').then((m) => ({
    default: m.RegisterKitchenStationPage,
  })),
);
const EditKitchenStationPage = lazy(() =>
  import('./pages/branches/kitchen-station-form-page').then((m) => ({
    default: m.EditKitchenStationPage,
  })),
);

// A branch's printing loads when first opened.
const BranchPrintingPage = lazy(() =>
  import('./pages/branches/branch-printing-page').then((m) => ({ default: m.BranchPrintingPage })),
);
const CounterPrinterPage = lazy(() =>
  import('./pages/branches/printer-form-page').then((m) => ({ default: m.CounterPrinterPage })),
);
const StationPrinterPage = lazy(() =>
  import('./pages/branches/printer-form-page').then((m) => ({ default: m.StationPrinterPage })),
);

// The kitchen display loads when first opened.
const KitchenPage = lazy(() =>
  import('./pages/kitchen/kitchen-page').then((m) => ({ default: m.KitchenPage })),
);

// Dispatch and the rider's screen load when first opened.
const DispatchPage = lazy(() =>
  import('./pages/dispatch/dispatch-page').then((m) => ({ default: m.DispatchPage })),
);
const ShiftsPage = lazy(() =>
  import('./pages/dispatch/shifts-page').then((m) => ({ default: m.ShiftsPage })),
);
const SettlementPage = lazy(() =>
  import('./pages/dispatch/settlement-page').then((m) => ({ default: m.SettlementPage })),
);
const RiderPage = lazy(() =>
  import('./pages/rider/rider-page').then((m) => ({ default: m.RiderPage })),
);

// The reports and the cash closing load when first opened (issue 36).
const ReportsPage = lazy(() =>
  import('./pages/reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);
const CashPage = lazy(() =>
  import('./pages/cash/cash-page').then((m) => ({ default: m.CashPage })),
);
const CashShiftPage = lazy(() =>
  import('./pages/cash/cash-shift-page').then((m) => ({ default: m.CashShiftPage })),
);

// The ads load when first opened.
const AdsListPage = lazy(() =>
  import('./pages/ads/ads-list-page').then((m) => ({ default: m.AdsListPage })),
);
const RegisterAdPage = lazy(() =>
  import('./pages/ads/ad-form-page').then((m) => ({ default: m.RegisterAdPage })),
);
const EditAdPage = lazy(() =>
  import('./pages/ads/ad-form-page').then((m) => ({ default: m.EditAdPage })),
);

// The delivery areas' map (Leaflet) loads only here, never in the customer's bundle.
const DeliveryAreasPage = lazy(() =>
  import('./pages/delivery-areas/delivery-areas-page').then((m) => ({
    default: m.DeliveryAreasPage,
  })),
);

// Settings load when first opened.
const ImportProductsPage = lazy(() =>
  import('./pages/products/import-products-page').then((m) => ({
    default: m.ImportProductsPage,
  })),
);
const BusinessPage = lazy(() =>
  import('./pages/settings/business-page').then((m) => ({ default: m.BusinessPage })),
);
const SetupPage = lazy(() => import('./pages/setup-page').then((m) => ({ default: m.SetupPage })));
const WelcomeBonusPage = lazy(() =>
  import('./pages/settings/welcome-bonus-page').then((m) => ({ default: m.WelcomeBonusPage })),
);
const DemoDataPage = lazy(() =>
  import('./pages/settings/demo-data-page').then((m) => ({ default: m.DemoDataPage })),
);

interface UpcomingSection {
  permission: Permiso;
  /** Where a visitor without the permission goes (the default is the order board). */
  redirectTo?: string;
  pages: ReadonlyArray<{ path: string; title: string }>;
}

/** Screens of later issues: their routes and guards exist so the sidebar links already work. */
const UPCOMING: readonly UpcomingSection[] = [];

export function AdminRoutes() {
  // A token the server no longer accepts ends the session on the next navigation.
  useSessionCheck('/login');
  const startWithoutBoard = useStartWithoutBoard();

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
      {/* The first start's setup: public, its link's token checked by the server. */}
      <Route
        path="/configuracion-inicial"
        element={
          <Suspense fallback={null}>
            <SetupPage />
          </Suspense>
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

          {/* Orders send a visitor without the permission to the dashboard (spec §2), a cook to
              the kitchen display. */}
          <Route
            element={
              <RequirePermission permission="gestionar_pedidos" redirectTo={startWithoutBoard} />
            }
          >
            <Route path="pedidos/gestionar" element={<OrderBoardPage />} />
            <Route path="pedidos/despacho" element={<DispatchPage />} />
            <Route path="pedidos/despacho/turnos" element={<ShiftsPage />} />
            <Route path="pedidos/despacho/turnos/:id" element={<SettlementPage />} />
            <Route path="pedidos/:id/detalle" element={<StaffOrderDetailPage />} />
            <Route element={<StaffOrdering />}>
              <Route path="menu" element={<StaffMenuPage />} />
              <Route path="menu/:slug" element={<StaffMenuPage />} />
              <Route path={CHECKOUT_PATH} element={<StaffCheckoutPage />} />
              <Route path="pedidos/:id/modificar" element={<OrderEditPage />} />
            </Route>
          </Route>
          <Route element={<RequirePermission permission="ver_cocina" />}>
            <Route path="cocina" element={<KitchenPage />} />
          </Route>
          <Route element={<RequirePermission permission="repartir" />}>
            <Route path="repartos" element={<RiderPage />} />
          </Route>
          <Route element={<RequirePermission permission="consultar_reportes" />}>
            <Route path="reportes" element={<ReportsPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_caja" />}>
            <Route path="caja" element={<CashPage />} />
            <Route path="caja/turnos/:id" element={<CashShiftPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_mesas" />}>
            <Route path="mesas/gestionar" element={<TablesPage />} />
            <Route path="mesas/registrar" element={<RegisterTablesPage />} />
          </Route>
          <Route element={<RequirePermission permission="consultar_productos" />}>
            <Route path="productos/listado" element={<ProductsListPage />} />
            <Route path="productos/detalle/:id" element={<ProductPage mode="detalle" />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_productos" />}>
            <Route path="productos/registrar" element={<RegisterProductPage />} />
            <Route path="productos/importar" element={<ImportProductsPage />} />
            <Route path="productos/:id/modificar" element={<ProductPage mode="editar" />} />
            <Route path="productos/:id/gestionar-tamaños" element={<ManageSizesPage />} />
            <Route path="productos/especiales/registrar" element={<RegisterSpecialPage />} />
            <Route path="productos/especiales/:id/modificar" element={<EditSpecialPage />} />
          </Route>
          <Route element={<RequirePermission permission="consultar_categoria_producto" />}>
            <Route path="productos/categorias/listado" element={<CategoriesListPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_categoria_producto" />}>
            <Route path="productos/categorias/agregar" element={<RegisterCategoryPage />} />
            <Route path="productos/categorias/modificar/:id" element={<EditCategoryPage />} />
            <Route path="productos/categorias/ordenar" element={<OrderCategoriesPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_categoria_ingrediente" />}>
            <Route
              path="ingredientes/categorias/agregar"
              element={<RegisterIngredientCategoryPage />}
            />
          </Route>
          <Route element={<RequirePermission permission="consultar_ingredientes" />}>
            <Route path="ingredientes/listado" element={<IngredientsListPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_ingredientes" />}>
            <Route path="ingredientes/registrar" element={<RegisterIngredientPage />} />
            <Route path="ingredientes/modificar/:id" element={<EditIngredientPage />} />
          </Route>
          <Route element={<RequirePermission permission="consultar_publicidad" />}>
            <Route path="publicidad/listado" element={<AdsListPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_publicidad" />}>
            <Route path="publicidad/registrar" element={<RegisterAdPage />} />
            <Route path="publicidad/modificar/:id" element={<EditAdPage />} />
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

          <Route element={<RequirePermission permission="consultar_sedes" />}>
            <Route path="sedes" element={<BranchesPage />} />
          </Route>
          <Route element={<RequirePermission permission="gestionar_sedes" />}>
            <Route path="sedes/agregar" element={<RegisterBranchPage />} />
            <Route path="sedes/:id/modificar" element={<EditBranchPage />} />
            <Route path="sedes/:id/horarios" element={<BranchHoursPage />} />
            <Route path="sedes/:id/asociar-productos" element={<AssociateProductsPage />} />
            <Route path="sedes/:id/zonas" element={<DeliveryAreasPage />} />
            <Route path="sedes/:id/estaciones" element={<KitchenStationsPage />} />
            <Route path="sedes/:id/estaciones/agregar" element={<RegisterKitchenStationPage />} />
            <Route
              path="sedes/:id/estaciones/:estacion/modificar"
              element={<EditKitchenStationPage />}
            />
            <Route path="sedes/:id/programacion" element={<BranchSchedulingPage />} />
            <Route path="sedes/:id/impresion" element={<BranchPrintingPage />} />
            <Route path="sedes/:id/impresion/mostrador" element={<CounterPrinterPage />} />
            <Route
              path="sedes/:id/impresion/estaciones/:estacion"
              element={<StationPrinterPage />}
            />
          </Route>

          <Route element={<RequirePermission permission="gestionar_configuracion" />}>
            <Route path="configuracion/negocio" element={<BusinessPage />} />
            <Route path="configuracion/bono-bienvenida" element={<WelcomeBonusPage />} />
            <Route path="configuracion/datos-demo" element={<DemoDataPage />} />
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
