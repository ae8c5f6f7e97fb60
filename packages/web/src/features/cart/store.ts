import type { CartLine } from '@horno/domain/cart';
import { MAX_CANTIDAD } from '@horno/domain/product-config';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/** The cart, persisted under the local key 'cart-storage' (customer-app.md §3). */
export interface CartState {
  lines: CartLine[];
  /**
   * Adds a line, merging it into an identical one (same uniqueId) by raising its quantity, up
   * to `MAX_CANTIDAD`; returns how many units went in (fewer than asked at the cap).
   */
  add: (line: CartLine) => number;
  /** One more unit, up to `MAX_CANTIDAD`. */
  increment: (uniqueId: string) => void;
  /** Takes one unit away; a line reaching zero is removed. */
  decrement: (uniqueId: string) => void;
  /** Removes a line and returns it (for the undo toast). */
  remove: (uniqueId: string) => CartLine | undefined;
  /** Undo of `remove`: puts the line back at its old position (merging if it matches one). */
  restore: (line: CartLine, index: number) => void;
  /** Editing: the old line goes, the updated one is added (merging if it now matches another). */
  replace: (uniqueId: string, line: CartLine) => void;
  /** Removes every line whose key is in the list (branch change). */
  removeMany: (uniqueIds: readonly string[]) => void;
  clear: () => void;
}

/** A line's quantity as the order accepts it (1 to 99 units). */
const capped = (cantidad: number) => Math.min(MAX_CANTIDAD, cantidad);

function merge(lines: CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.uniqueId === line.uniqueId);
  if (!existing) return [...lines, { ...line, cantidad: capped(line.cantidad) }];
  return lines.map((l) =>
    l.uniqueId === line.uniqueId
      ? { ...l, cantidad: capped(l.cantidad + line.cantidad), precio: line.precio }
      : l,
  );
}

const quantityOf = (lines: readonly CartLine[], uniqueId: string) =>
  lines.find((l) => l.uniqueId === uniqueId)?.cantidad ?? 0;

export const useCartStore = create<CartState>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (line) => {
        const before = quantityOf(get().lines, line.uniqueId);
        const lines = merge(get().lines, line);
        set({ lines });
        return quantityOf(lines, line.uniqueId) - before;
      },
      increment: (uniqueId) =>
        set({
          lines: get().lines.map((l) =>
            l.uniqueId === uniqueId ? { ...l, cantidad: capped(l.cantidad + 1) } : l,
          ),
        }),
      decrement: (uniqueId) =>
        set({
          lines: get()
            .lines.map((l) => (l.uniqueId === uniqueId ? { ...l, cantidad: l.cantidad - 1 } : l))
            .filter((l) => l.cantidad > 0),
        }),
      remove: (uniqueId) => {
        const line = get().lines.find((l) => l.uniqueId === uniqueId);
        set({ lines: get().lines.filter((l) => l.uniqueId !== uniqueId) });
        return line;
      },
      restore: (line, index) => {
        const lines = get().lines;
        if (lines.some((l) => l.uniqueId === line.uniqueId)) {
          set({ lines: merge(lines, line) });
          return;
        }
        const at = Math.min(Math.max(0, index), lines.length);
        set({ lines: [...lines.slice(0, at), line, ...lines.slice(at)] });
      },
      replace: (uniqueId, line) =>
        set({
          lines: merge(
            get().lines.filter((l) => l.uniqueId !== uniqueId),
            line,
          ),
        }),
      removeMany: (uniqueIds) => {
        const drop = new Set(uniqueIds);
        set({ lines: get().lines.filter((l) => !drop.has(l.uniqueId)) });
      },
      clear: () => set({ lines: [] }),
    }),
    { name: 'cart-storage', version: 1 },
  ),
);

/** Units in the cart. */
export const cartCount = (lines: readonly CartLine[]) => lines.reduce((n, l) => n + l.cantidad, 0);
