import { ShoppingBag } from 'lucide-react';
import { useId } from 'react';
import { productCountLabel } from '../line-text';
import { cartCount, useCartStore } from '../store';
import { useCartPanelStore } from '../panel-store';

/**
 * The top bar's cart button with its count. Disabled, saying why, when products cannot be
 * ordered (the branch is closed).
 */
export function CartButton({ disabledReason }: { disabledReason: string | null }) {
  const reasonId = useId();
  const count = useCartStore((state) => cartCount(state.lines));
  const setOpen = useCartPanelStore((state) => state.setOpen);
  const disabled = disabledReason !== null;
  return (
    <span title={disabledReason ?? undefined} className="relative inline-flex shrink-0">
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={`Abrir carrito (${productCountLabel(count)})`}
        aria-describedby={disabled ? reasonId : undefined}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full bg-primary px-3 text-sm font-bold text-on-primary shadow-sm transition-colors hover:bg-primary-hover disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:shadow-none sm:px-4"
      >
        <ShoppingBag aria-hidden="true" className="size-5" />
        <span className="hidden lg:inline">Carrito</span>
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-ink px-1.5 text-xs leading-5 font-extrabold text-ink-inverse tabular-nums ring-2 ring-surface"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {disabled ? (
        <span id={reasonId} className="sr-only">
          {disabledReason}
        </span>
      ) : null}
    </span>
  );
}
