import { startApp } from './start-app';
import { requestPageData } from './apps/customer/early-data';
import { startPageFor } from './apps/customer/routes';

// The customer app's entry. The back office is a build of its own (admin-main.tsx, served on the
// admin host), so none of its code, nor React Router's data router that it uses, reaches here
// (vite.config.ts, decision 025).

// The page's data (the menu's, an order's) and chunk are asked for now too, not after React's
// first render.
const pageData = requestPageData();
const pageRead = startPageFor(window.location.pathname);

/**
 * How long the customer's first screen waits for the branch lists, the page's own data (the
 * checkout's, an order's) and its chunk, which the page's HTML asked for with the scripts: with
 * the lists it draws the branch at once (its name, the first visitor's notice) instead of a
 * placeholder that they replace a moment later; with the rest, the page with the header instead
 * of 300 ms or more after it (routes.tsx, decision 020).
 */
const FIRST_SCREEN_WAIT_MS = 300;

// The import starts now, with the page's data and chunk.
startApp(
  import('./apps/customer/customer-app'),
  Promise.race([
    Promise.all([pageData, pageRead]),
    new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
  ]),
);
