import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { useBeforeUnload } from '../../lib/use-before-unload';
import { ConfirmDialog } from './confirm-dialog';

/** A navigation leaves the form when it opens another address (a search or hash change does not). */
export function leavesForm(current: { pathname: string }, next: { pathname: string }): boolean {
  return current.pathname !== next.pathname;
}

/**
 * Leaving a form with unsaved changes asks first (DESIGN.md, decision 025), whatever the way out:
 * the page's own buttons through `leave(go)`, which runs `go` at once when nothing changed;
 * Back, the sidebar or any link through React Router's blocker (the back office's data router,
 * admin-app.tsx); reload or closing the tab through the browser's own dialog. `release()` lets
 * the next navigation pass unasked, for a form that just saved (its dirtiness reaches the
 * blocker only on the next render), until the form is changed again.
 */
export function useLeaveConfirm(
  dirty: boolean,
  description = 'Los cambios que hiciste se perderán.',
  title = '¿Salir sin guardar los cambios?',
): { leave: (go: () => void) => void; dialog: ReactNode; release: () => void } {
  const [pending, setPending] = useState<(() => void) | null>(null);
  // Read when a navigation starts, so a `release()` in the same tick already counts.
  const released = useRef(false);
  useEffect(() => {
    if (dirty) released.current = false;
  }, [dirty]);
  useBeforeUnload(dirty, released);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !released.current && leavesForm(currentLocation, nextLocation),
  );
  const blocked = blocker.state === 'blocked';
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return {
    leave: (go) => {
      if (!dirty) return go();
      setPending(() => go);
    },
    release,
    dialog: (
      <ConfirmDialog
        open={pending !== null || blocked}
        onOpenChange={(open) => {
          if (open) return;
          setPending(null);
          if (blocker.state === 'blocked') blocker.reset();
        }}
        title={title}
        description={description}
        confirmLabel="Salir sin guardar"
        cancelLabel="Seguir editando"
        // Back may be what opened it; the blocker already kept the page where it was.
        closesOnBack={false}
        onConfirm={() => {
          release();
          setPending(null);
          // Where the person was going: Back or a link if one was held, else the page's button.
          if (blocker.state === 'blocked') blocker.proceed();
          else pending?.();
        }}
      />
    ),
  };
}
