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

/** Renders the app once its module is here. */
export function startApp(appModule: Promise<{ default: ComponentType }>): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const reactRoot = createRoot(root);
  void appModule.then(({ default: App }) =>
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
