import type { ReactNode } from 'react';

/** 1 column on phones, 2 from 640 px, 3 from 1024 px, 4 from 1280 px. */
export function ProductGrid({ children }: { children: ReactNode }) {
  return (
    <ul role="list" className="grid gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}
