import { lazy, Suspense, useEffect } from 'react';
import { useCartPanelStore } from '../../features/cart/panel-store';
import { useCartStore } from '../../features/cart/store';
import {
  type EditorRequest,
  useProductEditorStore,
} from '../../features/product-config/editor-store';
import {
  loadBuildPizza,
  loadCartPanel,
  loadOrderingDialogs,
  loadProductEditor,
} from './ordering-chunks';
import type { OrderingHostProps } from './ordering-dialogs';
import { Loading, MountOnce, WIDE_SCREEN } from './ordering-parts';

const OrderingDialogs = lazy(loadOrderingDialogs);

/** Fetches the chunk a request shows together with the dialogs' own, not one after the other. */
function fetchChunksFor(request: EditorRequest | null, cartOpen: boolean): void {
  if (request === null && !cartOpen) return;
  void loadOrderingDialogs();
  if (cartOpen) void loadCartPanel();
  if (request?.kind === 'build-pizza') void loadBuildPizza();
  else if (request) void loadProductEditor();
}

/**
 * The ordering dialogs (ordering-dialogs.tsx: the cart panel, the product modal, 'Arma tu
 * pizza' and the auth modal the cart opens), loaded the first time one is asked for. Mounted once
 * by the customer layout and by the back office's staff mode; pages open them through
 * `openProductEditor(...)` and the cart panel store.
 */
export function OrderingHost(props: OrderingHostProps) {
  const request = useProductEditorStore((state) => state.request);
  const cartOpen = useCartPanelStore((state) => state.open);
  const setCartOpen = useCartPanelStore((state) => state.setOpen);

  // Spec §2: on screens of at least 768 px the panel opens when the cart gets items.
  useEffect(
    () =>
      useCartStore.subscribe((state, previous) => {
        if (previous.lines.length > 0 || state.lines.length === 0) return;
        if (window.matchMedia(WIDE_SCREEN).matches) setCartOpen(true);
      }),
    [setCartOpen],
  );
  useEffect(() => fetchChunksFor(request, cartOpen), [request, cartOpen]);

  return (
    <MountOnce when={request !== null || cartOpen}>
      <Suspense fallback={<Loading />}>
        <OrderingDialogs {...props} />
      </Suspense>
    </MountOnce>
  );
}
