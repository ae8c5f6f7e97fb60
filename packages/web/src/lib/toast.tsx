import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-hot-toast';

// react-hot-toast and its CSS-in-JS runtime load with the first toast, not with the page:
// the menu's first load has a JavaScript budget (ARCHITECTURE, performance budgets).
const loadToastModule = () => import('react-hot-toast');

let requested = false;
const listeners = new Set<() => void>();

// A toast is created only once a toaster is on the page: react-hot-toast counts a toast's time
// from its creation and drops, unseen, one whose time ran out before a toaster mounted, which
// a slow phone loading the toaster's chunk for the first toast would otherwise do.
let markMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Rendered after the toaster in its Suspense boundary: its effect runs once the toaster's have. */
function MountedSignal() {
  useEffect(() => markMounted(), []);
  return null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function requestToasts() {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return Promise.all([loadToastModule(), toasterMounted]).then(([module]) => module);
}

type Kind = 'blank' | 'success' | 'error';

// The customer app shows one toast at a time, a new one replacing the old (issue 17): stacked
// toasts covered the controls people needed next. All of them share one id; `shownId` is the
// id the caller gave the one on screen, so dismissing that id still works.
const ONE_AT_A_TIME_ID = 'notice';
let oneAtATime = false;
let shownId: string | undefined;

type ToastModule = Awaited<ReturnType<typeof loadToastModule>>;

/** The options of a new toast; with one toast at a time, the one shown makes way for it. */
function place({ toast }: ToastModule, options?: ToastOptions): ToastOptions | undefined {
  if (!oneAtATime) return options;
  shownId = options?.id;
  toast.remove(ONE_AT_A_TIME_ID);
  return { ...options, id: ONE_AT_A_TIME_ID };
}

function show(kind: Kind, message: string, options?: ToastOptions) {
  void requestToasts().then((module) => {
    const { toast } = module;
    if (kind === 'blank') toast(message, place(module, options));
    else toast[kind](message, place(module, options));
  });
}

// The button stays tappable where the rest of a toast lets taps through (phones).
const buttonClass =
  'pointer-events-auto min-h-11 shrink-0 rounded-full px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft';

const INFO_DURATION_MS = 10_000;

function showInfo(message: string, options?: ToastOptions) {
  void requestToasts().then((module) => {
    const { toast } = module;
    toast(
      (shown) => (
        <span className="flex items-center gap-3">
          <span>{message}</span>
          <button type="button" onClick={() => toast.dismiss(shown.id)} className={buttonClass}>
            Cerrar
          </button>
        </span>
      ),
      place(module, { duration: INFO_DURATION_MS, icon: 'ℹ️', ...options }),
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
  void requestToasts().then((module) => {
    const { toast } = module;
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
            className={buttonClass}
          >
            {action.label}
          </button>
        </span>
      ),
      place(module, options),
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
      if (!requested || (oneAtATime && shownId !== id)) return;
      void loadToastModule().then(({ toast }) => toast.dismiss(oneAtATime ? ONE_AT_A_TIME_ID : id));
    },
  },
);

const PHONE = '(max-width: 639px)';

/**
 * On a phone, a sheet or dialog opening over the page sends the page's toast away: it is old
 * news there, and would sit over the sheet's controls. Toasts raised while it is open stay.
 */
export function useToastMakesWay(open: boolean): void {
  useEffect(() => {
    if (open && oneAtATime && requested && window.matchMedia(PHONE).matches) {
      void loadToastModule().then(({ toast }) => toast.dismiss(ONE_AT_A_TIME_ID));
    }
  }, [open]);
}

const AppToaster = lazy(() => import('./toaster'));

/**
 * The toast container, mounted once something has been toasted. The customer app shows one
 * toast at a time, bottom-right or bottom-centre on phones, above the controls docked at the
 * bottom of the screen (./toaster). The back office's stack at the bottom right too, above its
 * sticky form footers, clear of the page's title (issue 30); on phones they stay under its top bar.
 */
export function Toasts({ placement = 'bottom' }: { placement?: 'bottom' | 'under-top-bar' }) {
  // Set before anything is toasted: the app mounts this with its first render.
  oneAtATime = placement === 'bottom';
  const needed = useSyncExternalStore(subscribe, () => requested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster phoneAtTop={placement === 'under-top-bar'} />
      <MountedSignal />
    </Suspense>
  );
}
