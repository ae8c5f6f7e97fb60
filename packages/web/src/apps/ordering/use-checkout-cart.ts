import { type CartLine, cartTotals } from '@horno/domain/cart';
import { useMemo } from 'react';
import { useCartStore } from '../../features/cart/store';
import { cartLineTitle, priceCartLines } from '../../features/checkout/cart-line-view';
import { useProducts } from '../../features/menu/api/get-products';
import { useSpecialProducts } from '../../features/menu/api/get-special-products';
import { isHalfAndHalf, openProductEditor } from '../../features/product-config/editor-store';
import { notify } from '../../lib/toast';

// customer-app.md §9: a removed line can be put back for 7 s.
const UNDO_MS = 7_000;

/** Removes a checkout line, offering to put it back where it was. */
export function removeWithUndo(line: CartLine) {
  const cart = useCartStore.getState();
  const index = cart.lines.findIndex((l) => l.uniqueId === line.uniqueId);
  const removed = cart.remove(line.uniqueId);
  if (!removed) return;
  notify.action(
    `Quitaste ${cartLineTitle(removed)} del carrito`,
    { label: 'Deshacer', onAction: () => useCartStore.getState().restore(removed, index) },
    { duration: UNDO_MS, id: `removed-${removed.uniqueId}` },
  );
}

/** Opens a checkout line in the dialog it was configured with. */
export function editLine(line: CartLine) {
  openProductEditor(isHalfAndHalf(line) ? { kind: 'build-pizza', line } : { kind: 'line', line });
}

/**
 * The cart as the checkout shows it: each line priced with the branch's catalog, and the totals
 * the server will charge (null while the catalog loads).
 */
export function useCheckoutCart(
  sedeId: number | null,
  charges: { domicilio: number; cuponPorcentaje: number | null },
) {
  const lines = useCartStore((s) => s.lines);
  const products = useProducts(sedeId);
  const specials = useSpecialProducts(sedeId);
  const catalog = useMemo(
    () =>
      products.data && specials.data
        ? { productos: products.data, especiales: specials.data }
        : null,
    [products.data, specials.data],
  );
  const catalogSettled = catalog !== null || products.isError || specials.isError;
  const items = useMemo(() => priceCartLines(lines, catalog), [lines, catalog]);
  const totals = catalogSettled
    ? cartTotals(lines, catalog ?? { productos: [], especiales: [] }, charges)
    : null;
  return { lines, items, totals };
}
