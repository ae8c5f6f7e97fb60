import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';

/**
 * The built file (`/assets/…js`) that starts with a module of the web app loaded on its own, such
 * as 'src/apps/customer/pages/checkout-page.tsx', from the build's manifest (Vite's): tests that
 * slow a part's code down find its file there.
 */
export function chunkOf(module: string): string {
  const manifest = JSON.parse(
    readFileSync(
      fileURLToPath(new URL('../../packages/web/dist/.vite/manifest.json', import.meta.url)),
      'utf8',
    ),
  ) as Record<string, { file: string }>;
  const file = manifest[module]?.file;
  if (!file) throw new Error(`No chunk of the build starts with ${module}`);
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
