import type { CartLine } from '@horno/domain/cart';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LazyAuthModal } from '../../features/auth/components/lazy-auth-modal';
import { useAuthStore } from '../../features/auth/store';
import { useCartPanelStore } from '../../features/cart/panel-store';
import { useCartStore } from '../../features/cart/store';
import { productsQueryOptions } from '../../features/menu/api/get-products';
import { specialProductsQueryOptions } from '../../features/menu/api/get-special-products';
import {
  closeProductEditor,
  type EditorRequest,
  openProductEditor,
  useProductEditorStore,
} from '../../features/product-config/editor-store';
import { CHECKOUT_PATH } from '@horno/domain/customer-pages';
import { MAX_CANTIDAD } from '@horno/domain/product-config';
import { notify } from '../../lib/toast';
import { Loading, MountOnce, WIDE_SCREEN } from './ordering-parts';
import { loadBuildPizza, loadCartPanel, loadProductEditor } from './ordering-chunks';

// Each dialog is its own chunk; the host starts fetching the one a request needs together with
// this module (ordering-chunks.ts).
const CartPanel = lazy(loadCartPanel);
const ProductEditorDialog = lazy(loadProductEditor);
const BuildPizzaDialog = lazy(loadBuildPizza);

const ADDED = 'Producto añadido al carrito con éxito!';

/** Said when a line reaches the 99-unit cap of an order line. */
const capText = (nombre: string) =>
  `El máximo es ${MAX_CANTIDAD} unidades de «${nombre}» por pedido`;

function capMessage(nombre: string, added: number): string {
  if (added === 0) return `${capText(nombre)} y ya están en tu carrito.`;
  const units = added === 1 ? 'agregó 1 unidad' : `agregaron ${added} unidades`;
  return `Solo se ${units}. ${capText(nombre)}.`;
}

/** The line being edited by a request, if any. */
const editedLine = (request: EditorRequest): CartLine | undefined =>
  request.kind === 'product' ? undefined : request.line;

export interface OrderingHostProps {
  /** The branch whose catalog and prices the dialogs use. */
  sedeId: number | null;
  /** Why products cannot be added right now, or null when they can. */
  blockedReason: string | null;
  /**
   * Staff mode (back-office.md §1): the staff member is signed in and orders for someone else,
   * so the cart goes straight to checkout, never through the auth modal.
   */
  staff?: boolean;
  /** Where the cart's 'Finalizar pedido' leads: the checkout, or the order being changed. */
  checkoutPath?: string | undefined;
}

/** A product's own link on the customer's menu: its branch and the product (issue 28). */
function sharedProductUrl(sedeId: number, product: { tipo: string; id: number }): string {
  const param = product.tipo === 'REGULAR' ? 'producto' : 'especial';
  return `${window.location.origin}/menu?sede=${sedeId}&${param}=${product.id}`;
}

/**
 * The ordering dialogs: the cart panel, the product modal, 'Arma tu pizza' and the auth modal
 * the cart opens. `OrderingHost` loads this module the first time one of them is asked for.
 */
export default function OrderingDialogs({
  sedeId,
  blockedReason,
  staff = false,
  checkoutPath = `/${CHECKOUT_PATH}`,
}: OrderingHostProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const request = useProductEditorStore((state) => state.request);
  const cartOpen = useCartPanelStore((state) => state.open);
  const setCartOpen = useCartPanelStore((state) => state.setOpen);
  const signedIn = useAuthStore((state) => staff || (state.token !== null && state.isAuth));
  const [authOpen, setAuthOpen] = useState(false);

  const editingLine = request?.kind === 'line' ? request.line : null;
  const needCatalog = cartOpen || editingLine !== null;
  const products = useQuery({ ...productsQueryOptions(sedeId), enabled: needCatalog });
  const specials = useQuery({ ...specialProductsQueryOptions(sedeId), enabled: needCatalog });
  const catalog =
    products.data && specials.data ? { productos: products.data, especiales: specials.data } : null;

  // The product of an edited line comes from the branch's catalog.
  const lineProduct =
    editingLine && catalog
      ? editingLine.tipo === 'ESPECIAL'
        ? catalog.especiales.find((e) => e.id === editingLine.id)
        : catalog.productos.find((p) => p.id === editingLine.id)
      : undefined;
  const catalogFailed = products.isError || specials.isError;
  const missingProduct = editingLine !== null && (catalog || catalogFailed) && !lineProduct;

  useEffect(() => {
    if (!missingProduct) return;
    closeProductEditor();
    notify.error(
      catalogFailed
        ? 'No pudimos cargar el producto. Intenta de nuevo.'
        : 'Este producto ya no está disponible en esta sede.',
    );
  }, [missingProduct, catalogFailed]);

  const submit = (line: CartLine) => {
    const old = request ? editedLine(request) : undefined;
    const cart = useCartStore.getState();
    if (old) {
      const merged =
        old.uniqueId !== line.uniqueId &&
        cart.lines.some(
          (l) => l.uniqueId === line.uniqueId && l.cantidad + line.cantidad > MAX_CANTIDAD,
        );
      cart.replace(old.uniqueId, line);
      if (merged) notify.error(`Producto actualizado. ${capText(line.nombre)}.`);
      else notify.success('Producto actualizado');
      closeProductEditor();
      return;
    }
    // The panel opens by itself for a first item on a wide screen; otherwise offer it.
    const panelOpens = cart.lines.length === 0 && window.matchMedia(WIDE_SCREEN).matches;
    const added = cart.add(line);
    if (added < line.cantidad) notify.error(capMessage(line.nombre, added));
    else if (panelOpens || cartOpen) notify.success(ADDED);
    else {
      notify.action(
        ADDED,
        { label: 'Ver carrito', onAction: () => setCartOpen(true), success: true },
        { duration: 4_000 },
      );
    }
    closeProductEditor();
  };

  const goToCheckout = () => {
    setCartOpen(false);
    navigate(checkoutPath);
  };

  const onEditorOpenChange = (open: boolean) => {
    if (!open) closeProductEditor();
  };

  const product = request?.kind === 'product' ? request.product : lineProduct;

  return (
    <>
      <MountOnce when={cartOpen}>
        <Suspense fallback={<Loading />}>
          <CartPanel
            open={cartOpen}
            onOpenChange={setCartOpen}
            catalog={catalog}
            onEditLine={(line) => openProductEditor({ kind: 'line', line })}
            onCheckout={() => (signedIn ? goToCheckout() : setAuthOpen(true))}
            onGuestCheckout={signedIn ? undefined : goToCheckout}
            onShop={() => {
              setCartOpen(false);
              if (!pathname.startsWith('/menu')) navigate('/menu');
            }}
          />
        </Suspense>
      </MountOnce>
      {request && product ? (
        <Suspense fallback={<Loading />}>
          <ProductEditorDialog
            key={editingLine?.uniqueId ?? `${product.tipo}-${product.id}`}
            open
            onOpenChange={onEditorOpenChange}
            product={product}
            line={editedLine(request)}
            blockedReason={blockedReason}
            onSubmit={submit}
            shareUrl={
              !staff && request.kind === 'product' && sedeId !== null
                ? sharedProductUrl(sedeId, product)
                : undefined
            }
          />
        </Suspense>
      ) : request?.kind === 'line' && !missingProduct ? (
        <Loading />
      ) : null}
      {request?.kind === 'build-pizza' ? (
        <Suspense fallback={<Loading />}>
          <BuildPizzaDialog
            key={request.line?.uniqueId ?? 'new'}
            open
            onOpenChange={onEditorOpenChange}
            sedeId={sedeId}
            line={request.line}
            blockedReason={blockedReason}
            onSubmit={submit}
          />
        </Suspense>
      ) : null}
      {!staff && (
        <LazyAuthModal open={authOpen} onOpenChange={setAuthOpen} onAuthenticated={goToCheckout} />
      )}
    </>
  );
}
