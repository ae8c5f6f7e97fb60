import type { ReactNode } from 'react';
import './print-area.css';

/** What `window.print()` puts on paper, alone: the app's frame around it is left out. */
export function PrintArea({ children }: { children: ReactNode }) {
  return <div data-print-area="">{children}</div>;
}
