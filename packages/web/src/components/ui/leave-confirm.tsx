import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useBeforeUnload } from '../../lib/use-before-unload';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first (DESIGN.md): the page's own buttons through
 * `leave(go)`, which runs `go` at once when nothing changed; reload or closing the tab through
 * the browser's own dialog. (Back and the sidebar do not ask yet: React Router's blocker needs a
 * data router, whose code cost the customer's menu 15 KB; issue 30 item 2.) `release()`: the
 * form just saved, closing the tab no longer asks.
 */
export function useLeaveConfirm(
  dirty: boolean,
  description = 'Los cambios que hiciste se perderán.',
  title = '¿Salir sin guardar los cambios?',
): { leave: (go: () => void) => void; dialog: ReactNode; release: () => void } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // A form that saved lets the tab close unasked, until it is changed again.
  const [released, setReleased] = useState(false);
  useEffect(() => {
    if (dirty) setReleased(false);
  }, [dirty]);
  useBeforeUnload(dirty && !released);
  const release = useCallback(() => setReleased(true), []);
  return {
    leave: (go) => {
      if (!dirty) return go();
      setPending(() => go);
    },
    release,
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={title}
        description={description}
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        onConfirm={() => {
          setPending(null);
          pending?.();
        }}
      />
    ),
  };
}
