// What the app draws first: the text of its first screen (the first time #root holds any text)
// and whether a given text ever showed up while the page loaded (a placeholder, say).
import type { Page } from 'playwright-core';

interface FirstScreen {
  first: string | null;
  seen: boolean;
}

/** Starts watching `page` before its first navigation; the result reads what was seen so far. */
export async function watchFirstScreen(page: Page, watched: string) {
  await page.addInitScript((text) => {
    const state: FirstScreen = { first: null, seen: false };
    (window as unknown as { firstScreen: FirstScreen }).firstScreen = state;
    new MutationObserver(() => {
      const now = document.getElementById('root')?.textContent ?? '';
      if (state.first === null && now.trim() !== '') state.first = now;
      if (now.includes(text)) state.seen = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, watched);
  return () => page.evaluate(() => (window as unknown as { firstScreen: FirstScreen }).firstScreen);
}

/** Holds back the answers to requests for `path` by `ms`, as a slow network would. */
export async function delayFile(page: Page, path: string, ms: number) {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}
