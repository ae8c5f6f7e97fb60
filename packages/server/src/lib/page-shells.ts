// Which HTML a page of the single-page app is sent (decision 020). The web build writes each
// customer page a copy of index.html that also preloads what the page starts with (its chunks,
// the branches' lists), and lists them in pages/pages.json by route ('/pedidos/:id/detalle').
// Any other path gets index.html, and every page of the back office (the admin host) the back
// office's own build's, admin/index.html (decision 025).
//
// A page marked with `reads` (the menu, the checkout, an order's page) starts with reads that
// depend on the branch or the order, which only the request can tell: its HTML is sent with the
// answers to them, and to the branch lists every page starts with (`shellVariants`).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { isAdminHost } from '@horno/domain/hosts';
import { EMBEDDED_ANSWERS_ID } from '@horno/domain/menu-reads';
import { z } from 'zod';

const PageList = z.array(
  z.object({
    path: z.string().startsWith('/'),
    file: z.string(),
    reads: z.enum(['menu', 'checkout', 'order']).optional(),
  }),
);

export interface PageShell {
  /** The HTML file under the web build. */
  file: string;
  /** The page's own reads, whose answers the server embeds: the menu's, the checkout's, an order's. */
  reads?: 'menu' | 'checkout' | 'order';
}

const INDEX: PageShell = { file: 'index.html' };
/** The back office's page: a build of its own (the web app's vite.config.ts, decision 025). */
export const ADMIN_INDEX: PageShell = { file: 'admin/index.html' };

/**
 * A route as React Router matches it: `:name` is one segment (captured under its name), any case,
 * an optional end slash.
 */
function routePattern(route: string): RegExp {
  const segments = route
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}/?$`, 'i');
}

/**
 * The HTML file, under `webDist`, to send for a page request: on the admin host the back
 * office's; else its page's own when the build wrote one, else index.html; with the route's
 * parameters (an order page's `id`).
 */
export function pageShells(
  webDist: string,
): (hostname: string, path: string) => PageShell & { params: Record<string, string> } {
  const list = join(webDist, 'pages', 'pages.json');
  const shells = existsSync(list)
    ? PageList.parse(JSON.parse(readFileSync(list, 'utf8'))).map(({ path, file, reads }) => ({
        pattern: routePattern(path),
        shell: { file, reads },
      }))
    : [];
  return (hostname, path) => {
    if (isAdminHost(hostname)) return { ...ADMIN_INDEX, params: {} };
    for (const { pattern, shell } of shells) {
      const match = pattern.exec(path);
      if (match) return { ...shell, params: { ...match.groups } };
    }
    return { ...INDEX, params: {} };
  };
}

export interface ShellVariant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The answer to one of a page's first reads, as the API sent it (JSON text). */
export interface PageAnswer {
  address: string;
  body: string;
}

/** Distinct (file, answers) kept: a few per branch and order; past it the oldest go. */
const MAX_VARIANTS = 200;

/**
 * A shell with the answers to its first reads embedded at the end of its head (a JSON data block
 * the app reads as it starts, `EMBEDDED_ANSWERS_ID`), compressed once per distinct content and
 * kept: no compression work per request while the data is the same. Brotli at quality 5 at once (under a millisecond for the
 * menu's 60 KB), then quality 11 in the background for the requests after (12 % smaller). The
 * addresses are the app's own (@horno/domain/menu-reads), never the request's text.
 */
export function shellVariants(
  webDist: string,
): (
  file: string,
  answers: PageAnswer[],
  decorate: (html: string) => string,
  decoration: string,
) => ShellVariant {
  const variants = new Map<string, ShellVariant>();
  return (file, answers, decorate, decoration) => {
    const data = answers.length > 0 ? embeddedAnswers(answers) : '';
    const key = `${file}\n${createHash('sha1').update(data).update('\n').update(decoration).digest('base64url')}`;
    const known = variants.get(key);
    if (known) return known;
    const shell = readFileSync(join(webDist, file), 'utf8');
    const html = decorate(
      data === ''
        ? shell
        : shell.replace(
            /^( *)<\/head>/m,
            (end, indent: string) =>
              `${indent}  <script type="application/json" id="${EMBEDDED_ANSWERS_ID}">${data}</script>\n${end}`,
          ),
    );
    const identity = Buffer.from(html);
    const variant: ShellVariant = {
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
      gzip: gzipSync(identity, { level: 6 }),
    };
    brotliCompress(
      identity,
      { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
      (error, smaller) => {
        if (!error && smaller.length < variant.br.length) variant.br = smaller;
      },
    );
    if (variants.size >= MAX_VARIANTS) variants.delete(variants.keys().next().value as string);
    variants.set(key, variant);
    return variant;
  };
}

/**
 * `{"<address>": <answer>, ...}` as a JSON data block's text. The answers are the API's own JSON;
 * every `<` becomes `\u003c` (the same text to JSON), so no product name can end the element.
 */
function embeddedAnswers(answers: PageAnswer[]): string {
  const entries = answers.map(({ address, body }) => `${JSON.stringify(address)}:${body}`);
  return `{${entries.join(',')}}`.replace(/</g, '\\u003c');
}

/** Chosen as @fastify/static chooses the compressed copy of every other file. */
const encodings = new Negotiator({ supportedValues: ['br', 'gzip'] });

/** The encoding to send, from Accept-Encoding: the compressed copy it accepts, else none. */
export function chosenEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  return (acceptEncoding ? encodings.negotiate(acceptEncoding) : null) ?? 'identity';
}

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}
