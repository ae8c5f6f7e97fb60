// The app's one font file: Nunito, Latin, every weight (39 KB). On a first visit it is fetched
// once the page's first screen has painted (`pageDrawn`), not with the page's scripts: on a
// phone's slow network its bytes would otherwise delay the scripts, the catalog and so the first
// screen (decision 020). Until it arrives the text is drawn in 'Nunito Fallback' (styles.css), a
// local Arial scaled to Nunito's widths and line box, so the swap moves next to nothing. Once
// this browser has the file (it is cached for a year), later visits add it as the app starts and
// the first paint already uses it.
import { useEffect } from 'react';
import nunito from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';

/** Set once the file has loaded: the browser's cache has it from then on. */
const LOADED_KEY = 'horno-font';
/** Fontsource's Latin subset. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** If no page says it has drawn (an error screen), the font comes anyway. */
const PAGE_WAIT_MS = 3000;

/** How long the font waits for a free main thread once the page has drawn. */
const IDLE_WAIT_MS = 1000;

/** Adds the font, once: pending until the page's first screen is drawn. */
let pending: (() => void) | null = null;

export function loadWebFont(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const face = new FontFace('Nunito', `url(${nunito}) format('woff2')`, {
    weight: '200 1000',
    style: 'normal',
    display: 'swap',
    unicodeRange: LATIN,
  });
  pending = () => {
    pending = null;
    document.fonts.add(face);
    face.load().then(
      () => remember(),
      // The fallback stays; the next visit tries again.
      () => undefined,
    );
  };
  if (remembered()) pending();
  else setTimeout(() => pending?.(), PAGE_WAIT_MS);
}

/**
 * The page's own first screen has been committed (the menu with its catalog, a lazy page once
 * its chunk has run, the back office): the font is asked for once that is painted. After the
 * first contentful paint would be too soon on the checkout, whose header paints alone first.
 */
export function pageDrawn(): void {
  const add = pending;
  if (!add) return;
  const run = () => {
    if (pending === add) add();
  };
  // After that frame, and once the main thread is free: a page that draws in several commits
  // (the checkout's form after its header and summary) has drawn them all.
  requestAnimationFrame(() =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
      : setTimeout(run, 0),
  );
}

/** `pageDrawn` once the component that calls it has mounted: a page's first screen. */
export function usePageDrawn(): void {
  useEffect(pageDrawn, []);
}

function remembered(): boolean {
  try {
    return localStorage.getItem(LOADED_KEY) === '1';
  } catch {
    return false;
  }
}

function remember(): void {
  try {
    localStorage.setItem(LOADED_KEY, '1');
  } catch {
    // Private mode: the next visit waits for the paint again.
  }
}
