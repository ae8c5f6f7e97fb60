const EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `work` once, at the person's first tap, click, key or focus on the page. For what a page
 * fetches ahead of the next step: it then never competes with the page's own first screen on a
 * slow phone, and a step that needs the person to act still finds it under way. Returns a
 * function that stops waiting.
 */
export function onFirstInteraction(work: () => void): () => void {
  const stop = () => {
    for (const event of EVENTS) window.removeEventListener(event, run, true);
  };
  function run() {
    stop();
    work();
  }
  for (const event of EVENTS) window.addEventListener(event, run, { capture: true, passive: true });
  return stop;
}
