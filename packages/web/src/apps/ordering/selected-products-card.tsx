import { Plus } from 'lucide-react';
import { Link } from '../../lib/link';
import { Card } from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { cartCount } from '../../features/cart/store';
import type { PricedCartLine } from '../../features/checkout/cart-line-view';
import { CartLineList } from '../../features/checkout/components/cart-line-list';
import { cn } from '../../lib/cn';
import { editLine, removeWithUndo } from './use-checkout-cart';

/**
 * The checkout's 'Productos seleccionados': each line with 'Editar' and 'Quitar' (undoable), and
 * the way back to the menu for more.
 */
export function SelectedProductsCard({
  items,
  heading: Heading,
  className,
}: {
  items: readonly PricedCartLine[];
  /** h1 where the card is the page's title (customer), h2 under a page header (staff). */
  heading: 'h1' | 'h2';
  className?: string;
}) {
  const count = cartCount(items.map((item) => item.line));
  return (
    <Card className={className}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <Heading
          className={cn(
            'font-extrabold tracking-tight text-ink',
            Heading === 'h1' ? 'text-2xl' : 'text-xl',
          )}
        >
          Productos seleccionados
        </Heading>
        <p className="text-sm font-bold text-ink-muted">
          {count} {count === 1 ? 'producto' : 'productos'}
        </p>
      </div>
      <CartLineList items={items} onEdit={editLine} onRemove={removeWithUndo} />
      <Link
        to="/menu"
        className="mt-4 inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
      >
        <Plus aria-hidden="true" className="size-4" />
        Agregar más productos
      </Link>
    </Card>
  );
}

/** What an emptied checkout shows: nothing, or the order on its way once it was placed. */
export function EmptiedCheckout({ placed }: { placed: boolean }) {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center gap-2 text-ink-muted">
      {placed && (
        <>
          <Spinner />
          Procesando pedido...
        </>
      )}
    </div>
  );
}
