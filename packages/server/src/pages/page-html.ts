// The HTML of a page of the single-page apps (decision 036): the build's index.html with, before
// the end of its head, a modulepreload of the code the page starts with (from the build's
// manifest, as Vite's backend integration does) and its first reads' answers as TanStack Query's
// dehydrated state, which the app hydrates once. Compressed once per distinct content and kept.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { DEHYDRATED_STATE_ID, type PageRead } from '@horno/domain/menu-reads';

/** The answer to one of a page's first reads, as the API sends it (JSON text). */
export interface PageAnswer extends PageRead {
  body: string | Buffer;
  /** Names the body's content when it is known already (a cached answer's ETag). */
  version?: string;
}

/** What Vite's manifest says of one source module's chunk. */
interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The files to preload for `sources` (source modules, as the manifest names them) of one build
 * (`dir` under the web build, served under `base`): their chunks and every chunk they import
 * statically, but what index.html already loads. Empty without a manifest (no build).
 */
export function manifestPreloads(
  webDist: string,
  dir: string,
): (sources: readonly string[]) => string[] {
  const file = join(webDist, dir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>)
    : {};
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const inHtml = closure(['index.html']);
  const base = dir === '' ? '/' : `/${dir}/`;
  return (sources) =>
    [...closure(sources)]
      .filter((key) => !inHtml.has(key))
      .map((key) => `${base}${manifest[key]!.file}`);
}

/** A query's state once its data has arrived, but its data (TanStack Query's `QueryState`). */
const SUCCESS_STATE =
  '"dataUpdateCount":1,"dataUpdatedAt":0,"error":null,"errorUpdateCount":0,"errorUpdatedAt":0,' +
  '"fetchFailureCount":0,"fetchFailureReason":null,"fetchMeta":null,"isInvalidated":false,' +
  '"status":"success","fetchStatus":"idle"';

/**
 * The answers as TanStack Query's `DehydratedState` (what `dehydrate` writes), built from the
 * API's own JSON text without parsing it again. `dataUpdatedAt` is left at 0: the app stamps it
 * as it hydrates, the page being revalidated on every load (customer-app.tsx). Every `<` is
 * written `\u003c` (the same text to JSON), so no product name can end the element.
 */
export function dehydratedState(answers: readonly PageAnswer[]): string {
  const queries = answers.map(({ key, body }) => {
    const queryKey = JSON.stringify(key);
    return `{"queryKey":${queryKey},"queryHash":${JSON.stringify(queryKey)},"state":{"data":${String(body)},${SUCCESS_STATE}}}`;
  });
  return `{"mutations":[],"queries":[${queries.join(',')}]}`.replace(/</g, '\\u003c');
}

export interface PageVariant {
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Distinct pages kept: a few per branch and order; past it the oldest go. */
const MAX_VARIANTS = 200;

/**
 * A page's HTML from `file` (under the web build) with the preloads and answers added and
 * `decorate` applied (the business's identity), built and compressed once per distinct content:
 * brotli 5 at once (under a millisecond for the menu's 60 KB), then 11 in the background for the
 * requests after. `decoration` names what `decorate` depends on, and each answer its `version`
 * or its body: a page already built costs a hash of those, not a build (bench/page-html.mjs).
 */
export function pageVariants(
  webDist: string,
): (
  file: string,
  preloads: readonly string[],
  answers: readonly PageAnswer[],
  decorate: (html: string) => string,
  decoration: string,
) => PageVariant {
  const variants = new Map<string, PageVariant>();
  const shells = new Map<string, string>();
  return (file, preloads, answers, decorate, decoration) => {
    const hash = createHash('sha1').update(`${file}\n${preloads.join('\n')}\n${decoration}\n`);
    for (const answer of answers)
      hash.update(JSON.stringify(answer.key)).update(answer.version ?? answer.body);
    const key = hash.digest('base64url');
    const known = variants.get(key);
    if (known) return known;
    const state = answers.length > 0 ? dehydratedState(answers) : '';
    let shell = shells.get(file);
    if (shell === undefined) {
      shell = readFileSync(join(webDist, file), 'utf8');
      shells.set(file, shell);
    }
    const head = [
      ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ...(state
        ? [`<script type="application/json" id="${DEHYDRATED_STATE_ID}">${state}</script>`]
        : []),
    ];
    const html = decorate(
      shell.replace(/( *)<\/head>/, (end, indent: string) =>
        [...head.map((line) => `${indent}  ${line}`), end].join('\n'),
      ),
    );
    const identity = Buffer.from(html);
    const variant: PageVariant = {
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
