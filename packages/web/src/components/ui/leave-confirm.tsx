import { type ReactNode, useState } from 'react';
import { useBeforeUnload } from '../../lib/use-before-unload';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Leaving a form with unsaved changes asks first (DESIGN.md): `leave(go)` runs `go` at once when
 * nothing changed, otherwise after 'Salir sin guardar'. Closing the tab asks through the browser.
 */
export function useLeaveConfirm(
  dirty: boolean,
  description = 'Los cambios que hiciste se perderán.',
): { leave: (go: () => void) => void; dialog: ReactNode } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  useBeforeUnload(dirty);
  return {
    leave: (go) => (dirty ? setPending(() => go) : go()),
    dialog: (
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title="¿Salir sin guardar los cambios?"
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
