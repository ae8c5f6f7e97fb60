import type { CartLine, CatalogLookup } from '@horno/domain/cart';
import { cartLineUnitPrice, cartTotals } from '@horno/domain/cart';
import { formatCOP } from '@horno/domain/money';
import * as Dialog from '@radix-ui/react-dialog';
import { ShoppingBag, Trash2, Undo2, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useBackCloses } from '../../../lib/back-closes';
import { useReturnFocus } from '../../../lib/return-focus';
import { useToastMakesWay } from '../../../lib/toast';
import { productCountLabel } from '../line-text';
import { cartCount, useCartStore } from '../store';
import { type Removal, removeWithUndo, UNDO_MS } from '../undo-removal';
import { CartLineItem } from './cart-line-item';

export interface CartPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The branch's products, to price the lines as the checkout will; null while loading. */
  catalog: CatalogLookup | null;
  onEditLine: (line: CartLine) => void;
  /** 'Ir a finalizar pedido'. */
  onCheckout: () => void;
  /** 'Continuar como invitado': shown when given (visitors without a session). */
  onGuestCheckout?: (() => void) | undefined;
  /** 'Ir a Comprar' on an empty cart. */
  onShop: () => void;
}

const EMPTY_CATALOG: CatalogLookup = { productos: [], especiales: [] };

// The undo toast lives outside the dialog: pressing it must not count as a click outside.
const isToast = (target: EventTarget | null) =>
  target instanceof Element && target.closest('[data-rht-toaster]') !== null;

/** The cart as a sheet on the right (customer-app.md §2, Cart side panel). */
export function CartPanel({
  open,
  onOpenChange,
  catalog,
  onEditLine,
  onCheckout,
  onGuestCheckout,
  onShop,
}: CartPanelProps) {
  const lines = useCartStore((state) => state.lines);
  const increment = useCartStore((state) => state.increment);
  const decrement = useCartStore((state) => state.decrement);
  const clear = useCartStore((state) => state.clear);
  const [confirmClear, setConfirmClear] = useState(false);
  const [removals, setRemovals] = useState<Removal[]>([]);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const closeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus();
  useBackCloses(open, () => onOpenChange(false));
  useToastMakesWay(open);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  const forget = (removal: Removal) => {
    setRemovals((list) => list.filter((r) => r !== removal));
    const timer = timers.current.get(removal.line.uniqueId);
    if (timer) clearTimeout(timer);
    timers.current.delete(removal.line.uniqueId);
  };

  const removeLine = (uniqueId: string) => {
    const removal = removeWithUndo(uniqueId, forget);
    if (!removal) return;
    setRemovals((list) => [removal, ...list.filter((r) => r.line.uniqueId !== uniqueId)]);
    timers.current.set(
      uniqueId,
      setTimeout(() => forget(removal), UNDO_MS),
    );
  };

  const prices = catalog ?? EMPTY_CATALOG;
  const count = cartCount(lines);
  const subtotal = cartTotals(lines, prices).productos;
  const empty = lines.length === 0;

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-night/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            returnFocus.onOpenAutoFocus();
            // The close button, rather than the first control ('Vaciar').
            event.preventDefault();
            closeButton.current?.focus();
          }}
          onCloseAutoFocus={returnFocus.onCloseAutoFocus}
          onInteractOutside={(event) => {
            if (isToast(event.target)) event.preventDefault();
          }}
          className="fixed inset-y-0 right-0 z-40 flex w-full flex-col bg-page shadow-card-hover focus:outline-none sm:max-w-md"
        >
          <header className="flex items-center gap-2 border-b border-line bg-surface py-2 pr-2 pl-5">
            <div className="flex min-w-0 flex-1 items-baseline gap-2">
              <Dialog.Title className="text-xl font-extrabold text-ink">Carrito</Dialog.Title>
              <span className="text-sm font-bold text-ink-muted tabular-nums">
                {productCountLabel(count)}
              </span>
            </div>
            {!empty ? (
              <button
                type="button"
                onClick={() => setConfirmClear(true)}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-bold text-primary-strong transition-colors hover:bg-primary-soft"
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Vaciar
              </button>
            ) : null}
            <Dialog.Close asChild>
              <button
                ref={closeButton}
                type="button"
                aria-label="Cerrar carrito"
                className="inline-flex size-11 items-center justify-center rounded-full text-ink transition-colors hover:bg-surface-muted"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </Dialog.Close>
          </header>
          <Dialog.Description className="sr-only">
            Revisa tus productos antes de finalizar el pedido.
          </Dialog.Description>

          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-5">
            {removals.length > 0 ? (
              <ul className="space-y-2 pt-4" aria-label="Productos quitados">
                {removals.map((removal) => (
                  <li
                    key={removal.line.uniqueId}
                    className="flex items-center justify-between gap-3 rounded-2xl bg-surface-muted py-1 pr-1 pl-4 text-sm"
                  >
                    <span className="min-w-0 text-ink">
                      Quitaste <span className="font-bold">{removal.line.nombre}</span>
                    </span>
                    <button
                      type="button"
                      onClick={removal.undo}
                      className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 font-bold text-primary-strong transition-colors hover:bg-primary-soft"
                    >
                      <Undo2 aria-hidden="true" className="size-4" />
                      Deshacer
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
            {empty ? (
              <div className="flex flex-col items-center gap-3 py-16 text-center">
                <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary-strong">
                  <ShoppingBag aria-hidden="true" className="size-8" />
                </span>
                <p className="text-lg font-extrabold text-ink">Tu carrito está vacío</p>
                <p className="max-w-xs text-sm text-ink-muted">
                  Agrega tus pizzas favoritas desde el menú y aparecerán aquí.
                </p>
              </div>
            ) : (
              <ul className="divide-y divide-line">
                {lines.map((line) => (
                  <li key={line.uniqueId}>
                    <CartLineItem
                      line={line}
                      unitPrice={cartLineUnitPrice(line, prices) ?? line.precio}
                      onIncrement={() => increment(line.uniqueId)}
                      onDecrement={() =>
                        line.cantidad <= 1 ? removeLine(line.uniqueId) : decrement(line.uniqueId)
                      }
                      onEdit={() => onEditLine(line)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <div
            data-toast-above
            className="space-y-3 border-t border-line bg-surface px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))]"
          >
            {empty ? (
              <Button className="w-full" onClick={onShop}>
                Ir a Comprar
              </Button>
            ) : (
              <>
                <div className="flex items-baseline justify-between gap-3">
                  <span className="font-bold text-ink">Subtotal</span>
                  <span className="text-xl font-extrabold text-ink tabular-nums">
                    {formatCOP(subtotal)}
                  </span>
                </div>
                <p className="text-xs text-ink-muted">
                  El domicilio y los descuentos se calculan al finalizar el pedido.
                </p>
                <Button className="w-full" onClick={onCheckout}>
                  Ir a finalizar pedido
                </Button>
                {onGuestCheckout ? (
                  <Button variant="secondary" className="w-full" onClick={onGuestCheckout}>
                    Continuar como invitado
                  </Button>
                ) : null}
              </>
            )}
          </div>
          <ConfirmDialog
            open={confirmClear}
            onOpenChange={setConfirmClear}
            title="¿Vaciar el carrito?"
            description={`Se quitarán ${productCountLabel(count)} del carrito.`}
            confirmLabel="Vaciar carrito"
            onConfirm={() => {
              clear();
              setConfirmClear(false);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export default CartPanel;
