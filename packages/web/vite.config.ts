import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
// Relative: the config is bundled on its own, without the workspace's TypeScript packages.
import { isAdminHost } from '../domain/src/hosts';

/** `vite build --mode admin`: the back office's build, in dist/admin/, served under /admin/. */
const ADMIN_MODE = 'admin';
const ROUTER_PRODUCTION = fileURLToPath(
  import.meta.resolve('react-router').replace('/development/', '/production/'),
);
/** Where the dev server sends the API's calls: `npm start`'s server. */
const API = 'http://localhost:3000';

const [brotli, gzipped] = [promisify(brotliCompress), promisify(gzip)];

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) next to every file of the build, so the
 * server sends the precompressed file the request accepts and compresses nothing per request. A
 * copy that saves under 5 % (fonts, images) is not written. Vite's metadata (.vite/) is not served.
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
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((file) => !relative(outDir, file).startsWith('.vite'));
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }),
            gzipped(source, { level: zlib.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < source.length * 0.95) await writeFile(`${file}.br`, br);
          if (gz.length < source.length * 0.95) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The back office's HTML: index.html with its own entry instead of the customer's. */
function adminHtml(html: string): string {
  const out = html.replace('src="/src/main.tsx"', 'src="/src/admin-main.tsx"');
  if (out === html) throw new Error('horno:admin-html: no /src/main.tsx script in index.html');
  return out;
}

/** The dev server answers a page on the admin host (admin.localhost:5173) with the back office. */
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
 * Both builds: the server reads the manifest to preload each page's code with its HTML
 * (decision 036). Vite's own splitting, per route, but for the customer's first load: the app
 * and its menu page with what they import, in one chunk (its budget: decision 005).
 */
const build = (admin: boolean): UserConfig => ({
  base: admin ? '/admin/' : '/',
  publicDir: admin ? false : 'public',
  // React Router ships its development build to bundlers (remix-run/react-router #12532): its
  // warnings and DevTools labels would cost the menu's first load 6 KB (decision 036).
  resolve: { alias: [{ find: /^react-router$/, replacement: ROUTER_PRODUCTION }] },
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    admin
      ? {
          name: 'horno:admin-entry',
          apply: 'build',
          transformIndexHtml: { order: 'pre', handler: adminHtml },
        }
      : adminPageInDev(),
  ],
  server: {
    proxy: Object.fromEntries(
      ['/api', '/uploads', '/ws'].map((path) => [path, { target: API, ws: path === '/ws' }]),
    ),
  },
  build: {
    // Every browser we support has modulepreload but Safari before 17 (decision 005).
    modulePreload: { polyfill: false },
    outDir: admin ? 'dist/admin' : 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: admin
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'menu',
                  test: /src[\\/]apps[\\/]customer[\\/](customer-app|pages[\\/]menu-page)\.tsx$/,
                },
              ],
            },
          },
        },
  },
});

export default defineConfig(({ mode }) => build(mode === ADMIN_MODE));
