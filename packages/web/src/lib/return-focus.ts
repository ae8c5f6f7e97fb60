import { useCallback, useRef } from 'react';

// What opened the last dialog: a dialog that opens by itself (the cart after adding) returns
// the focus there.
let lastOpener: HTMLElement | null = null;

/**
 * Focus handlers for Radix dialogs opened from a store rather than a `Dialog.Trigger`, which
 * would return the focus nowhere on close: they give it back to what opened the dialog, or to
 * the dialog still open underneath when that element is gone.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    const active = document.activeElement;
    opener.current =
      active instanceof HTMLElement && active !== document.body && active.isConnected
        ? active
        : lastOpener;
    lastOpener = opener.current;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    event.preventDefault();
    const target = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('[role="dialog"]');
    target?.focus();
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
