// Which HTML a page of the single-page app is sent (decision 020). The web build writes each
// customer page a copy of index.html that also preloads what the page starts with (its chunks,
// the branches' lists), and lists them in pages/pages.json by route ('/pedidos/:id/detalle').
// Any other path, and every page of the back office, gets index.html.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isAdminHost } from '@horno/domain/hosts';
import { z } from 'zod';

const PageList = z.array(z.object({ path: z.string().startsWith('/'), file: z.string() }));

/** A route as React Router matches it: `:name` is one segment, any case, an optional end slash. */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/**
 * The HTML file, under `webDist`, to send for a page request: its page's own when the build wrote
 * one, else index.html.
 */
export function pageShells(webDist: string): (hostname: string, path: string) => string {
  const list = join(webDist, 'pages', 'pages.json');
  if (!existsSync(list)) return () => 'index.html';
  const shells = PageList.parse(JSON.parse(readFileSync(list, 'utf8'))).map(({ path, file }) => ({
    pattern: routePattern(path),
    file,
  }));
  return (hostname, path) =>
    (!isAdminHost(hostname) && shells.find(({ pattern }) => pattern.test(path))?.file) ||
    'index.html';
}
