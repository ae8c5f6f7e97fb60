// What a page asks the API for as it loads: the app's calls, and whether the app had drawn
// anything yet when it made each (decision 020: a page's data is asked for as the page starts,
// not after React's first render); and the requests the browser sent (a preload of the page's
// HTML that the app's call did not take would be a second). An answer the page's HTML carries
// is neither called nor requested (`expectNeverAsked`).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface ApiCall {
  url: string;
  drawn: boolean;
}

/** Starts recording on `page`, before its first navigation; `storage` goes to localStorage first. */
export async function recordApiCalls(page: Page, storage: Record<string, unknown> = {}) {
  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/')) requests.push(pathname + search);
  });
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(key, JSON.stringify(value));
    const calls: { url: string; drawn: boolean }[] = [];
    (window as unknown as { apiCalls: typeof calls }).apiCalls = calls;
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.includes('/api/'))
        calls.push({
          url: url.replace(location.origin, ''),
          drawn: (document.getElementById('root')?.childElementCount ?? 0) > 0,
        });
      return send(input, init);
    };
  }, storage);
  /** The calls and requests so far. */
  return async () => {
    const calls = await page.evaluate(
      () => (window as unknown as { apiCalls: ApiCall[] }).apiCalls,
    );
    return Object.assign(calls, { requests: [...requests] });
  };
}

/**
 * The addresses whose answers the page's HTML carries (the server embeds the public first reads
 * of the menu, the checkout and an order's page: decision 020), in order.
 */
export async function embeddedAnswers(page: Page): Promise<string[]> {
  const text = await page.locator('#horno-respuestas').textContent();
  return Object.keys(JSON.parse(text ?? '{}') as Record<string, unknown>);
}

/**
 * The pages at `url` come without the answers their HTML carries, as when the server could not
 * read them: the app then asks for them, and a test can answer with `page.route`.
 */
export async function withoutEmbeddedAnswers(page: Page, url: RegExp): Promise<void> {
  await page.route(url, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="horno-respuestas">.*?<\/script>/s,
      '',
    );
    await route.fulfill({ status: response.status(), contentType: 'text/html', body: html });
  });
}

/** The page took the HTML's answer for `url`: its app neither called nor requested it. */
export function expectNeverAsked(made: ApiCall[] & { requests: string[] }, url: string): void {
  expect(
    made.filter((call) => call.url === url),
    url,
  ).toEqual([]);
  expect(
    made.requests.filter((request) => request === url),
    url,
  ).toEqual([]);
}
