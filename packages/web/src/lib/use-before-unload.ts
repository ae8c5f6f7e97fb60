import { type RefObject, useEffect } from 'react';

/**
 * While `dirty`, closing or reloading the tab asks first (the browser's own dialog), unless
 * `released` is set by then (a form that just saved and is leaving).
 */
export function useBeforeUnload(dirty: boolean, released?: RefObject<boolean>): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!released?.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, released]);
}
