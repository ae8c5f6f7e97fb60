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
  if (remembered()) return pending();
  watchPaintReports();
  setTimeout(() => pending?.(), PAGE_WAIT_MS);
}

/**
 * The page's own first screen has been committed (the menu with its catalog, a lazy page once
 * its chunk has run, the back office): the font is asked for once that is painted. After the
 * first contentful paint would be too soon wherever the header paints before the page.
 */
export function pageDrawn(): void {
  const add = pending;
  if (!add) return;
  const drawnAt = performance.now();
  const run = () => {
    if (pending === add) add();
  };
  // Once the browser has reported that frame's paint (it stamps a paint when the frame is shown,
  // a moment after the frame's own work), and once the main thread is free: a page that draws in
  // several commits has drawn them all. Asked for sooner, the font counts in a phone's largest
  // paint as Lighthouse simulates it.
  requestAnimationFrame(() =>
    paintReported(drawnAt).then(() =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: IDLE_WAIT_MS })
        : setTimeout(run, 0),
    ),
  );
}

/** How long to wait for the report of a paint that may not come (the page drew nothing larger). */
const REPORT_WAIT_MS = 250;
/** The latest largest-contentful-paint the browser has reported, and who waits for the next. */
let lastReport = -1;
const awaitingReport = new Set<() => void>();

/** From the start: the reports of largest paints, which are what Lighthouse times. */
function watchPaintReports(): void {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
  )
    return;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) lastReport = Math.max(lastReport, entry.startTime);
    for (const wake of awaitingReport) wake();
    if (!pending) observer.disconnect();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
}

/**
 * Settles once a largest paint at or after `time` has been reported, or after `REPORT_WAIT_MS`
 * (no larger paint came, or the browser does not report them).
 */
function paintReported(time: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      awaitingReport.delete(check);
      clearTimeout(timer);
      resolve();
    };
    const check = () => {
      if (lastReport >= time) done();
    };
    const timer = setTimeout(done, REPORT_WAIT_MS);
    awaitingReport.add(check);
    check();
  });
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
