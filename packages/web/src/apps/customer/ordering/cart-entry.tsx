import { CartButton } from '../../../features/cart/components/cart-button';
import { useOrderingBlock } from './use-ordering-block';

/** The top bar's cart button, disabled while the chosen branch cannot take orders. */
export function CartEntry() {
  return <CartButton disabledReason={useOrderingBlock()} />;
}
