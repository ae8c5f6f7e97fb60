import './styles.css';
import { isAdminHost } from '@horno/domain/hosts';
import { lazy, startTransition, StrictMode, Suspense } from 'react';
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
const listsRead = adminHost ? undefined : requestPageData();
if (!adminHost) startPageFor(window.location.pathname);

/**
 * How long the customer's first screen waits for the branch lists, which the page's HTML asked
 * for with the scripts: with them it draws the branch at once (its name, the first visitor's
 * notice) instead of a placeholder that they replace a moment later (decision 020).
 */
const LISTS_WAIT_MS = 300;

// The import starts now, while React boots, rather than on first render.
const appModule = adminHost
  ? import('./apps/admin/admin-app')
  : import('./apps/customer/customer-app');
const App = lazy(async () => {
  const wait = new Promise((resolve) => setTimeout(resolve, LISTS_WAIT_MS));
  await Promise.race([listsRead, wait]);
  return appModule;
});

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// In a transition, React draws the first screen in short slices instead of one long task: the
// phone's main thread stays free for input while the app starts (Lighthouse's TBT, issue 13).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </StrictMode>,
  ),
);
