// What a page asks the API for as it loads: the app's calls, and whether the app had drawn
// anything yet when it made each (decision 020: a page's data is asked for as the page starts,
// not after React's first render); and the requests the browser sent (a preload of the page's
// HTML that the app's call did not take would be a second).
import type { Page } from 'playwright-core';

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
