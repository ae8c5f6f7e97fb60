// What a page asks the API for as it loads: the app's calls, and whether the app had drawn
// anything yet when it made each (decision 020: a page's data is asked for as the page starts,
// not after React's first render); and the requests the browser sent (a preload of the page's
// HTML that the app's call did not take would be a second). An answer the page's HTML carries
// is neither called nor requested (`expectNeverAsked`).
import type { PageRead } from '@horno/domain/menu-reads';
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
 * The query keys whose data the page's HTML carries (TanStack Query's dehydrated state of the
 * public first reads of the customer's pages: decision 036), in order.
 */
export async function embeddedAnswers(page: Page): Promise<unknown[]> {
  const text = await page.locator('#horno-estado').textContent();
  const state = JSON.parse(text ?? '{"queries":[]}') as { queries: { queryKey: unknown[] }[] };
  return state.queries.map(({ queryKey }) => queryKey);
}

/**
 * The API addresses whose answers the page's HTML carries, in order, for the keys of `reads`
 * (@horno/domain/menu-reads); a key of none of them as its JSON.
 */
export async function carriedAddresses(page: Page, reads: readonly PageRead[]): Promise<string[]> {
  return (await embeddedAnswers(page)).map(
    (key) =>
      reads.find((read) => JSON.stringify(read.key) === JSON.stringify(key))?.address ??
      JSON.stringify(key),
  );
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
      /<script type="application\/json" id="horno-estado">.*?<\/script>/s,
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
