// The customer app's pages, as data shared by both sides: the web app's router builds its routes
// from them, and the server registers the same paths to send each page's HTML with what the page
// starts with (its code's preloads and its first reads, decision 036).

/** The menu's paths ('/' leads to it): its page is in the app's first-load chunk. */
export const MENU_PATHS = ['menu', 'menu/:slug'] as const;

/** The checkout, which starts from the branch's prices and the payment methods. */
export const CHECKOUT_PATH = 'pedidos/finalizar-pedido';

/** An order's page, which starts from the order. */
export const ORDER_DETAIL_PATH = 'pedidos/:id/detalle';

/**
 * The pages off the menu's path, each loaded on demand so the menu's first load stays small: the
 * route's path and the page's module under the web app's `apps/customer/pages/`.
 */
export const LAZY_PAGES = [
  { path: 'login', module: 'login-page' },
  { path: 'seleccionar-sede', module: 'select-branch-page' },
  { path: CHECKOUT_PATH, module: 'checkout-page' },
  { path: ORDER_DETAIL_PATH, module: 'order-detail-page' },
  { path: 'buscar-estado-pedido/:token', module: 'order-lookup-page' },
  { path: 'mis-pedidos', module: 'my-orders-page' },
  { path: 'mi-cuenta', module: 'profile-page' },
  { path: 'politica-de-privacidad', module: 'privacy-policy-page' },
  { path: 'terminos-y-condiciones', module: 'terms-page' },
  { path: 'chat-whatsapp/:id_sede', module: 'whatsapp-chat-page' },
] as const;

/** Where the web build's manifest names a customer page's module. */
export const pageModuleSource = (module: string) => `src/apps/customer/pages/${module}.tsx`;

/** Where the web build's manifest names each app: their code is preloaded with every page. */
export const CUSTOMER_APP_SOURCE = 'src/apps/customer/customer-app.tsx';
export const ADMIN_APP_SOURCE = 'src/apps/admin/admin-app.tsx';
