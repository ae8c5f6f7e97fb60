import './styles.css';
import { type ComponentType, startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { loadWebFont } from './lib/web-font';

// What both apps start with (main.tsx, the customer's; admin-main.tsx, the back office's): each
// is its own build (vite.config.ts), and this module is in each entry.

// The apps run under a Content-Security-Policy without 'unsafe-eval': zod must not compile its
// parsers with `new Function` (even its probe for that is reported as a violation). Set through
// zod's global config object, so the entry chunk does not import zod.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
(globalThis.__zod_globalConfig ??= {}).jitless = true;

loadWebFont();

/**
 * Renders the app once its module is here and `ready` has settled. React renders once the app is
 * here rather than through a lazy component: a boundary that has shown its fallback reveals what
 * replaces it 300 ms after that at the earliest (React's throttle of Suspense reveals), and that
 * held a phone's first screen back (issue 13). The boundary stays for what suspends later without
 * one of its own.
 */
export function startApp(
  appModule: Promise<{ default: ComponentType }>,
  ready?: Promise<unknown>,
): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const reactRoot = createRoot(root);
  void Promise.all([appModule, ready]).then(([{ default: App }]) =>
    // In a transition, React draws the first screen in short slices instead of one long task:
    // the phone's main thread stays free for input while the app starts (Lighthouse's TBT,
    // issue 13).
    startTransition(() =>
      reactRoot.render(
        <StrictMode>
          <Suspense fallback={null}>
            <App />
          </Suspense>
        </StrictMode>,
      ),
    ),
  );
}
