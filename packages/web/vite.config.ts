import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
// Relative: the config is bundled on its own, without the workspace's TypeScript packages.
import { isAdminHost } from '../domain/src/hosts';
import { FIRST_LOAD_READS } from '../domain/src/menu-reads';
import {
  CHECKOUT_PATH,
  LAZY_PAGES,
  MENU_PATHS,
  ORDER_DETAIL_PATH,
} from './src/apps/customer/customer-pages';

const API_ORIGIN = 'http://localhost:3000';
const CUSTOMER_ENTRY = '/src/apps/customer/customer-app.tsx';
const ADMIN_ENTRY = '/src/apps/admin/admin-app.tsx';
/** `vite build --mode admin`: the back office's build (`adminBuild` below). */
const ADMIN_MODE = 'admin';
/** Where the back office's build goes, and the path its files are served under. */
const ADMIN_DIR = 'admin';
/** The modules whose static imports make the menu's first-load chunk (see `build` below). */
const MENU_CHUNK_ROOTS = /src[\\/]apps[\\/]customer[\\/](customer-app|pages[\\/]menu-page)\.tsx$/;
/** The back office's entry, and its app: the app's static imports are its first-load chunk. */
const ADMIN_MAIN = /src[\\/]admin-main\.tsx$/;
const ADMIN_APP_ROOT = /src[\\/]apps[\\/]admin[\\/]admin-app\.tsx$/;
/** The modules that start the app on every page: the entry, and on the customer's side the menu. */
const FIRST_LOAD_ROOTS =
  /src[\\/](main\.tsx|apps[\\/]customer[\\/](customer-app|pages[\\/]menu-page)\.tsx)$/;

/**
 * The customer's pages off the menu in few chunks each (decision 020). On HTTP/1.1 every chunk
 * costs a round trip on one of six connections, and a phone's checkout asked for 25 chunks, its
 * order page for 17. Each group takes, in this order, what its roots need beyond the first load:
 * - what the checkout and an order's page both draw with (`order-kit`): the phone and order-line
 *   rules, the online payment's calls and, by `MUTATION_HOOK`, TanStack's mutation hook (four
 *   chunks of 1–3 KB before);
 * - the order's page (its timeline, facts and totals);
 * - the form kit (react-hook-form and its fields): the checkout, the login and the sign-up
 *   dialog;
 * - zod with the forms' resolver and the schemas' shared rules: a form loads them as it first
 *   renders (`useZodForm`), so the checkout draws without them;
 * - the checkout.
 */
const PAGE_GROUPS = [
  {
    name: 'order-kit',
    roots:
      /(domain[\\/]src[\\/](phone|order-lines|payments)\.ts|src[\\/]features[\\/]payments[\\/]api[\\/]online-payment\.ts)$/,
  },
  { name: 'order', roots: /src[\\/]apps[\\/]customer[\\/]pages[\\/]order-detail-page\.tsx$/ },
  {
    name: 'forms',
    roots:
      /([\\/]node_modules[\\/]react-hook-form[\\/].*|src[\\/](lib[\\/]use-zod-form\.ts|components[\\/]ui[\\/](form-field|money-input|phone-input|text-field)\.tsx))$/,
  },
  {
    name: 'zod',
    roots:
      /([\\/]node_modules[\\/]zod[\\/].*|src[\\/]lib[\\/]zod-resolver\.ts|domain[\\/]src[\\/](api-params|phone-schemas)\.ts)$/,
  },
  {
    name: 'checkout',
    roots: /src[\\/]apps[\\/]customer[\\/]pages[\\/]checkout-page\.tsx$/,
  },
] as const;

/**
 * TanStack Query's mutation hook, which every page that sends something loads with the `order-kit`
 * group. Its barrel puts it in the first load's module graph, which does not use it (the bundler
 * drops it there), so `groupPageChunks` cannot place it: on its own it was one more request.
 */
const MUTATION_HOOK =
  /[\\/]@tanstack[\\/](react-query[\\/].*[\\/]useMutation|query-core[\\/].*[\\/]mutationObserver)\.js$/;

/** The chunk of the small modules shared by the customer's parts loaded on demand. */
const SHARED_GROUP = 'shared';
/** Modules up to this size (bytes before minifying) may go to `SHARED_GROUP`: icons, labels. */
const SHARED_MODULE_MAX = 2000;

/** Each module's group, once the module graph is known (`groupPageChunks`). */
const groupOf = new Map<string, string>();

/** What `staticImports` reads of the module graph (a plugin's context, once every module is in). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The modules `starts` import statically, directly or not, with `starts` themselves. */
function staticImports(graph: ModuleGraph, starts: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const id of starts) visit(id);
  return seen;
}

/** The back office's first-load chunk (`groupAdminApp`). */
const adminGroup = new Set<string>();

/**
 * The back office's app with what it imports statically in one chunk, as the customer's menu
 * (`MENU_CHUNK_ROOTS`): split by the bundler, its first load was 39 files. Not what the entry
 * needs itself (React, React DOM, the font): the entry would import the chunk statically, and
 * so run it, zod's schemas among it, before it has told zod not to compile (start-app.tsx), and
 * in the same task as React DOM.
 */
function groupAdminApp(): Plugin {
  return {
    name: 'horno:group-admin-app',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const entry = staticImports(
        this,
        ids.filter((id) => ADMIN_MAIN.test(id)),
      );
      const app = staticImports(
        this,
        ids.filter((id) => ADMIN_APP_ROOT.test(id)),
      );
      if (entry.size === 0 || app.size === 0)
        throw new Error('horno:group-admin-app: no admin-main.tsx or admin-app.tsx');
      adminGroup.clear();
      for (const id of app) if (!entry.has(id)) adminGroup.add(id);
    },
  };
}

/**
 * Assigns the modules of `PAGE_GROUPS` and `SHARED_GROUP` once every module is loaded, before the
 * chunks are made (the groups' `test` below reads the result).
 * - A page group takes the static dependencies of its roots that the first load does not hold,
 *   that an earlier group's roots do not need, and that no other part of the customer's side
 *   loaded on demand needs without its roots (the footer, the dialogs, the cart, the other
 *   pages): opening the cart never fetches the checkout.
 * - The shared group takes the small modules that two or more of those parts need, with every
 *   module they import (icons, labels, the dialogs' helpers): one request instead of a dozen,
 *   for about 8 KB that a given part may not use.
 * The rest is shared out by the bundler as before. No group needs a module of a later one, so
 * the chunks never import each other both ways. (The back office is a build of its own.)
 */
function groupPageChunks(): Plugin {
  return {
    name: 'horno:group-page-chunks',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const closure = (starts: Iterable<string>) => staticImports(this, starts);
      const firstLoad = closure(ids.filter((id) => FIRST_LOAD_ROOTS.test(id)));
      // Each part of the customer's side imported on demand, and what it needs.
      const lazyParts = new Map<string, Set<string>>();
      const pending = [...firstLoad];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        for (const lazy of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) {
          if (lazyParts.has(lazy)) continue;
          const needs = closure([lazy]);
          lazyParts.set(lazy, needs);
          pending.push(...needs);
        }
      }

      groupOf.clear();
      const earlier = new Set<string>();
      for (const { name, roots } of PAGE_GROUPS) {
        const own = ids.filter((id) => roots.test(id));
        if (own.length === 0) throw new Error(`horno:group-page-chunks: no roots for ${name}`);
        const needed = closure(own);
        const elsewhere = new Set<string>();
        for (const [lazy, needs] of lazyParts)
          if (!own.includes(lazy) && !own.some((root) => needs.has(root)))
            for (const id of needs) elsewhere.add(id);
        for (const id of needed)
          if (!firstLoad.has(id) && !earlier.has(id) && !elsewhere.has(id)) groupOf.set(id, name);
        for (const id of needed) earlier.add(id);
      }

      const parts = new Map<string, number>();
      for (const needs of lazyParts.values())
        for (const id of needs) parts.set(id, (parts.get(id) ?? 0) + 1);
      const shareable = new Map<string, boolean>();
      const isShareable = (id: string): boolean => {
        if (firstLoad.has(id)) return true;
        const known = shareable.get(id);
        if (known !== undefined) return known;
        shareable.set(id, false); // an import cycle: not shared
        const info = this.getModuleInfo(id);
        const verdict =
          (parts.get(id) ?? 0) > 1 &&
          !groupOf.has(id) &&
          (info?.code?.length ?? Infinity) <= SHARED_MODULE_MAX &&
          (info?.importedIds ?? []).every(isShareable);
        shareable.set(id, verdict);
        return verdict;
      };
      for (const id of parts.keys())
        if (!firstLoad.has(id) && isShareable(id)) groupOf.set(id, SHARED_GROUP);
    },
  };
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';/g;

/**
 * `import { Mail, Truck } from 'lucide-react'` becomes one import per icon module
 * (`lucide-react/icons/mail`…), as Next.js's `optimizePackageImports` does. Tree-shaking drops
 * the unused icons either way, but the barrel makes every page's module graph reach all 1,600
 * of them: `groupPageChunks` could not tell which page uses which icon, and each icon a lazy
 * page shares with another became a chunk (and a round trip) of its own.
 */
function directIconImports(): Plugin {
  const files = new Map<string, string>();
  return {
    name: 'horno:direct-icon-imports',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const barrel = await readFile(
        fileURLToPath(import.meta.resolve('lucide-react/dist/esm/lucide-react.mjs')),
        'utf8',
      );
      for (const [, names, file] of barrel.matchAll(
        /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs';/g,
      ))
        for (const [, name] of names!.matchAll(/default as (\w+)/g)) files.set(name!, file!);
      if (files.size === 0) throw new Error('horno:direct-icon-imports: no icons in the barrel');
    },
    transform: {
      filter: { id: /[\\/]src[\\/].*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        return code.replace(LUCIDE_IMPORT, (statement, list: string) => {
          const rest: string[] = [];
          const icons: string[] = [];
          for (const specifier of list.split(',').map((part) => part.trim())) {
            if (!specifier) continue;
            const [name, local = name] = specifier.split(/\s+as\s+/);
            const file = files.get(name!);
            if (file && !specifier.startsWith('type ')) {
              icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
            } else rest.push(specifier);
          }
          if (icons.length === 0) return statement;
          // `import { type X }` would stay as a bare import of the barrel (verbatimModuleSyntax).
          const types = rest.every((specifier) => specifier.startsWith('type '));
          if (rest.length > 0)
            icons.push(
              types
                ? `import type { ${rest.map((type) => type.slice(5)).join(', ')} } from 'lucide-react';`
                : `import { ${rest.join(', ')} } from 'lucide-react';`,
            );
          return icons.join(' ');
        });
      },
    },
  };
}

/** A chunk and every chunk it imports statically, directly or not. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The HTML asks for the app's chunks (the module `app`, which the entry imports once it has
 * started, and all of its static imports, not only the direct ones) in parallel with the entry
 * instead of after it.
 */
function preloadApp(app: string): Plugin {
  let base = '/';
  return {
    name: 'horno:preload-app',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        // The chunk that holds it (a group's chunk has no facade module).
        const entry = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(app)));
        if (!entry) throw new Error(`horno:preload-app: no chunk for ${app}`);
        const inHtml = new Set<string>();
        for (const main of chunks.filter((c) => c.isEntry))
          staticClosure(bundle, main.fileName, inHtml);
        const files = [...staticClosure(bundle, entry.fileName)].filter(
          (file) => !inHtml.has(file),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Writes which source modules each chunk holds (.vite/chunk-modules.json), so that
 * bench/bundle.mjs can check that no back-office module is in the customer's build, and
 * how many minified bytes each module adds to its chunk (.vite/module-sizes.json), so that it
 * can name the largest ones.
 */
function listChunkModules(): Plugin {
  let root = '';
  return {
    name: 'horno:chunk-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      const sizes: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const rendered = Object.entries(output.modules)
          .filter(([, module]) => module.renderedLength > 0)
          .map(
            ([id, module]) =>
              [relative(root, id).split('\\').join('/'), module.renderedLength] as const,
          );
        modules[output.fileName] = rendered.map(([id]) => id);
        sizes[output.fileName] = Object.fromEntries(rendered);
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/chunk-modules.json',
        source: JSON.stringify(modules, null, 2),
      });
      this.emitFile({
        type: 'asset',
        fileName: '.vite/module-sizes.json',
        source: JSON.stringify(sizes, null, 2),
      });
    },
  };
}

/**
 * The customer's first load of a page, in its HTML rather than two or three round trips later:
 * the build writes each customer page (`MENU_PATHS`, `LAZY_PAGES`) its own copy of index.html,
 * `pages/<name>.html`, that also preloads the public reads every customer page starts with
 * (`FIRST_LOAD_READS`: the branches and whether they are open) and, off the menu, a
 * modulepreload of every chunk the page needs that index.html does not already ask for (25 files
 * for the checkout). `pages/pages.json` lists them by route for the server (app.ts), which sends
 * a page's own HTML to a request for its path; unknown paths get index.html (and the back
 * office's, on the admin host, admin/index.html from its own build: `adminBuild`).
 * The pages marked with `reads` (the menu, the checkout, an order's) get no preload of the lists:
 * the server embeds their answers, with the page's own, in the HTML it sends. Decision 020.
 */
function pageShells(): Plugin {
  return {
    name: 'horno:page-shells',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('horno:page-shells: no index.html in the build');
      const html = String(index.source);
      if (!html.includes('</head>'))
        throw new Error('horno:page-shells: index.html has no </head>');
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const inHtml = new Set<string>();
      for (const chunk of chunks) {
        if (chunk.isEntry || html.includes(`"/${chunk.fileName}"`))
          staticClosure(bundle, chunk.fileName, inHtml);
      }
      const reads = FIRST_LOAD_READS.map(
        (path) => `<link rel="preload" as="fetch" crossorigin href="${path}">`,
      );
      /** `serverReads`: the server embeds the lists' answers in this page's HTML instead. */
      const shell = (name: string, scripts: string[], serverReads: boolean) => {
        const fileName = `pages/${name}.html`;
        const links = [
          ...(serverReads ? [] : reads),
          ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
        ];
        this.emitFile({
          type: 'asset',
          fileName,
          // Indented as the rest of the head, before its end.
          source: html.replace(/^( *)<\/head>/m, (end, indent: string) =>
            [...links.map((link) => `${indent}  ${link}`), end].join('\n'),
          ),
        });
        return fileName;
      };
      const menu = shell('menu', [], true);
      const pages = [
        // The server adds the preloads of the page's own reads per request (`reads`): which
        // branch's, only it can tell (the visitor's cookie, the open branches).
        ...['', ...MENU_PATHS].map((path) => ({ path: `/${path}`, file: menu, reads: 'menu' })),
        ...LAZY_PAGES.map(({ path, module }) => {
          // A page's module may share its chunk with others (`codeSplitting` below).
          const page = chunks.find((c) =>
            c.moduleIds.some((id) => id.endsWith(`/apps/customer/pages/${module}.tsx`)),
          );
          if (!page) throw new Error(`horno:page-shells: no chunk for ./pages/${module}.tsx`);
          const scripts = [...staticClosure(bundle, page.fileName)].filter((f) => !inHtml.has(f));
          const reads =
            path === CHECKOUT_PATH ? 'checkout' : path === ORDER_DETAIL_PATH ? 'order' : undefined;
          const file = shell(module, scripts, reads !== undefined);
          return reads ? { path: `/${path}`, file, reads } : { path: `/${path}`, file };
        }),
      ];
      this.emitFile({
        type: 'asset',
        fileName: 'pages/pages.json',
        source: JSON.stringify(pages, null, 2),
      });
    },
  };
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Already compressed formats (fonts, images) shrink by a few bytes at most: not worth decoding. */
function worthSending(compressed: Buffer, source: Buffer): boolean {
  return compressed.length < source.length * 0.95;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every file of
 * the build, so that the server sends the precompressed file the request accepts and does no
 * compression work per request. A compressed copy that saves under 5 % (fonts, images) is not
 * written; the server then sends the file itself. Vite's own metadata (.vite/) is not served.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'horno:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      if (error) return;
      const files = (await filesUnder(outDir)).filter(
        (file) => !/\.(br|gz)$/.test(file) && !relative(outDir, file).startsWith('.vite'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipped(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (worthSending(br, source)) await writeFile(`${file}.br`, br);
          if (worthSending(gz, source)) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * react-router 7 ships one build, its development one, to bundlers (remix-run/react-router
 * #12532, #14102). Its `forwardRef` components lack a pure annotation and get a `displayName`
 * assigned at the top level, so Link's unused siblings (NavLink, Form and the form-submission
 * code behind it) stay in every bundle. In our build only: mark those calls pure, drop the
 * `displayName` lines (a DevTools label) and turn the development warnings off, as the package's
 * unused production build does. See docs/decisions/005-menu-bundle-budget.md.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: 'horno:tree-shake-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/]development[\\/]chunk-/ },
      handler(code) {
        const out = code
          .replace(/= (React\d*)\.forwardRef\(/g, '= /* @__PURE__ */ $1.forwardRef(')
          .replace(/^\w+\.displayName = "[^"]*";$/gm, '')
          .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;');
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}

/** The back office's HTML: index.html with its own entry instead of the customer's. */
function adminHtml(html: string): string {
  const out = html.replace('src="/src/main.tsx"', 'src="/src/admin-main.tsx"');
  if (out === html) throw new Error('horno:admin-html: no /src/main.tsx script in index.html');
  return out;
}

/** `vite build --mode admin` writes the back office's page from index.html (`adminHtml`). */
function adminEntry(): Plugin {
  return {
    name: 'horno:admin-entry',
    apply: 'build',
    transformIndexHtml: { order: 'pre', handler: adminHtml },
  };
}

/**
 * The dev server answers a page request on the admin host (admin.localhost:5173) with the back
 * office's page, as the server does with the build's.
 */
function adminPageInDev(): Plugin {
  return {
    name: 'horno:admin-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '/';
        const page =
          req.method === 'GET' &&
          isAdminHost((req.headers.host ?? '').replace(/:\d+$/, '')) &&
          req.headers.accept?.includes('text/html') &&
          !/\.\w+$/.test(path);
        if (!page) return next();
        readFile(join(server.config.root, 'index.html'), 'utf8')
          .then((html) => server.transformIndexHtml(path, adminHtml(html), req.originalUrl))
          .then((html) => res.setHeader('content-type', 'text/html').end(html))
          .catch(next);
      });
    },
  };
}

/**
 * The customer app (index.html, main.tsx): the menu's first load within its budget (decision
 * 005) and each page's own HTML (decision 020). In development the dev server serves both apps.
 */
const customerBuild = (): UserConfig => ({
  plugins: [
    react(),
    tailwindcss(),
    directIconImports(),
    groupPageChunks(),
    treeShakeReactRouter(),
    preloadApp(CUSTOMER_ENTRY),
    pageShells(),
    listChunkModules(),
    precompress(),
    adminPageInDev(),
  ],
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/ws': { target: API_ORIGIN, ws: true },
    },
  },
  build: {
    // Every browser we support has modulepreload but Safari before 17, which then fetches the
    // chunks as the entry imports them: a round trip later, not broken. The polyfill's ~500
    // bytes are not worth sending to everyone (decision 005).
    modulePreload: { polyfill: false },
    outDir: 'dist',
    emptyOutDir: true,
    // bench/bundle.mjs follows the manifest to measure the menu's first load.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The customer app and its menu page, with everything they import statically (the
          // router, TanStack Query, the app's own modules), in one chunk: the entry (React DOM)
          // and this one are the menu's first load, in two requests instead of thirty. Brotli
          // compresses one file far better than thirty small ones (each with its own window and
          // import lines): 107,032 → 99,711 bytes sent.
          // docs/decisions/005-menu-bundle-budget.md.
          groups: [
            { name: 'menu', test: MENU_CHUNK_ROOTS },
            // Closed under their dependencies already (`groupPageChunks`).
            ...[...PAGE_GROUPS.map(({ name }) => name), SHARED_GROUP].map((name) => ({
              name,
              test: (id: string) =>
                groupOf.get(id) === name || (name === 'order-kit' && MUTATION_HOOK.test(id)),
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});

/**
 * The back office (admin-main.tsx), a build of its own since decision 025: it runs on React
 * Router's data router (for its navigation blocker), whose code in a shared react-router module
 * cost the customer's menu 15 KB in one build. Its files go to dist/admin/ and are served under
 * /admin/ (`base`), on the admin host only as its page (the server's page-shells.ts); the
 * favicon (public/) is the customer build's. Built after it (`npm run build`), which empties dist.
 */
const adminBuild = (): UserConfig => ({
  base: `/${ADMIN_DIR}/`,
  publicDir: false,
  plugins: [
    react(),
    tailwindcss(),
    adminEntry(),
    directIconImports(),
    treeShakeReactRouter(),
    groupAdminApp(),
    preloadApp(ADMIN_ENTRY),
    listChunkModules(),
    precompress(),
  ],
  build: {
    modulePreload: { polyfill: false },
    outDir: `dist/${ADMIN_DIR}`,
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // `groupAdminApp`.
          groups: [
            {
              name: 'admin',
              test: (id: string) => adminGroup.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ mode }) => (mode === ADMIN_MODE ? adminBuild() : customerBuild()));
