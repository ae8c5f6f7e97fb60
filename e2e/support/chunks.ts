import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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
