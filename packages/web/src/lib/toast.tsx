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

const INFO_DURATION_MS = 10_000;

function showInfo(message: string, options?: ToastOptions) {
  void requestToasts().then(({ toast }) => {
    toast(
      (shown) => (
        <span className="flex items-center gap-3">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => toast.dismiss(shown.id)}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
          >
            Cerrar
          </button>
        </span>
      ),
      { duration: INFO_DURATION_MS, icon: 'ℹ️', ...options },
    );
  });
}

export interface ToastAction {
  label: string;
  onAction: () => void;
  /** Shows the success icon ('Producto añadido… · Ver carrito'). */
  success?: boolean;
}

function showAction(message: string, action: ToastAction, options?: ToastOptions) {
  void requestToasts().then(({ toast }) => {
    (action.success ? toast.success : toast)(
      (shown) => (
        <span className="flex items-center gap-3">
          <span>{message}</span>
          <button
            type="button"
            onClick={() => {
              toast.dismiss(shown.id);
              action.onAction();
            }}
            className="min-h-11 shrink-0 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
          >
            {action.label}
          </button>
        </span>
      ),
      options,
    );
  });
}

/** The app's one way to toast (react-hot-toast defaults; ARCHITECTURE decision 7). */
export const notify = Object.assign(
  (message: string, options?: ToastOptions) => show('blank', message, options),
  {
    success: (message: string, options?: ToastOptions) => show('success', message, options),
    error: (message: string, options?: ToastOptions) => show('error', message, options),
    /** A notice that stays 10 s with a 'Cerrar' button (ARCHITECTURE decision 7). */
    info: (message: string, options?: ToastOptions) => showInfo(message, options),
    /** A toast with one button ('Deshacer'); the button dismisses it and runs the action. */
    action: (message: string, action: ToastAction, options?: ToastOptions) =>
      showAction(message, action, options),
    dismiss: (id: string) => {
      if (requested) void loadToastModule().then(({ toast }) => toast.dismiss(id));
    },
  },
);

const LazyToaster = lazy(() => loadToastModule().then((module) => ({ default: module.Toaster })));

const PHONE = '(max-width: 639px)';
const subscribeToWidth = (onChange: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The toast container, mounted once something has been toasted. The customer app shows toasts
 * bottom-right, or at the top on phones, where its dialogs are bottom sheets whose main button a
 * toast would cover. The back office puts them under its 64 px top bar, clear of the sticky order
 * summary and the board's card menus at the bottom of the screen.
 */
export function Toasts({ placement = 'bottom' }: { placement?: 'bottom' | 'under-top-bar' }) {
  const needed = useSyncExternalStore(subscribe, () => requested);
  const phone = useSyncExternalStore(subscribeToWidth, () => window.matchMedia(PHONE).matches);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      {placement === 'under-top-bar' ? (
        <LazyToaster position="top-center" containerStyle={{ top: 76 }} />
      ) : (
        <LazyToaster position={phone ? 'top-center' : 'bottom-right'} />
      )}
    </Suspense>
  );
}
