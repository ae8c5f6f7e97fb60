import type { CartLine } from '@horno/domain/cart';
import { notify } from '../../lib/toast';
import { useCartStore } from './store';

/** How long a removed line can be put back (customer-app.md §9: undo toast 7 s). */
export const UNDO_MS = 7_000;

export interface Removal {
  line: CartLine;
  index: number;
  /** Puts the line back where it was; does nothing the second time. */
  undo: () => void;
}

/**
 * Removes a line and offers to put it back for 7 seconds with a 'Deshacer' toast. The returned
 * removal lets a screen show its own undo button too; either one undoes once.
 */
export function removeWithUndo(
  uniqueId: string,
  onSettled?: (removal: Removal) => void,
): Removal | undefined {
  const store = useCartStore.getState();
  const index = store.lines.findIndex((l) => l.uniqueId === uniqueId);
  const line = store.remove(uniqueId);
  if (!line) return undefined;
  const toastId = `undo-${uniqueId}`;
  let done = false;
  const removal: Removal = {
    line,
    index,
    undo: () => {
      if (done) return;
      done = true;
      notify.dismiss(toastId);
      useCartStore.getState().restore(line, index);
      onSettled?.(removal);
    },
  };
  notify.action(
    `Quitaste ${line.nombre} del carrito`,
    { label: 'Deshacer', onAction: removal.undo },
    { id: toastId, duration: UNDO_MS },
  );
  return removal;
}
