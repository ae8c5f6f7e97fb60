import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

// react-hot-toast and its CSS-in-JS runtime load with the first toast, not with the page:
// the menu's first load has a JavaScript budget (ARCHITECTURE, performance budgets).
const loadToastModule = () => import('react-hot-toast');

let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function requestToasts() {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return loadToastModule();
}

type Kind = 'blank' | 'success' | 'error';

function show(kind: Kind, message: string, options?: ToastOptions) {
  void requestToasts().then(({ toast }) => {
    if (kind === 'blank') toast(message, options);
    else toast[kind](message, options);
  });
}

/** The app's one way to toast (react-hot-toast defaults; ARCHITECTURE decision 7). */
export const notify = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
  },
);

const LazyToaster = lazy(() => loadToastModule().then((module) => ({ default: module.Toaster })));

/** The toast container, mounted once something has been toasted. */
export function Toasts() {
  const needed = useSyncExternalStore(subscribe, () => requested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="bottom-right" />
    </Suspense>
  );
}
