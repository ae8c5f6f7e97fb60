// A data table never makes a tablet or a phone scroll sideways: when it is wider than its box,
// columns fold one by one into the row's first cell, least important first, until it fits.
import { useLayoutEffect, useRef, useState } from 'react';

export interface FoldableColumn {
  id: string;
  /** 'low': folds before the others (details such as e-mail or branches). */
  priority?: 'low' | undefined;
  /** The row's actions (or its drag handle, or its checkbox): never folds. */
  actions?: boolean | undefined;
}

/**
 * The order in which columns fold: the low-priority ones, then the rest, each from the right.
 * The first column that is not actions (the row's name) and the actions never fold.
 */
export function foldOrder(columns: readonly FoldableColumn[]): string[] {
  const [, ...foldable] = columns.filter((column) => !column.actions);
  const low = foldable.filter((column) => column.priority === 'low');
  const others = foldable.filter((column) => column.priority !== 'low');
  return [...low.reverse(), ...others.reverse()].map((column) => column.id);
}

const sameItems = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, i) => Object.is(item, b[i]));

/**
 * How many columns (of `foldable`) must fold for the table inside the returned `ref`'s box to
 * fit it without scrolling sideways. It starts over from none when the box's width or anything
 * in `basis` (the rows shown) changes. Measured before paint, so nothing flickers. `settled` is
 * the count the last measurement ended with: what stays folded outside the table (a folded
 * column's filter) keeps to it while a new measurement unfolds and folds again, so that it is
 * not unmounted in between.
 */
export function useFoldCount(
  foldable: number,
  basis: readonly unknown[],
): { ref: (box: HTMLElement | null) => void; count: number; settled: number } {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(0);
  const [, setContentChanged] = useState(0);
  const [fold, setFold] = useState<{ basis: readonly unknown[]; count: number }>({
    basis: [],
    count: 0,
  });
  const current = [width, foldable, ...basis];
  const count = sameItems(fold.basis, current) ? fold.count : 0;
  const [settled, setSettled] = useState(0);
  const measured = useRef(0);

  useLayoutEffect(() => {
    if (!box) return;
    measured.current = box.clientWidth;
    const observer = new ResizeObserver(() => {
      if (box.clientWidth !== measured.current) {
        // A wider box may hold folded columns again: start over.
        measured.current = box.clientWidth;
        setWidth(box.clientWidth);
      } else {
        // The content grew (a font or picture loaded): check again, folding more if needed.
        setContentChanged((n) => n + 1);
      }
    });
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box]);

  useLayoutEffect(() => {
    if (!box) return;
    if (count < foldable && box.scrollWidth > box.clientWidth + 1)
      setFold({ basis: current, count: count + 1 });
    else if (settled !== count) setSettled(count);
  });

  return { ref: setBox, count, settled };
}
