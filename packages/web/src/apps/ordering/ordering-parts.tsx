// What the ordering host and its dialogs both draw with (ordering-host.tsx, ordering-dialogs.tsx).
import { type ReactNode, useState } from 'react';
import { Spinner } from '../../components/ui/spinner';

export const WIDE_SCREEN = '(min-width: 768px)';

/** Shown over the page while a dialog's chunk arrives. */
export function Loading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-night/30">
      <p
        role="status"
        className="flex items-center gap-2 rounded-full bg-surface px-5 py-3 font-bold text-ink shadow-card"
      >
        <Spinner className="size-5 text-primary" />
        Cargando...
      </p>
    </div>
  );
}

/** Renders its children from the first time `when` is true on, so they can close in place. */
export function MountOnce({ when, children }: { when: boolean; children: ReactNode }) {
  const [mounted, setMounted] = useState(when);
  if (when && !mounted) setMounted(true);
  return mounted ? children : null;
}
