import { type RefObject, useEffect, useState } from 'react';

/**
 * How many items of a scrolling list are cut off, wholly or in part, below its bottom edge (a
 * ticket with more than its card shows), so the card can say so: a line nobody sees is a line
 * nobody makes.
 */
export function useLinesBelow(list: RefObject<HTMLElement | null>, items: number): number {
  const [below, setBelow] = useState(0);
  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const cut = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const under = entry.boundingClientRect.top > (entry.rootBounds?.top ?? 0);
          if (entry.intersectionRatio < 0.98 && under) cut.add(entry.target);
          else cut.delete(entry.target);
        }
        setBelow(cut.size);
      },
      { root, threshold: [0, 0.98] },
    );
    for (const child of Array.from(root.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [list, items]);
  return below;
}
