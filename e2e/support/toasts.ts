import type { BrowserContext, Page } from 'playwright-core';

/** A toast (react-hot-toast renders each one as a polite status). */
export const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text });

/**
 * Writes down the text of every toast the context's pages show. A success toast lasts 2 s: on a
 * loaded machine it can come and go between two of Playwright's looks, so a test that must know
 * it was shown asks `toastsSeen` instead of racing it.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    const note = (node: Node | null) => {
      const element = node instanceof Element ? node : node?.parentElement;
      if (!element) return;
      const inside = element.closest('[role="status"]');
      const statuses = inside ? [inside] : Array.from(element.querySelectorAll('[role="status"]'));
      for (const status of statuses) if (status.textContent) seen.push(status.textContent);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        record.addedNodes.forEach(note);
        if (record.type === 'characterData') note(record.target);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The texts of the toasts a page has shown since it loaded (see `recordToasts`). */
export const toastsSeen = (page: Page) =>
  page.evaluate(() => [...(window as unknown as { toastsSeen: string[] }).toastsSeen]);

/**
 * Waits until a page has shown a toast with exactly `text` (see `recordToasts`), and answers the
 * texts of every toast it showed, so a failing test can say what was shown instead.
 */
export async function waitForToastSeen(page: Page, text: string, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  let seen = await toastsSeen(page);
  while (!seen.includes(text) && Date.now() < until) {
    await page.waitForTimeout(100);
    seen = await toastsSeen(page);
  }
  return seen;
}
