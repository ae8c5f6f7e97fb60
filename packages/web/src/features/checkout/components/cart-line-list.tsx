import type { CartLine } from '@horno/domain/cart';
import type { PricedCartLine } from '../cart-line-view';
import { CartLineItem } from './cart-line-item';

/** The cart's lines at checkout. */
export function CartLineList({
  items,
  onEdit,
  onRemove,
}: {
  items: readonly PricedCartLine[];
  onEdit: (line: CartLine) => void;
  onRemove: (line: CartLine) => void;
}) {
  return (
    <ul className="divide-y divide-line wrap-anywhere">
      {items.map((item) => (
        <CartLineItem key={item.line.uniqueId} {...item} onEdit={onEdit} onRemove={onRemove} />
      ))}
    </ul>
  );
}
