import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * The built file (`/assets/…js`) that holds a module of the web app, such as
 * 'src/apps/customer/pages/checkout-page.tsx': chunks are named by the build's groups
 * (vite.config.ts), not by their pages, so tests look them up in the build's own list.
 */
export function chunkOf(module: string): string {
  const list = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../packages/web/dist/.vite/chunk-modules.json', import.meta.url)),
      'utf8',
    ),
  ) as Record<string, string[]>;
  const file = Object.entries(list).find(([, modules]) => modules.includes(module))?.[0];
  if (!file) throw new Error(`No chunk of the build holds ${module}`);
  return `/${file}`;
}

/**
 * Holds back the built file of `module` as a slow network would, until `release()`; `asked`
 * lists each request for it, so a test can tell when (and whether) the page wanted it.
 */
export async function holdChunk(
  page: Page,
  module: string,
): Promise<{ asked: string[]; release: () => void }> {
  const path = chunkOf(module);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      asked.push(route.request().url());
      await held;
      await route.continue();
    },
  );
  return { asked, release };
}
