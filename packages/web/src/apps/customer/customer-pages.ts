// The customer app's pages, as data: routes.tsx builds the routes from it, and the build writes
// each page a first-load HTML that asks for what the page needs along with the entry
// (vite.config.ts, decision 020). So this file imports only modules that import nothing.

/** The checkout, which also asks for the branch's prices as it starts (early-data.ts). */
export const CHECKOUT_PATH = 'pedidos/finalizar-pedido';

/** An order's page, which also asks for the order as it starts (early-data.ts). */
export const ORDER_DETAIL_PATH = 'pedidos/:id/detalle';

/** The menu's paths ('/' leads to it): its page is in the first-load chunk. */
export const MENU_PATHS = ['menu', 'menu/:slug'] as const;

/**
 * The pages off the menu's path, each loaded on demand so the menu's first load stays small: the
 * route's path and the page's module under ./pages.
 */
export const LAZY_PAGES = [
  { path: 'login', module: 'login-page' },
  { path: 'seleccionar-sede', module: 'select-branch-page' },
  { path: CHECKOUT_PATH, module: 'checkout-page' },
  { path: ORDER_DETAIL_PATH, module: 'order-detail-page' },
  { path: 'buscar-estado-pedido/:token', module: 'order-lookup-page' },
  { path: 'politica-de-privacidad', module: 'privacy-policy-page' },
  { path: 'terminos-y-condiciones', module: 'terms-page' },
  { path: 'chat-whatsapp/:id_sede', module: 'whatsapp-chat-page' },
] as const;
