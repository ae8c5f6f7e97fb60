// The ordering dialogs' chunks, fetched the first time one is needed: the menu's first load
// stays small. `import()` fetches a module once, so the host can start a fetch early and the
// dialogs' `lazy` finds it under way.
export const loadOrderingDialogs = () => import('./ordering-dialogs');
export const loadCartPanel = () => import('../../features/cart/components/cart-panel');
export const loadProductEditor = () =>
  import('../../features/product-config/components/product-editor-dialog');
export const loadBuildPizza = () =>
  import('../../features/product-config/components/build-pizza-dialog');
