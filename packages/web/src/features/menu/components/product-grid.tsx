import type { ReactNode } from 'react';

/** How many cards a row of `ProductGrid` holds at this screen's width. */
export function gridColumns(): number {
  const atLeast = (rem: number) => window.matchMedia(`(min-width: ${rem}rem)`).matches;
  return atLeast(80) ? 4 : atLeast(64) ? 3 : atLeast(40) ? 2 : 1;
}

/** 1 column on phones, 2 from 640 px (40rem), 3 from 1024 px, 4 from 1280 px. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}
