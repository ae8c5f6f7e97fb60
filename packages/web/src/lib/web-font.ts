// The app's one font file: Nunito, Latin, every weight (39 KB). On a first visit it is fetched
// once the page has painted, not with the page's scripts: on a phone's slow network its bytes
// would otherwise delay the scripts, the catalog and so the first screen (decision 020). Until it
// arrives the text is drawn in 'Nunito Fallback' (styles.css), a local Arial scaled to Nunito's
// widths and line box, so the swap moves next to nothing. Once this browser has the file (it is
// cached for a year), later visits add it as the app starts and the first paint already uses it.
import nunito from '@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2?url';

/** Set once the file has loaded: the browser's cache has it from then on. */
const LOADED_KEY = 'horno-font';
/** Fontsource's Latin subset. */
const LATIN =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
/** If the browser never reports a first paint, the font comes anyway. */
const PAINT_WAIT_MS = 3000;

export function loadWebFont(): void {
  if (typeof FontFace === 'undefined' || !document.fonts) return;
  const face = new FontFace('Nunito', `url(${nunito}) format('woff2')`, {
    weight: '200 1000',
    style: 'normal',
    display: 'swap',
    unicodeRange: LATIN,
  });
  const add = () => {
    document.fonts.add(face);
    face.load().then(
      () => remember(),
      // The fallback stays; the next visit tries again.
      () => undefined,
    );
  };
  if (remembered()) add();
  else afterFirstPaint(add);
}

function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  setTimeout(once, PAINT_WAIT_MS);
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing here: the timeout above.
  }
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
