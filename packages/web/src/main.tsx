import './styles.css';
import { isAdminHost } from '@horno/domain/hosts';
import { startTransition, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { requestPageData } from './apps/customer/early-data';
import { startPageFor } from './apps/customer/routes';
import { loadWebFont } from './lib/web-font';

// The apps run under a Content-Security-Policy without 'unsafe-eval': zod must not compile its
// parsers with `new Function` (even its probe for that is reported as a violation). Set through
// zod's global config object, so the entry chunk does not import zod.
declare global {
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}
(globalThis.__zod_globalConfig ??= {}).jitless = true;

loadWebFont();

// The first label of the host picks the app (admin.example.com → back office). Each app is
// its own lazy chunk, so the back office never ships to customers.
const adminHost = isAdminHost(window.location.hostname);

// The page's data (the menu's, an order's) and chunk are asked for now too, not after React's
// first render.
const pageData = adminHost ? undefined : requestPageData();
const pageRead = adminHost ? undefined : startPageFor(window.location.pathname);

/**
 * How long the customer's first screen waits for the branch lists, the page's own data (the
 * checkout's, an order's) and its chunk, which the page's HTML asked for with the scripts: with
 * the lists it draws the branch at once (its name, the first visitor's notice) instead of a
 * placeholder that they replace a moment later; with the rest, the page with the header instead
 * of 300 ms or more after it (routes.tsx, decision 020).
 */
const FIRST_SCREEN_WAIT_MS = 300;

// The import starts now, with the page's data and chunk.
const appModule = adminHost
  ? import('./apps/admin/admin-app')
  : import('./apps/customer/customer-app');
const firstScreenReady = Promise.race([
  Promise.all([pageData, pageRead]),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');
const reactRoot = createRoot(root);

// React renders once the app is here rather than through a lazy component: a boundary that has
// shown its fallback reveals what replaces it 300 ms after that at the earliest (React's
// throttle of Suspense reveals), and that held a phone's first screen back (issue 13). The
// boundary stays for what suspends later without one of its own.
void Promise.all([appModule, firstScreenReady]).then(([{ default: App }]) =>
  // In a transition, React draws the first screen in short slices instead of one long task: the
  // phone's main thread stays free for input while the app starts (Lighthouse's TBT, issue 13).
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
